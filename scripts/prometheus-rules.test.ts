import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The operator's Prometheus files (deploy/prometheus), checked by Prometheus's own promtool: Debian's
// `prometheus` package ships it, and `npm test` installs it when missing. Run alone without it, the
// checks are skipped, saying so; in CI they never are.

const folder = path.resolve(import.meta.dirname, '..', 'deploy', 'prometheus');
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;
if (!promtool && process.env.CI) throw new Error("promtool not found in CI: npm test installs Debian's prometheus");
if (!promtool) console.warn('promtool not found (Debian package `prometheus`): deploy/prometheus is not checked');

function run(...args: string[]) {
  const result = spawnSync('promtool', args, { encoding: 'utf8', cwd: folder });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.skipIf(!promtool)('deploy/prometheus, checked by promtool', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-prometheus-'));
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('the scrape configuration is valid, its rules and its token file included', () => {
    // The token file lives on the Prometheus machine (/etc/prometheus): a copy names one made here.
    const token = path.join(copy, 'mandi-metrics-token');
    fs.writeFileSync(token, 'a-token\n');
    const config = fs.readFileSync(path.join(folder, 'prometheus.yml'), 'utf8');
    expect(config).toContain('credentials_file: /etc/prometheus/mandi-metrics-token');
    fs.writeFileSync(
      path.join(copy, 'prometheus.yml'),
      config.replaceAll('/etc/prometheus/mandi-metrics-token', token),
    );
    fs.copyFileSync(path.join(folder, 'alerts.yml'), path.join(copy, 'alerts.yml'));
    const checked = run('check', 'config', path.join(copy, 'prometheus.yml'));
    expect(checked.status, checked.output).toBe(0);
    expect(checked.output).toContain('SUCCESS');
  });

  it('the alert rules are valid, and their tests pass', () => {
    const rules = run('check', 'rules', 'alerts.yml');
    expect(rules.status, rules.output).toBe(0);
    const tests = run('test', 'rules', 'alerts.test.yml');
    expect(tests.status, tests.output).toBe(0);
  });

  it("the dashboard's queries are PromQL that Prometheus parses", () => {
    // Each panel's query, with Grafana's variables filled in, as a recording rule promtool checks.
    const dashboard = JSON.parse(fs.readFileSync(path.join(folder, '..', 'grafana', 'mandi-dashboard.json'), 'utf8'));
    const queries: string[] = dashboard.panels.flatMap((panel: { targets?: { expr: string }[] }) =>
      (panel.targets ?? []).map((target) => target.expr),
    );
    expect(queries.length).toBeGreaterThan(15);
    const rules = queries.map((expr, index) => ({
      record: `mandi:dashboard_query_${index}`,
      expr: expr.replaceAll('$__rate_interval', '5m').replaceAll('$instance', '.*'),
    }));
    const file = path.join(copy, 'dashboard-queries.yml');
    fs.writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
    const checked = run('check', 'rules', file);
    expect(checked.status, checked.output).toBe(0);
  });

  it('alerts on each thing the operator must hear of', () => {
    const alerts = fs.readFileSync(path.join(folder, 'alerts.yml'), 'utf8');
    for (const watched of [
      'status=~"5.."',
      'route="/api/razorpay/create-order"',
      '> 0.25',
      'mandi_payments_without_booking',
      'pg_replication_lag_seconds',
      'node_filesystem_avail_bytes',
    ]) {
      expect(alerts, watched).toContain(watched);
    }
  });
});
