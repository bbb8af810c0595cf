import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kadeBuildOutput } from './scripts/client-build.js';

export default defineConfig({
  plugins: [react(), tailwindcss(), kadeBuildOutput()],
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
          // The texts a signed-in shell loads (every namespace but the bundled ones, lib/i18n.ts)
          // come as one chunk, not one request each (the till's first paint waited on ~15). The
          // module texts and the server messages stay small chunks of their own: the landing and
          // sign-in pages load them without the rest.
          groups: [
            { name: 'locales-en', test: /[\\/]src[\\/]client[\\/]locales[\\/]en[\\/](?!(common|shell|landing|modules|errors)\.json)/ },
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
