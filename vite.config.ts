import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// react-router 7 publishes its production build beside the development one, but its package exports name only the
// development build (warnings, invariants with messages). A production bundle takes the production build.
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * Every text file of the build also as .br and .gz beside it: the server sends the one the browser accepts
 * (@fastify/static `preCompressed`), compressed once at build time at the highest levels, not per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sportlink-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The web app. `npm run dev` serves it on 5173 and proxies the API to the server on 8080.
export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
}));
