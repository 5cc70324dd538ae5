// GET /api/events of the product as shipped against the yardstick's bare route answering the same JSON
// bytes (bench:events-read on SQLite, bench:postgres on PostgreSQL), through the harness.
import { againstYardstick, percent, recordFigure, startYardstick, WARM_UP_S, worstOf } from './harness.ts';
import { stopProcess } from './process.ts';
import type { Check } from './server.ts';
import { httpTurn, inTurns, load, type Figures, type LoadRun } from './load.ts';

export const EVENTS_READ_TARGET = 0.9;
/** Ten turns of each server, of a tenth of BENCH_SECONDS each (2 s by default). */
const TURNS = 10;
const TURNS_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

export interface EventsRead {
  /** The yardstick: Node's bare HTTP server in plain node sending the same JSON bytes. */
  bare: Figures;
  events: Figures;
  ratio: number;
}

const cpu = (figures: Figures) => (figures.cpuUsPerCall ? `, ${figures.cpuUsPerCall.toFixed(0)} µs CPU per call` : '');
const show = ({ bare, events, ratio }: EventsRead) =>
  `${percent(ratio)} (GET /api/events ${events.rps.toFixed(0)} req/s, p99 ${events.p99} ms${cpu(events)}; ` +
  `bare ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms${cpu(bare)})`;

/**
 * BENCH_EXPLAIN_HEADERS=1: a diagnosis, not a figure. The yardstick also sends the product's own security
 * headers on its answer, so that the ratio shows what the product costs beyond them (bench/README.md).
 */
export const explainHeaders = process.env.BENCH_EXPLAIN_HEADERS === '1';
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'strict-transport-security'];

async function securityHeadersOf(url: string): Promise<Record<string, string>> {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return Object.fromEntries(
    SECURITY_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])),
  );
}

/** The product at `serverUrl` (process `serverPid`) against the yardstick, worst of REPEATS measurements. */
export async function eventsReadAgainstBare(server: { url: string; child: { pid?: number } }, work: string) {
  const headers = explainHeaders ? await securityHeadersOf(`${server.url}/api/events`) : {};
  if (explainHeaders) console.log(`  diagnosis: the bare route also sends ${Object.keys(headers).join(', ')}`);
  const yardstick = await startYardstick(work, server.url, headers);
  const get = (url: string, pid: number | undefined): LoadRun => ({ url, options: { method: 'GET' }, pid });
  const bareRun = get(`${yardstick.url}/events`, yardstick.child.pid);
  const eventsRun = get(`${server.url}/api/events`, server.child.pid);
  try {
    return await worstOf<EventsRead>(
      'GET /api/events ÷ bare route',
      async () => {
        // Both warmed alike, as a server is long before a sale opens.
        for (const run of [bareRun, eventsRun]) await load(run.url, { ...run.options, seconds: WARM_UP_S });
        const [bare, events] = await inTurns([httpTurn(bareRun), httpTurn(eventsRun)], TURNS_SECONDS, TURNS);
        return { bare, events, ratio: events.rps / bare.rps };
      },
      show,
      (a, b) => a.ratio < b.ratio,
    );
  } finally {
    await stopProcess(yardstick.child);
  }
}

/** Records the worst measurement as the figure (≥ 90 % of the bare route) and answers whether it held. */
export function reportEventsRead(
  { worst, machine }: Awaited<ReturnType<typeof eventsReadAgainstBare>>,
  database: string,
): Check {
  const figure = `GET /api/events on ${database} ÷ bare route (logging as shipped)`;
  if (explainHeaders) {
    console.log(`DIAGNOSIS  ${figure}, the bare route sending the product's security headers: ${percent(worst.ratio)}`);
    return [`${figure}: diagnosis only, no figure recorded`, true, 'recorded'];
  }
  const { ok, note } = againstYardstick(`events-read-${database}`, worst.ratio, EVENTS_READ_TARGET);
  recordFigure({
    figure,
    value: `${percent(worst.ratio)} (${worst.events.rps.toFixed(0)} / ${worst.bare.rps.toFixed(0)} req/s)${note ? `; ${note}` : ''}`,
    target: `≥ ${percent(EVENTS_READ_TARGET)}`,
    ok,
    machine,
  });
  return [figure, ok, 'recorded'];
}
