import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;

/** Writes .gz and .br next to every text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'mandi-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(outDir, file);
        if (!COMPRESSIBLE.test(file) || !fs.statSync(full).isFile()) continue;
        const content = fs.readFileSync(full);
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
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
