/**
 * Which of the build's files the service worker (service-worker.js) fetches when it installs: every file the app can
 * reach from its entry, statically or lazily, without going through the admin area, plus the build's other assets
 * (styles, images, fonts). The admin area (react-admin, loaded only under /admin) is not fetched for every athlete
 * and trainer who opens the app: it is kept the first time it is loaded (the worker keeps each /assets/ file it
 * serves), so an admin's pages open offline once visited. Used by the build (vite.config.ts); pure, so unit-tested.
 */

/** What the build says of one output file (Rollup's and Rolldown's output chunk and asset, reduced). */
export interface BuiltFile {
  fileName: string;
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  facadeModuleId?: string | null;
}

/**
 * The admin area's own chunks: the lazy import of admin-resources/AdminApp and of each admin page
 * (admin-resources/screens.ts), whose modules all live under admin-resources/.
 */
export const isAdminArea = (file: BuiltFile): boolean => file.type === 'chunk' && /[\\/]admin-resources[\\/]/.test(file.facadeModuleId ?? '');

/** The files to fetch on install, as paths under the site's root, sorted; `keep` filters the build's files (types the worker keeps). */
export function precacheList(files: readonly BuiltFile[], keep: (fileName: string) => boolean): string[] {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const reached = new Set<string>();
  const queue = files.filter((f) => f.type === 'chunk' && f.isEntry).map((f) => f.fileName);
  while (queue.length) {
    const name = queue.pop()!;
    const file = byName.get(name);
    if (!file || reached.has(name) || isAdminArea(file)) continue;
    reached.add(name);
    queue.push(...(file.imports ?? []), ...(file.dynamicImports ?? []));
  }
  return files
    .filter((f) => (f.type === 'asset' || reached.has(f.fileName)) && keep(f.fileName))
    .map((f) => `/${f.fileName}`)
    .sort();
}
