import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

// plugin-react 6 no longer runs Babel: the relay plugin compiles graphql`` tags into imports
// of the __generated__ artifacts (it reads relay.config.js from the project root).
const backend = process.env.TOLLGATE_BACKEND ?? 'http://localhost:3000';
const proxied = ['/api', '/graphql', '/pg', '/v1'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), babel({ plugins: ['relay'], include: /client\/src\/.*\.tsx?$/ })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true }])),
  },
});
