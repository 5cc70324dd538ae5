// The module hook of scripts/node22-hook.mjs (it runs on the loader's own thread).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

let entry;

export function initialize({ copy }) {
  entry = pathToFileURL(path.join(copy, 'lib', 'index.js')).href;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.endsWith('/node_modules/better-sqlite3/lib/index.js') ? { ...resolved, url: entry } : resolved;
}
