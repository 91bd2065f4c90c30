import { fileURLToPath, URL } from 'node:url';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), moneyModeInDev],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
