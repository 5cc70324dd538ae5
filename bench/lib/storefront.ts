// The storefront's first-load JavaScript, as the built pages ask for it in each language.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './server.ts';

const PAGES = { en: 'index.html', ml: 'index.ml.html' } as const;

/** Gzipped bytes of the scripts a prerendered page loads and preloads (after its first paint, too). */
function pageJavaScript(page: string) {
  const web = path.join(ROOT, 'dist/web');
  const html = fs.readFileSync(path.join(web, page), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const started = [...html.matchAll(/data-scripts="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  const initial = [...new Set([...named, ...started])];
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(web, file)), { level: 9 }).length;
  return { bytes: initial.reduce((sum, file) => sum + gz(file), 0), files: initial };
}

/** First-load JavaScript per language, and any chunk that should wait for a click. */
export function storefrontJavaScript() {
  const en = pageJavaScript(PAGES.en);
  const ml = pageJavaScript(PAGES.ml);
  const leaks = [...en.files, ...ml.files].filter((file) =>
    /leaflet|booking|checkout|map-picker|admin|kitchen/i.test(file),
  );
  return { en: en.bytes, ml: ml.bytes, leaks };
}
