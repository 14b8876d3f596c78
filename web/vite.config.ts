import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The web app builds into web/dist, which the API server serves on the same port.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
