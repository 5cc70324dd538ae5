// Where a `node --cpu-prof` profile's time went: self time by function and by package or source file,
// and the total time under each of the functions named on the command line.
// Run: node bench/lib/profile-summary.mjs FILE.cpuprofile [function names…]
import fs from 'node:fs';

const [file, ...watched] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfTicks = new Map();
for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
const total = profile.samples.length;
const where = (frame) => {
  const url = frame.url.replace(/^file:\/\//, '');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.includes('/dist/server/')) return 'dist/server (ours)';
  if (url.startsWith('node:')) return url;
  return url ? url.split('/').slice(-2).join('/') : `(${frame.functionName || 'native'})`;
};
const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
const byFunction = new Map();
const byPlace = new Map();
const under = new Map(watched.map((name) => [name, 0]));
for (const [id, ticks] of selfTicks) {
  const frame = byId.get(id).callFrame;
  add(byFunction, `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`, ticks);
  add(byPlace, where(frame), ticks);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = byId.get(at).callFrame.functionName;
    if (under.has(name) && !seen.has(name)) {
      seen.add(name);
      add(under, name, ticks);
    }
  }
}
const pct = (n) => `${((n / total) * 100).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${total} samples`);
console.log('self time by place:');
for (const [key, n] of top(byPlace, 15)) console.log(`  ${pct(n)}  ${key}`);
console.log('self time by function:');
for (const [key, n] of top(byFunction, 40)) console.log(`  ${pct(n)}  ${key}`);
if (watched.length) console.log('total time under:');
for (const [key, n] of under) console.log(`  ${pct(n)}  ${key}`);
