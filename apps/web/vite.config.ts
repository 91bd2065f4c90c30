import { fileURLToPath, URL } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** `npm run dev` with MONEY_MODE=play: the dev server's page says so, as the server's does. */
const moneyModeInDev: Plugin = {
  name: 'money-mode-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) =>
    process.env.MONEY_MODE === 'play'
      ? html.replace('</head>', '<meta name="money-mode" content="play" /></head>')
      : html,
};

/**
 * The translation catalogs (src/locales/<namespace>/<language>.json) are ICU messages; the build
 * compiles them to Lingui's token arrays, so the browser never downloads a message parser. A
 * malformed message fails the build, naming the catalog and the message.
 */
const compiledCatalogs: Plugin = {
  name: 'compiled-catalogs',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/locales\/[a-z]+\/[a-z]+\.json$/.test(id)) return;
    const messages = JSON.parse(code) as Record<string, string>;
    const compiled = Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
      }
    });
    return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
  },
};

export default defineConfig({
  plugins: [compiledCatalogs, react(), tailwindcss(), moneyModeInDev],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Chunks by their hash alone: the landing's first download lists every chunk for preloading,
    // and their names cost more than a kilobyte there (the manifest still maps each to its source).
    rollupOptions: {
      // The landing page's first script is an entry of its own (docs/decisions/0024-landing-app-after-load.md).
      input: { index: 'index.html', 'landing-boot': 'src/landing-boot.ts' },
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
