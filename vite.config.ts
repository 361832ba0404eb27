import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { version } from './package.json';

/** Busts the persisted query cache and the worker's data keys on every deploy (BUILD_ID tells builds apart). */
const appVersion = `${version}+${process.env.BUILD_ID ?? new Date().toISOString()}`;

/** The API server the dev server forwards to (npm run dev:server listens on PORT, default 8080). */
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
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
        rollupFormat: 'iife',
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
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
    emptyOutDir: true,
    // iPadOS 16.4+ (Chakra v3 needs CSS @layer and color-mix()).
    target: ['es2022', 'safari16.4'],
    // Maps for decoding production stack traces, without advertising them to browsers.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Framework code changes rarely: its own long-cached chunks, apart from app code that changes every deploy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|proxy-compare|hoist-non-react-statics)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
