import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: backend, ws: true },
      '/api': { target: backend },
      '/uploads': { target: backend },
      '/healthz': { target: backend },
    },
  },
});
