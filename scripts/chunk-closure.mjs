/**
 * A built chunk and every chunk it imports statically, transitively (`import("./x.js")` is lazy and not followed): what
 * a browser fetches with it. Shared by the bundle check (bundle-report.mjs) and the storefront bench (bench/web.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `files` (names in the build's assets folder; non-JavaScript files are kept, not read) and their static imports. */
export function staticClosure(assets, files) {
  const set = new Set(files);
  const queue = [...set].filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const code = readFileSync(join(assets, queue.pop()), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      if (!set.has(m[1])) {
        set.add(m[1]);
        queue.push(m[1]);
      }
    }
  }
  return set;
}
