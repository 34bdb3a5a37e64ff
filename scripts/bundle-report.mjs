#!/usr/bin/env node
/**
 * What a visitor downloads, from the built app (dist/, with its source maps): the storefront's first
 * load (index.html's script, its static imports and CSS) and the lazily loaded admin chunk, gzip sizes.
 * `--check` fails when any admin or react-admin code is part of the first load, or when a landing page's chunk
 * (scripts/page-groups.mjs) needs another chunk than the first load's and the landing chunks' before it: then that page
 * downloads `common` again.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_GROUPS } from './page-groups.mjs';
import { staticClosure } from './chunk-closure.mjs';

const DIST = process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? 'dist';
const check = process.argv.includes('--check');
if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`bundle-report: ${DIST}/index.html is missing; run npm run build first`);
  process.exit(1);
}
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const assets = readdirSync(join(DIST, 'assets'));
const read = (file) => readFileSync(join(DIST, 'assets', file));
const gz = (file) => gzipSync(read(file), { level: 9 }).length;

/** The files and everything they import statically, transitively (chunk-closure.mjs). */
const closure = (files) => staticClosure(join(DIST, 'assets'), files);

// The first load: what index.html references, plus every chunk those import statically.
const firstLoad = closure([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
/** The modules a chunk was built from (its source map). */
const sourcesOf = (file) => {
  const map = join(DIST, 'assets', `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources ?? [] : [];
};
const ADMIN = /(^|\/)(admin-resources\/|node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-data-simple-rest|ra-i18n-polyglot|ra-language-english|recharts)\/)/;

const firstLoadBytes = [...firstLoad].reduce((n, f) => n + gz(f), 0);
// The admin's route list (admin-resources/screens.ts: its pages' paths and lazy imports, no react-admin) is part of the
// root's route table like every area's screens.ts; what it imports stays lazy.
const ROUTE_LIST = /(^|\/)admin-resources\/screens\.ts$/;
const adminLeaks = [...firstLoad].filter((f) => f.endsWith('.js') && sourcesOf(f).some((s) => ADMIN.test(s) && !ROUTE_LIST.test(s)));
const adminChunk = assets.find((f) => /^AdminApp-.*\.js$/.test(f));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

console.log(`storefront first load (gzip): ${kb(firstLoadBytes)} in ${firstLoad.size} files: ${[...firstLoad].sort().join(', ')}`);
if (adminChunk) {
  const adminOnly = [...closure([adminChunk])].filter((f) => !firstLoad.has(f));
  console.log(`admin chunk (gzip, lazy): ${kb(gz(adminChunk))} (${adminChunk}, ${kb(read(adminChunk).length)} minified)`);
  console.log(`admin area beyond the first load (gzip): ${kb(adminOnly.reduce((n, f) => n + gz(f), 0))} in ${adminOnly.length} files`);
}
console.log(`admin or react-admin code in the first load: ${adminLeaks.length ? adminLeaks.join(', ') : 'none'}`);

// The landing pages' chunks (scripts/page-groups.mjs): each needs only the first load and the groups' before it.
const pageProblems = [];
const allowed = new Set(firstLoad);
for (const group of PAGE_GROUPS) {
  const chunk = assets.find((f) => f.startsWith(`${group.name}-`) && f.endsWith('.js'));
  if (!chunk) {
    pageProblems.push(`no ${group.name} chunk`);
    continue;
  }
  const needs = [...closure([chunk])].filter((f) => f !== chunk && !allowed.has(f));
  console.log(`${group.name} chunk (gzip, after the first load): ${kb(gz(chunk))} (${chunk}); other chunks it needs: ${needs.join(', ') || 'none'}`);
  if (needs.length) pageProblems.push(`the ${group.name} chunk needs ${needs.join(', ')}`);
  allowed.add(chunk);
}

if (check && (adminLeaks.length || !adminChunk || pageProblems.length)) {
  console.error(
    !adminChunk ? 'bundle-report: no lazy admin chunk found'
    : adminLeaks.length ? 'bundle-report: admin code is part of the storefront first load'
    : `bundle-report: ${pageProblems.join('; ')} (scripts/page-groups.mjs)`,
  );
  process.exit(1);
}
