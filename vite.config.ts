import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app. `npm run dev` serves it on 5173 and proxies the API to the server on 8080.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/v1': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
});
