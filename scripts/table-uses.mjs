// Which database tables a server source file names: Kysely's builders (`selectFrom('bookings')`,
// `insertInto`, `updateTable`, `deleteFrom`, the joins, `sql.table`) and raw `sql` template text.
// Read with TypeScript's parser, so comments and ordinary strings never count.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'using',
  'table',
]);

const SQL_TABLE_WORDS = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables of the schema, read from `interface Database` in src/server/db/schema.ts. */
export function schemaTables(root) {
  const text = fs.readFileSync(path.join(root, 'src/server/db/schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...body.matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)].map((match) => match[1]);
}

/** The names a string literal gives a table builder: 'bookings', 'bookings as b'. */
function tableOfLiteral(text) {
  return text.trim().split(/\s+as\s+/i)[0];
}

function literalsOf(node) {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(literalsOf);
  return [];
}

function templateText(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
}

/** Each use of a known table in one file's source: { table, line, how }. */
export function tableUsesIn(source, fileName, tables) {
  const known = new Set(tables);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const uses = [];
  const add = (table, node, how) => {
    if (!known.has(table)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    uses.push({ table, line, how });
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      const isSqlTable = method === 'table' && node.expression.expression.getText(file) === 'sql';
      if (first && TABLE_METHODS.has(method) && (method !== 'table' || isSqlTable)) {
        for (const literal of literalsOf(first)) add(tableOfLiteral(literal), node, method);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      for (const match of templateText(node.template).matchAll(SQL_TABLE_WORDS)) add(match[1], node, 'sql');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}

/** Source files below `dir` (relative to root) ending in .ts, without tests. */
export function serverSources(root, dir = 'src/server') {
  const out = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts'))
        out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** The module a server file belongs to: `bookings` for src/server/modules/bookings/…, else its folder. */
export function moduleOf(file) {
  const inModule = /^src\/server\/modules\/([^/]+)\//.exec(file);
  if (inModule) return inModule[1];
  return path.posix.dirname(file);
}
