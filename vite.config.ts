import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeCompressed } from './scripts/compress.mjs';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;

/** Writes .gz and .br next to every text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let ssr = false;
  return {
    name: 'mandi-precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return; // the prerender's own build (scripts/prerender.mjs) is not served
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (COMPRESSIBLE.test(file)) writeCompressed(path.join(outDir, file));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
