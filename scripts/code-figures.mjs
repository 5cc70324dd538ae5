// The figures issue 45 measures before and after: `node scripts/code-figures.mjs [dir]` (default: here).
// Reads the tree as text (TypeScript's parser, ESLint's Linter); runs nothing of it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { moduleOf, schemaTables, serverSources, tableUsesIn } from './table-uses.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

function filesBelow(dir, keep) {
  const out = [];
  const walk = (relative) => {
    if (!fs.existsSync(path.join(root, relative))) return;
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (keep(child)) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const parse = (file) => ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

function walkTree(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walkTree(child, visit));
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

// 1. Cross-module table uses.
function tableFigures() {
  const tables = schemaTables(root);
  const files = serverSources(root).filter((file) => !/\/migrations\/|^src\/server\/test\//.test(file));
  const usersOf = new Map(tables.map((table) => [table, new Map()]));
  for (const file of files) {
    for (const use of tableUsesIn(read(file), file, tables)) {
      const users = usersOf.get(use.table);
      const where = moduleOf(file);
      users.set(where, [...(users.get(where) ?? []), `${file}:${use.line}`]);
    }
  }
  const shared = tables.filter((table) => usersOf.get(table).size > 1);
  const uses = [...usersOf.values()].reduce((sum, users) => sum + [...users.values()].flat().length, 0);
  const lines = [
    '## Tables and the modules that name them (non-test server code, migrations left out)',
    `tables: ${tables.length}; named by more than one module: ${shared.length}; statements naming a table: ${uses}`,
  ];
  for (const table of [...tables].sort((a, b) => usersOf.get(b).size - usersOf.get(a).size || a.localeCompare(b))) {
    const users = usersOf.get(table);
    const list = [...users].map(([where, sites]) => `${where} (${sites.length})`).join(', ');
    lines.push(`  ${table}: ${users.size} — ${list || 'none'}`);
  }
  const outside = files.filter((file) => !/\.repo\.ts$/.test(file) && tableUsesIn(read(file), file, tables).length > 0);
  lines.push(`files outside a *.repo.ts naming a table: ${outside.length}`);
  for (const file of outside) lines.push(`  ${file}`);
  return lines;
}

// 2. The ten largest components, and the ten most complex.
function componentFigures() {
  const files = filesBelow('src/web', (file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file));
  const linter = new Linter({ configType: 'flat' });
  const config = [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: { complexity: ['error', 0] },
    },
  ];
  const rows = files.map((file) => {
    const text = read(file);
    const messages = linter.verify(text, config, { filename: file });
    const complexities = messages
      .map((message) => Number(/complexity of (\d+)/.exec(message.message)?.[1] ?? 0))
      .filter(Boolean);
    return { file, lines: text.split('\n').length, complexity: Math.max(0, ...complexities) };
  });
  const show = (row) => `  ${row.file}: ${row.lines} lines, max complexity ${row.complexity}`;
  const bySize = [...rows].sort((a, b) => b.lines - a.lines).slice(0, 10);
  const byComplexity = [...rows].sort((a, b) => b.complexity - a.complexity).slice(0, 10);
  return [
    '## Components (src/web/**/*.tsx, tests left out)',
    `files: ${rows.length}; over 250 lines: ${rows.filter((row) => row.lines > 250).length}; ` +
      `a function over complexity 20: ${rows.filter((row) => row.complexity > 20).length}`,
    'ten largest:',
    ...bySize.map(show),
    'ten most complex:',
    ...byComplexity.map(show),
  ];
}

// 3. Refusal constructors on the server, wording wrappers in the browser.
const ENGLISH_CONSTRUCTORS = new Set(['badRequest', 'notFound', 'conflict', 'tooManyRequests', 'forbidden']);
const REFUSAL_CALL =
  /\b(badRequest|notFound|conflict|tooManyRequests|orderRefusal|textRefusal|fieldRefusal|staleRecord)\(/;
const DOTTED_KEY = /^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$/;
const WORDING_NAME =
  /^(word|describe|explain|say)\w*(error|refusal|problem|failure|reason)|(error|refusal|problem|failure)(text|message|words|wording|line|sentence)s?$/i;

function functionName(node) {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (
    ts.isVariableDeclaration(node) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
  )
    return node.name.getText();
  return undefined;
}

function refusalFigures() {
  const files = serverSources(root);
  const constructors = new Set();
  const localHelpers = new Set();
  const englishSites = [];
  const kebabSites = [];
  for (const file of files) {
    const source = parse(file);
    walkTree(source, (node) => {
      const name = functionName(node);
      const body = ts.isVariableDeclaration(node) ? node.initializer : node;
      const bodyText = name && body ? body.getText(source) : '';
      if (bodyText.split('\n').length <= 12) {
        if (/\bnew HttpError\(/.test(bodyText)) constructors.add(`${name} (${file})`);
        else if (REFUSAL_CALL.test(bodyText)) localHelpers.add(`${name} (${file})`);
      }
      if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return;
      const called = ts.isNewExpression(node) ? node.expression.getText(source) : calleeName(node);
      const args = [...(node.arguments ?? [])];
      const literals = args.filter(ts.isStringLiteralLike).map((arg) => arg.text);
      const site = `${file}:${lineOf(source, node)}`;
      if (ENGLISH_CONSTRUCTORS.has(called) || called === 'HttpError') {
        if (!literals.some((text) => DOTTED_KEY.test(text))) {
          const templated = args.some((arg) => ts.isTemplateExpression(arg) || ts.isStringLiteralLike(arg));
          if (templated) englishSites.push(site);
        }
      }
      if (called === 'orderRefusal' && literals.some((text) => /^[a-z]+(-[a-z]+)+$/.test(text))) kebabSites.push(site);
    });
  }
  const webFiles = filesBelow(
    'src/web',
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('lib/problem-text.ts'),
  );
  const wrappers = [];
  for (const file of webFiles) {
    const source = parse(file);
    walkTree(source, (node) => {
      const name = functionName(node);
      if (name && WORDING_NAME.test(name)) wrappers.push(`${name} (${file}:${lineOf(source, node)})`);
    });
  }
  return [
    '## Refusals',
    `server refusal constructors (small functions that build an HttpError): ${constructors.size}`,
    ...[...constructors].map((name) => `  ${name}`),
    `small server functions (≤ 12 lines) that call one of those constructors: ${localHelpers.size}`,
    `server call sites with an English text and no dotted text key: ${englishSites.length}`,
    ...englishSites.map((site) => `  ${site}`),
    `server orderRefusal call sites with a kebab code: ${kebabSites.length}`,
    `browser wording wrappers besides problemText (by name): ${wrappers.length}`,
    ...wrappers.map((wrapper) => `  ${wrapper}`),
  ];
}

// 4. Real-time waits in tests.
function sleepFigures() {
  const isTest = (file) => /\.test\.tsx?$/.test(file) || (file.startsWith('e2e/') && /\.tsx?$/.test(file));
  const files = [...filesBelow('src', isTest), ...filesBelow('scripts', isTest), ...filesBelow('e2e', isTest)];
  const sites = [];
  for (const file of files) {
    const source = parse(file);
    const fakeClock = /useFakeTimers\(|page\.clock\.install\(/.test(source.getFullText());
    walkTree(source, (node) => {
      if (!ts.isCallExpression(node)) return;
      const name = calleeName(node);
      // `test.setTimeout(ms)` sets Playwright's test budget: no wait.
      const budget =
        ts.isPropertyAccessExpression(node.expression) &&
        /^(test|testInfo)$/.test(node.expression.expression.getText(source));
      const waits = !budget && ['setTimeout', 'sleep', 'waitForTimeout', 'delay'].includes(name);
      if (waits) sites.push(`${file}:${lineOf(source, node)} ${name}${fakeClock ? ' (file uses a fake clock)' : ''}`);
    });
  }
  const real = sites.filter((site) => !site.endsWith('(file uses a fake clock)'));
  return [
    '## Waits in tests (setTimeout / sleep / waitForTimeout / delay calls in *.test.ts(x) and e2e/)',
    `in files without a fake clock: ${real.length}; in files with one: ${sites.length - real.length}`,
    ...sites.map((site) => `  ${site}`),
  ];
}

const sections = [tableFigures(), componentFigures(), refusalFigures(), sleepFigures()];
console.log(`# Code figures of ${root}\n`);
console.log(sections.map((lines) => lines.join('\n')).join('\n\n'));
