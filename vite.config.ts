import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { kadeBuildOutput } from './scripts/client-build.js';
import { SHELL_NAMESPACES, TILL_NAMESPACES } from './src/client/app/namespaces.js';

export default defineConfig({
  plugins: [react(), tailwindcss(), kadeBuildOutput(), kadePwa()],
  // The import aliases (#shared/…, #client/…) are tsconfig.json's paths: one list for every tool.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The UI barrel (src/client/components/ui/index.ts) only re-exports: a screen that imports
      // `Button` from it gets button.tsx, not every Radix primitive behind the barrel.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]client[\\/]components[\\/]ui[\\/]index\.ts$/.test(id) },
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports (React, the router, i18next, the query client, lib…) is loaded
            // by every page before anything else: one chunk, not ~30 small ones that each cost a
            // request, their wiring and, under 1 KB, their compression (scripts/client-build.ts).
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The English texts come as two chunks, not one request per namespace (the till's first
            // paint waited on ~15): the signed-in shell's and the till's (app/namespaces.ts), then every
            // other screen's, which the till never waits for. The module texts and the server messages
            // stay small chunks of their own: the landing and sign-in pages load them without the rest; so do
            // the share texts, which the till's receipt fetches with its Share button (a sale's, online).
            { name: 'locales-en-till', test: englishTexts([...SHELL_NAMESPACES, ...TILL_NAMESPACES]), priority: 2 },
            {
              name: 'locales-en',
              test: /[\\/]src[\\/]client[\\/]locales[\\/]en[\\/](?!(common|landing|modules|errors|messaging)\.json)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/auth': 'http://localhost:5000' },
  },
});

/** The English catalogues of these namespaces (src/client/locales/en/<ns>.json), but the bundled and the server's. */
function englishTexts(namespaces: readonly string[]) {
  const chunked = namespaces.filter((ns) => !['common', 'landing', 'errors'].includes(ns));
  return new RegExp(`[\\\\/]src[\\\\/]client[\\\\/]locales[\\\\/]en[\\\\/](${chunked.join('|')})\\.json$`);
}

/**
 * The installable, offline till (decision 0016 §3): a Workbox service worker precaches the whole
 * built client — the shell, every route's chunk, every language's catalogues and the Sinhala and
 * Tamil fonts — so a till that loses the connection still opens /pos after a reload. Every chunk,
 * not only the till's: their names are content hashes, so which ones /pos needs cannot be listed
 * here, and a shared chunk missed would break the till offline. The API is never cached: the
 * till's data lives in IndexedDB. A new version waits ('prompt') until the header's Update is
 * pressed with no sale in progress (features/offline/service-worker.ts registers it).
 */
function kadePwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    // The glob below precaches public/ too (favicon, icons); the plugin adds the manifest itself.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Kade',
      short_name: 'Kade',
      description: 'Point of sale, inventory, debtors and reports for small shops in Sri Lanka.',
      start_url: '/pos',
      scope: '/',
      display: 'standalone',
      // --color-primary and --color-background of styles/globals.css, in sRGB.
      theme_color: '#00685f',
      background_color: '#fafcfc',
      lang: 'en',
      icons: [
        { src: '/icons/kade-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/kade-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/kade-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff2,svg,png}'],
      navigateFallback: 'index.html',
      // Server routes, never the SPA: the API and the sign-in redirects (OAuth callbacks).
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
  });
}
