import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
    // After the other plugins' closeBundle (the kitchen's service worker is written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssr) return; // the prerender's own build (scripts/prerender.mjs) is not served
        for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (COMPRESSIBLE.test(file)) writeCompressed(path.join(outDir, file));
        }
      },
    },
  };
}

/**
 * The kitchen app's service worker (src/web/sw.ts, built into dist/web/sw.js) and the list of files it
 * keeps on the device: the page kitchen paths open (app.html), every script and stylesheet, the woff2
 * fonts, the icons and the manifest. Not the storefront's drawn page (index.html), its pictures
 * (images/), source maps or the .gz/.br copies. Nothing is written into index.html: the manifest link
 * and the registration come only with kitchen screens (src/web/lib/offline/kitchen-app.ts).
 */
function kitchenApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false, // a static file (public/manifest.webmanifest): the plugin's own would be linked from index.html
    injectManifest: {
      rollupFormat: 'iife',
      // At this point index.html is still the empty page; scripts/prerender.mjs then copies it to
      // app.html unchanged and draws the storefront into index.html. So the empty page's revision is
      // app.html's, and app.html is what the worker keeps.
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: 'app.html' } : entry)),
          warnings: [],
        }),
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  // The prerender's Node build (scripts/prerender.mjs) makes no worker.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : kitchenApp()), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
