// Draws the kitchen app's home-screen icons from the favicon, once (the PNGs are committed):
// node scripts/kitchen-icons.mjs
// - icon-192.png and icon-512.png: the favicon as it is (a round badge on a clear background);
// - icon-maskable-512.png: the drawing on a full square of the badge's colour, kept inside the
//   middle 80 % that every launcher's mask leaves visible.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const favicon = fs.readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'src/web/public/icons');
fs.mkdirSync(out, { recursive: true });

const BADGE = /<circle [^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!BADGE) throw new Error('favicon.svg has no filled circle to take the maskable background from');
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// 64 units drawn at 80 % in the middle of the square: 6.4 units of margin each side.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BADGE}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
console.log(`wrote ${fs.readdirSync(out).join(', ')} in ${path.relative(root, out)}`);
