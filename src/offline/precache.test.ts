import { describe, expect, it } from 'vitest';
import { isAdminArea, precacheList, type BuiltFile } from './precache';

const keepAssets = (f: string) => /\.(js|css|svg|png|woff2?)$/.test(f);

/** A build shaped like ours: an entry, lazy screens, a chunk they share, and the lazy admin area with its own chunks. */
const build: BuiltFile[] = [
  { fileName: 'assets/index.js', type: 'chunk', isEntry: true, imports: [], dynamicImports: ['assets/HomePage.js', 'assets/AdminApp.js', 'assets/ProgressPage.js'], facadeModuleId: '/app/index.html' },
  { fileName: 'assets/HomePage.js', type: 'chunk', imports: ['assets/common.js'], dynamicImports: [], facadeModuleId: '/app/storefront/athlete/HomePage.tsx' },
  { fileName: 'assets/ProgressPage.js', type: 'chunk', imports: ['assets/common.js', 'assets/CartesianChart.js'], dynamicImports: [], facadeModuleId: '/app/storefront/athlete/ProgressPage.tsx' },
  { fileName: 'assets/common.js', type: 'chunk', imports: [], dynamicImports: [], facadeModuleId: null },
  { fileName: 'assets/CartesianChart.js', type: 'chunk', imports: [], dynamicImports: [], facadeModuleId: null },
  { fileName: 'assets/AdminApp.js', type: 'chunk', imports: ['assets/common.js', 'assets/CartesianChart.js', 'assets/ra-core.js'], dynamicImports: ['assets/AdminDashboard.js'], facadeModuleId: '/app/admin-resources/AdminApp.tsx' },
  { fileName: 'assets/ra-core.js', type: 'chunk', imports: [], dynamicImports: [], facadeModuleId: null },
  { fileName: 'assets/AdminDashboard.js', type: 'chunk', imports: ['assets/ra-core.js'], dynamicImports: [], facadeModuleId: '/app/admin-resources/Dashboard.tsx' },
  { fileName: 'assets/index.css', type: 'asset' },
  { fileName: 'assets/logo.svg', type: 'asset' },
  { fileName: 'index.html', type: 'asset' },
  { fileName: 'assets/index.js.map', type: 'asset' },
];

describe('precacheList', () => {
  it('takes what the app reaches from its entry, statically and lazily, and the styles and images', () => {
    expect(precacheList(build, keepAssets)).toEqual([
      '/assets/CartesianChart.js',
      '/assets/HomePage.js',
      '/assets/ProgressPage.js',
      '/assets/common.js',
      '/assets/index.css',
      '/assets/index.js',
      '/assets/logo.svg',
    ]);
  });

  it('leaves out the admin area and what only it loads, but keeps what it shares with the storefront', () => {
    const list = precacheList(build, keepAssets);
    for (const adminOnly of ['/assets/AdminApp.js', '/assets/ra-core.js', '/assets/AdminDashboard.js']) expect(list).not.toContain(adminOnly);
    expect(list).toContain('/assets/common.js');
    expect(list).toContain('/assets/CartesianChart.js');
  });

  it('follows chains of lazy imports and stops at cycles', () => {
    const chain: BuiltFile[] = [
      { fileName: 'a.js', type: 'chunk', isEntry: true, imports: ['b.js'], dynamicImports: [] },
      { fileName: 'b.js', type: 'chunk', imports: ['a.js'], dynamicImports: ['c.js'] },
      { fileName: 'c.js', type: 'chunk', imports: [], dynamicImports: ['b.js'] },
      { fileName: 'orphan.js', type: 'chunk', imports: [], dynamicImports: [] },
    ];
    expect(precacheList(chain, keepAssets)).toEqual(['/a.js', '/b.js', '/c.js']);
  });
});

describe('isAdminArea', () => {
  it('is a chunk of the admin area: the admin app and each admin page, lazily loaded', () => {
    expect(isAdminArea(build[5])).toBe(true);
    expect(isAdminArea(build[7])).toBe(true);
    expect(isAdminArea(build[0])).toBe(false);
    expect(isAdminArea({ fileName: 'x.js', type: 'chunk', facadeModuleId: 'C:\\app\\admin-resources\\AdminApp.tsx' })).toBe(true);
    expect(isAdminArea({ fileName: 'AdminApp.css', type: 'asset' })).toBe(false);
  });
});
