// The storefront's first-load JavaScript, as the built index.html asks for it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './server.ts';

/** Gzipped bytes of the scripts index.html loads and preloads, and any chunk that should wait for a click. */
export function storefrontJavaScript() {
  const web = path.join(ROOT, 'dist/web');
  const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(web, file)), { level: 9 }).length;
  const bytes = initial.reduce((sum, file) => sum + gz(file), 0);
  const leaks = initial.filter((file) => /leaflet|booking|checkout|map-picker|admin|kitchen/i.test(file));
  return { bytes, files: initial.length, leaks };
}
