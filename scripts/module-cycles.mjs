// Fails when server modules depend on each other in a circle (a module uses another only through its
// service, and never one that, through any others, uses it back). File cycles are import-x/no-cycle's;
// this one is between module folders. Usage: node scripts/module-cycles.mjs [modules folder]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'src/server/modules');
const modules = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Product files of a module (tests may reach anywhere). */
function sourceFiles(folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Which other modules a module imports from, by alias (#server/modules/x/) or by relative path. */
function usesOf(name) {
  const uses = new Set();
  for (const file of sourceFiles(path.join(root, name))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      const target = specifier.startsWith('#server/modules/')
        ? specifier.split('/')[2]
        : specifier.startsWith('.')
          ? path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0]
          : undefined;
      if (target && target !== name && modules.includes(target)) uses.add(target);
    }
  }
  return uses;
}

const graph = new Map(modules.map((name) => [name, usesOf(name)]));

/** Every circle, once, as the path that closes it. */
function cycles() {
  const found = new Map();
  const visit = (name, trail) => {
    const at = trail.indexOf(name);
    if (at >= 0) {
      const circle = trail.slice(at);
      const key = [...circle].sort().join(',');
      if (!found.has(key)) found.set(key, [...circle, name]);
      return;
    }
    for (const next of graph.get(name)) visit(next, [...trail, name]);
  };
  for (const name of modules) visit(name, []);
  return [...found.values()];
}

const found = cycles();
if (found.length) {
  for (const circle of found) console.error(`Modules depend on each other in a circle: ${circle.join(' → ')}`);
  process.exit(1);
}
console.log(`module-cycles: ${modules.length} server modules, no circle`);
