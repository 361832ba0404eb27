import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { version } from './package.json';
import { callTable } from './scripts/call-table';
import { chakraGlobals } from './scripts/chakra-globals';
import { deferredStylesheets } from './scripts/deferred-stylesheets';
import { bootShellMessages, localeCatalogs } from './scripts/locale-catalogs';
import { bootShellLogo } from './scripts/boot-shell-logo';
import { precompress } from './scripts/precompress';

// Loaded by Vite's bundle config loader (the default). The package scripts set
// VITE_CONFIG_NATIVE_IGNORE_WARNING: Vite's notice about a future native loader lists every import of
// src/shared and src/i18n this config reads (extensionless, as everywhere in src), ~190 lines a build.

/** Busts the persisted query cache and the worker's data keys on every deploy (BUILD_ID tells builds apart). */
const appVersion = `${version}+${process.env.BUILD_ID ?? new Date().toISOString()}`;

/** Chakra UI and what it is built on (Ark UI, Zag state machines, emotion, floating-ui). */
const UI_LIBRARY = /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|stylis|@pandacss|@floating-ui|@internationalized|proxy-compare)[\\/]/;
/**
 * Popup machinery: every dialog loads on first opening and every menu and popover on intent, so it
 * stays out of the shared `ui` chunk that every page loads.
 */
const POPUP_STACK = /node_modules[\\/](@zag-js[\\/](dialog|focus-trap|aria-hidden|remove-scroll|dismissable|interact-outside|popover|menu|popper|auto-resize)[\\/]|@floating-ui[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]dialog[\\/])/;

/**
 * React Router's package exports its development build (extra checks and their warning texts)
 * under every condition a bundler asks for; a production build of the app takes its production
 * build instead, the same code with the warnings compiled out.
 */
function reactRouterProductionBuild(): Plugin {
  const build = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'trendloom:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
  };
}

/** The API server the dev server forwards to (npm run dev:server listens on PORT, default 8080). */
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    // The contract's call table without its zod schemas in the client bundle (scripts/call-table.ts).
    callTable(),
    // One language's messages per load, the other on a switch (scripts/locale-catalogs.ts).
    localeCatalogs(),
    // The few messages index.html's boot shell shows before any script (the phone's search field).
    bootShellMessages(),
    // The brand mark drawn inline in the boot shell (scripts/boot-shell-logo.ts).
    bootShellLogo(),
    // Chakra's global styles as a stylesheet made at build time, not by JavaScript on each load (scripts/chakra-globals.ts).
    chakraGlobals(),
    // The entry's stylesheets preloaded, applied by the app before its first render: the boot shell paints without them.
    deferredStylesheets(),
    // Service worker src/sw/sw.ts (offline feature). manifest: false because
    // public/manifest.webmanifest is hand-written and linked from index.html; the page registers
    // the worker itself (src/lib/offline/sw-registration.ts) so it can prompt for updates.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // Every route chunk, worker, icon and font, so any route opens offline after one visit.
        globPatterns: ['**/*.{js,css,html,png,svg,webp,woff2,ico,webmanifest}'],
        // 3D garments (issue #15 item 1): models, their pictures and the viewer's chunk (three.js, ≈ 1 MB) are
        // cached when a garment is first viewed (sw.ts), not installed up front on every device.
        // The learned enlargement's chunk (TensorFlow.js + UpscalerJS) likewise on the first AI run (issue #13),
        // and the PDF worker (pdf-lib, fontkit) with its font on the first PDF export (issue #14). TensorFlow.js
        // itself is the chunk the two learned paths share (named after learned-backend.ts); the person model's
        // runtime (background removal) is cached on the first cut-out.
        globIgnores: [
          'models/**',
          'assets/GarmentViewer-*.js',
          'assets/esrgan-runtime-*.js',
          'assets/segmentation-runtime-*.js',
          'assets/learned-backend-*.js',
          'assets/pdf.worker-*.js',
        ],
        rollupFormat: 'iife',
      },
    }),
    // Brotli and gzip copies of every text asset, sw.js included (served by server/http/static.ts).
    // BUILD_PRECOMPRESS=0 leaves them out (the server then sends the files as they are): more than
    // half of a build's CPU, which a throwaway build (the e2e update test's second release) need not pay.
    ...(process.env.BUILD_PRECOMPRESS === '0' ? [] : [precompress()]),
  ],
  resolve: {
    // zod with its JIT off (CSP), wherever the client first loads it: src/shared/contract/zod-jitless.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/contract/zod-jitless.ts', import.meta.url)) }],
  },
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // Module workers (every worker is created with type: 'module'), so a worker can split off a chunk it
  // loads on demand: the image-tools worker's learned enlargement (TensorFlow.js, ≈ 2 MB) is not
  // part of the worker itself, which the classical path and the vector tracer start.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // index.html preloads the entry's modules; a lazy chunk's own imports are fetched by the browser
    // as it reads the chunk. Ahead go only its stylesheets (Vite imports the chunk once they are in)
    // and the chunk itself, fetched beside them instead of after them: a route's script no longer
    // waits a round trip for its stylesheets (A/B, 5 runs, 2026-12-05: LCP median 2.43 → 2.36 s on
    // detail, others within the noise). Vite's default, a preload link for every file a lazy chunk needs, appended ~40 links
    // in one task as a page's route loaded (20–50 ms of appendChild at 1×) and started the fetch of
    // files that page did not need yet. Alternated Lighthouse runs, 8 per page: TBT median
    // 580 → 530 / 710 → 540 / 756 → 494 ms and LCP 2.99 → 2.83 / 2.12 → 2.04 / 2.79 → 2.60 s on
    // home / list / detail (docs/benchmarks.md, 2026-12-03 midday; issue #11).
    modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep === file)) },
    emptyOutDir: true,
    // The chunks above Vite's 500 kB advice are engines loaded only by the tool that needs them (the
    // learned image backend ≈ 2.1 MB, the 3D viewer, pdf.js's worker, ECharts); every page's first-load
    // JavaScript is held to 250 KB compressed and measured by `npm run bench -- web` (issue #11).
    chunkSizeWarningLimit: 2_200,
    // iPadOS 16.4+ (Chakra v3 needs CSS @layer and color-mix()).
    target: ['es2022', 'safari16.4'],
    // Maps for decoding production stack traces, without advertising them to browsers.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe of every component) with
      // `defineConfig`, an identity function the bundler cannot see is pure: ≈ 60 KB of recipes this
      // app never registers would ride on the first page (issue #11).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // React changes rarely: its own long-cached chunk. Everything else is split by use, not by
        // package: a group for Chakra or for all of node_modules put every component, Dexie and zod
        // into the first page's JavaScript whether the page used them or not (issue #11).
        codeSplitting: {
          groups: [
            // Only the chart wrapper's dynamic import (src/components/chart) loads it: never the first page.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            // The UI library's pieces that many routes and header slots share (button, dialog, popover…),
            // in one file instead of ≈ 60 files of 0.1–3 KB, each compressed alone: ≈ 22 KB less brotli
            // on every page (issue #11). Pieces fewer routes use keep splitting by use. The group takes
            // its captured modules' dependencies along, so it never imports the app's chunks (no cycle).
            { name: 'ui', test: (id) => UI_LIBRARY.test(id) && !POPUP_STACK.test(id), minShareCount: 16, priority: 2 },
          ],
        },
      },
    },
  },
});
