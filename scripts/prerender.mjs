// Draws the storefront at build time, so its first paint needs no JavaScript:
// 1. builds src/web/prerender.tsx for Node and renders the landing page (events loading) in English
//    and in Malayalam;
// 2. keeps the empty page as app.html, which the server sends for every other path;
// 3. puts each drawing into its page, index.html (English) and index.ml.html (Malayalam, sent to
//    visitors who chose it), with the stylesheet written into the page (about 10 KB compressed), so the
//    first paint waits for no other file. Its scripts are asked for after the first paint, the
//    Malayalam page's with its texts' script, which React needs before it takes the page over. Each
//    page draws with Noto Sans Malayalam cut down to the characters it draws (scripts/drawn-page-font.mjs,
//    named while <html> carries data-font-cut, until src/web/lib/font-cut.ts hands over to the whole
//    font); the Malayalam page preloads it, and it swaps in when it arrives (font-display: swap), never
//    holding up the text.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { writeCompressed } from './compress.mjs';
import { drawnPageFont } from './drawn-page-font.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/prerender');
const config = path.join(root, 'vite.config.ts');

await build({
  configFile: config,
  logLevel: 'warn',
  build: { ssr: path.join(root, 'src/web/prerender.tsx'), outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});
const { renderStorefront, startAfterFirstPaintTag } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);

const shell = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error('dist/web/index.html has no empty #root to draw into');
fs.writeFileSync(path.join(web, 'app.html'), shell);

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
const stylesheet = STYLESHEET.exec(shell)?.[1];
if (!stylesheet) throw new Error('dist/web/index.html has no stylesheet link to write into the page');
const css = fs.readFileSync(path.join(web, stylesheet), 'utf8');
const wholeFonts = Object.fromEntries(
  [400, 700].map((weight) => {
    const font = new RegExp(`url\\((/assets/noto-sans-malayalam-malayalam-${weight}-[^)]+\\.woff2)\\)`).exec(css)?.[1];
    if (!font) throw new Error(`The stylesheet names no Noto Sans Malayalam ${weight}`);
    return [weight, font];
  }),
);

/** A chunk and every chunk it imports (the browser would find them one by one). */
function chunkWithImports(chunkPattern) {
  const assets = path.join(web, 'assets');
  const first = fs.readdirSync(assets).find((file) => chunkPattern.test(file));
  if (!first) throw new Error(`No chunk in dist/web/assets matches ${chunkPattern}`);
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const [, imported] of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(imported);
  };
  visit(first);
  return [...found].map((file) => `/assets/${file}`);
}

// The drawn page's scripts start after its first paint (src/shared/web/start-after-first-paint.ts).
const HEAD_SCRIPTS = [
  /<script type="module" crossorigin src="[^"]+"><\/script>/,
  /<link rel="modulepreload" crossorigin href="[^"]+">/g,
];
const entryScripts = chunkWithImports(/^index-[\w-]+\.js$/);

const pages = {
  'index.html': { language: 'en', preloadFont: false, scripts: entryScripts },
  'index.ml.html': {
    language: 'ml',
    preloadFont: true,
    scripts: [...new Set([...entryScripts, ...chunkWithImports(/^core\.ml-[\w-]+\.js$/)])],
  },
};

/**
 * Only the stylesheet's rules that the drawn page uses go into it (beasties), with the Malayalam font's
 * @font-face rules, which it names through a CSS variable that beasties does not follow. The whole
 * stylesheet comes after the first paint, before React draws anything else.
 */
const critical = new Beasties({
  path: web,
  publicPath: '/',
  pruneSource: false, // every other page uses the whole stylesheet
  preload: 'body',
  fonts: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
const fontFaces = css.match(/@font-face\{[^}]+\}/g)?.join('') ?? '';
// Beasties keeps no rule on <html>'s own attributes: the one that names the cut is copied as the faces are.
const fontCutRule = /:root\[data-font-cut\]\{[^}]+\}/.exec(css)?.[0];
if (!fontCutRule) throw new Error("The stylesheet has no :root[data-font-cut] rule naming the drawn page's font");
async function withCriticalCss(html, drawnFaces) {
  const inlined = await critical.process(html);
  const rules = /<style>([\s\S]*?)<\/style>/.exec(inlined)?.[1];
  if (!rules) throw new Error('beasties wrote no critical stylesheet into the page');
  return inlined
    .replaceAll(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(
      /<style>[\s\S]*?<\/style>/,
      () => `<style>${rules}${fontFaces}${drawnFaces && drawnFaces + fontCutRule}</style>`,
    )
    .replace('</body>', () => `<noscript><link rel="stylesheet" href="${stylesheet}"></noscript></body>`);
}

for (const [page, { language, preloadFont, scripts }] of Object.entries(pages)) {
  const drawing = await renderStorefront(language);
  const font = await drawnPageFont(drawing, { web, fonts: wholeFonts });
  const withoutHeadScripts = HEAD_SCRIPTS.reduce((html, script) => html.replace(script, ''), shell);
  const drawn = withoutHeadScripts
    .replace('<html lang="en">', `<html lang="${language}"${font.faces ? ' data-font-cut' : ''}>`)
    .replace(STYLESHEET, (link) => `${preloadFont ? font.preloads.join('') : ''}${link}`)
    .replace(EMPTY_ROOT, `<div id="root">${drawing}</div>${startAfterFirstPaintTag(stylesheet, scripts)}`);
  fs.writeFileSync(path.join(web, page), await withCriticalCss(drawn, font.faces));
}

for (const page of [...Object.keys(pages), 'app.html']) writeCompressed(path.join(web, page));
fs.rmSync(ssrOut, { recursive: true, force: true });
console.log(
  'prerendered the storefront into dist/web/index.html (English) and index.ml.html (Malayalam); dist/web/app.html serves every other page',
);
