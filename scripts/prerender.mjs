// Draws the storefront at build time, so its first paint needs no JavaScript:
// 1. builds src/web/prerender.tsx for Node and renders the landing page (English, events loading);
// 2. keeps the empty page as app.html, which the server sends for every other path;
// 3. puts the drawing into index.html with the stylesheet written into the page (about 10 KB
//    compressed), so the first paint waits for no other file, and preloads the bold Noto Sans
//    Malayalam (the language switch's 'മലയാളം' is drawn in it on every visit); it swaps in when it
//    arrives (font-display: swap), never holding up the text.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeCompressed } from './compress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/prerender');
const config = path.join(root, 'vite.config.ts');

await build({
  configFile: config,
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src/web/prerender.tsx'), outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});
const { renderStorefront } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const shell = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error('dist/web/index.html has no empty #root to draw into');
fs.writeFileSync(path.join(web, 'app.html'), shell);

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
const stylesheet = STYLESHEET.exec(shell)?.[1];
if (!stylesheet) throw new Error('dist/web/index.html has no stylesheet link to write into the page');
const css = fs.readFileSync(path.join(web, stylesheet), 'utf8');
const fonts = [
  ...new Set([...css.matchAll(/url\((\/assets\/noto-sans-malayalam-malayalam-700-[^)]+\.woff2)\)/g)].map((m) => m[1])),
];
if (fonts.length !== 1) throw new Error('The stylesheet names no bold Noto Sans Malayalam to preload');
const preloads = fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`);
const drawn = shell
  .replace(STYLESHEET, () => `${preloads.join('')}<style>${css}</style>`)
  .replace(EMPTY_ROOT, `<div id="root">${await renderStorefront()}</div>`);
fs.writeFileSync(path.join(web, 'index.html'), drawn);

for (const page of ['index.html', 'app.html']) writeCompressed(path.join(web, page));
fs.rmSync(ssrOut, { recursive: true, force: true });
console.log('prerendered the storefront into dist/web/index.html; dist/web/app.html serves every other page');
