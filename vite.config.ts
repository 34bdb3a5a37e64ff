import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { isAdminArea, precacheList } from './src/offline/precache';
import { PAGE_GROUPS as SHARED_PAGE_GROUPS } from './scripts/page-groups.mjs';

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

/**
 * Libraries of the admin (react-admin), the charts (recharts and what it brings: d3, redux, immer, decimal.js), the
 * studio's editors and the checkout, and the contract's metadata of every table at once (`TABLES`, for the studio's
 * forms and the admin): never in the storefront's shared chunk. (A module that reads one table's limits imports that
 * table's own module, src/generated/tables/<table>.ts, which may be shared.)
 */
const NOT_COMMON =
  /[\\/](react-admin|ra-[a-z0-9-]+|admin-resources|recharts|victory-vendor|d3-[a-z-]+|@reduxjs|redux|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|@stripe|react-hook-form|@dnd-kit)[\\/]|[\\/]src[\\/]generated[\\/]tables\.ts$/;

/** The landing pages' chunk groups (scripts/page-groups.mjs), their roots as absolute paths. */
const PAGE_GROUPS = SHARED_PAGE_GROUPS.map((group) => ({ ...group, roots: group.roots.map((file) => fileURLToPath(new URL(file, import.meta.url))) }));
const muiEsm = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm');
/**
 * A library's index that gathers its modules (ten re-exports or more), such as MUI's, @mui/system's or
 * @tanstack/react-query's. Following all its imports would claim for a page every module of the library that any
 * screen uses (the whole of MUI, the grid, the infinite query…) and load them with the page; the walk stops there, and
 * what a page uses of it is reached otherwise (a '@mui/material' name's own module; the module behind a hook is in the
 * shell already).
 */
const isBarrel = (id: string, code: string | null) =>
  /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(id) && (code?.match(/^export\s*(\*|\{[^}]*\})\s*from\s/gm)?.length ?? 0) >= 10;
const MUI_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

/**
 * The modules behind a name of '@mui/material': a component's own folder (`Button`), the component of its classes
 * (`buttonClasses`), else MUI's styles and utils (`useTheme`, `alpha`, `styled`…). Null when none exists.
 */
function muiModulesOf(name: string): string[] | null {
  const component = name.endsWith('Classes') ? name[0].toUpperCase() + name.slice(1, -'Classes'.length) : name;
  const own = join(muiEsm, component, 'index.js');
  if (existsSync(own)) return [own];
  return /^[a-z]/.test(name) ? [join(muiEsm, 'styles', 'index.js'), join(muiEsm, 'utils', 'index.js')] : null;
}

/**
 * The modules each page group's roots reach through static imports, collected from the module graph once it is built.
 * A named import from '@mui/material' reaches the components it names, not the whole library behind its index.
 */
function pageModules() {
  const reached = new Map<string, Set<string>>(PAGE_GROUPS.map((g) => [g.name, new Set()]));
  const plugin: Plugin = {
    name: 'sportlink-page-modules',
    apply: 'build',
    buildEnd() {
      for (const group of PAGE_GROUPS) {
        const set = reached.get(group.name)!;
        set.clear();
        for (const root of group.roots) if (!this.getModuleInfo(root)) this.error(`${group.name} chunk: ${root} is not in the build (scripts/page-groups.mjs)`);
        const queue = [...group.roots];
        while (queue.length) {
          const id = queue.pop()!;
          if (set.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info || isBarrel(id, info.code)) continue;
          set.add(id);
          queue.push(...info.importedIds);
          for (const m of (info.code ?? '').matchAll(MUI_NAMED_IMPORT)) {
            for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
              if (!name || name.startsWith('type ')) continue;
              const files = muiModulesOf(name);
              if (!files) this.error(`${group.name} chunk: no module for '${name}' of @mui/material in ${id}`);
              queue.push(...files);
            }
          }
        }
      }
    },
  };
  // Highest priority first: the shell's group (10) keeps what it has; then the pages in their order; then `common`.
  const groups = PAGE_GROUPS.map((g, i) => ({ name: g.name, test: (id: string) => reached.get(g.name)!.has(id), priority: 5 - i }));
  return { plugin, groups };
}
const pages = pageModules();

/**
 * MUI's createTheme and ThemeProvider import the CSS-variables theme machinery whether or not a theme uses it; ours
 * never do, so in the build those two imports get a stub that throws if ever reached (src/ui/mui-css-variables-unused.ts).
 * Matched by importer and specifier: if MUI moves these files, nothing matches and the build is only larger again.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = fileURLToPath(new URL('src/ui/mui-css-variables-unused.ts', import.meta.url));
  const importers = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/;
  return {
    name: 'sportlink-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !importers.test(importer)) return null;
      return source === './createThemeWithVars.js' || source === './ThemeProviderWithVars.js' ? stub : null;
    },
  };
}

/**
 * The service worker (src/offline/service-worker.js) written to /sw.js with this build's files, so the app opens
 * without a connection (ADR 011): those the app reaches outside the admin area (src/offline/precache.ts). Its version
 * is a hash of the file list: a new build installs a new worker.
 */
function serviceWorker(): Plugin {
  const template = fileURLToPath(new URL('src/offline/service-worker.js', import.meta.url));
  return {
    name: 'sportlink-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // What the app reaches without the admin area, and the styles and images (src/offline/precache.ts).
      const built = Object.values(bundle).map((f) =>
        f.type === 'chunk'
          ? { fileName: f.fileName, type: 'chunk' as const, isEntry: f.isEntry, imports: f.imports, dynamicImports: f.dynamicImports, facadeModuleId: f.facadeModuleId }
          : { fileName: f.fileName, type: 'asset' as const },
      );
      if (!built.some(isAdminArea)) this.error('service worker: no chunk of admin-resources/AdminApp in the build (src/offline/precache.ts)');
      const files = precacheList(built, (f) => /\.(js|css|svg|png|webp|woff2?)$/.test(f) && f !== 'sw.js');
      // (The link previews' card is for other sites, not for the app.)
      const publicFiles = readdirSync(fileURLToPath(new URL('public', import.meta.url))).filter((f) => !f.startsWith('og-')).map((f) => `/${f}`);
      const all = [...files, ...publicFiles];
      const version = createHash('sha256').update(all.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(template, 'utf8').replace("'__SPORTLINK_VERSION__'", JSON.stringify(version)).replace('__SPORTLINK_FILES__', JSON.stringify(all));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * The web app. `npm run dev` serves it on 5173 and proxies the API to the server on 8080. `npm run build` builds it
 * twice: for the browser (dist/), then the server-rendering entry (src/app/entry-server.tsx) for Node, into dist/ssr/
 * (`vite build --ssr`), which the API server calls to draw the open pages (ADR 028). The browser build's own steps (the
 * service worker, the compressed copies, the chunk groups) are not the server's.
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), muiWithoutCssVariables()] : [react(), muiWithoutCssVariables(), pages.plugin, serviceWorker(), precompress()],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
            // react-admin's import of the data router, which the admin never uses inside our router (ADR 010).
            { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('src/routing/react-router-dom-for-admin.ts', import.meta.url)) },
          ]
        : [],
  },
  // The server entry carries its libraries (no node_modules beside a build put elsewhere: the browser tests', the bench's).
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/v1': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', sourcemap: false, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } } }
    : {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // Fewer, larger chunks (ADR 010): everything the first page needs before it renders is one file (one request, one
    // compression window); what three or more lazy screens share is one more, instead of dozens of tiny files that each
    // cost a round trip. The admin's and the trainer studio's own libraries stay in their own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 10 },
            ...pages.groups,
            { name: 'common', test: (id) => !NOT_COMMON.test(id), minShareCount: 3 },
          ],
        },
      },
    },
  },
}));
