/**
 * The web app's layers (ADR 021), checked by `npm run lint` (dependency-cruiser reads static and dynamic imports):
 *   src/ (infrastructure) ← the areas (storefront/<area>/<feature>, admin-resources) ← src/app/ and src/main.tsx
 * and no import cycles; the admin uses storefront/shared/ only. Any violation fails lint.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (directly or through others) cannot be understood or tested apart (types alone do not count: they leave no code).',
      from: { path: '^(src|storefront|admin-resources)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-does-not-import-areas',
      severity: 'error',
      comment: 'src/ is infrastructure: only the composition root (src/app/, src/main.tsx) imports the areas.',
      from: { path: '^src/', pathNot: '^src/(app/|main\\.tsx$)' },
      to: { path: '^(storefront|admin-resources)/' },
    },
    {
      name: 'core-does-not-import-the-root',
      severity: 'error',
      comment: 'Infrastructure is below the composition root: it offers plug points (src/layout/slots.ts, plugRoutes) that the root fills.',
      from: { path: '^src/', pathNot: '^src/(app/|main\\.tsx$)' },
      to: { path: '^src/(app/|main\\.tsx$)' },
    },
    {
      name: 'areas-do-not-import-the-root',
      severity: 'error',
      comment: 'Features use infrastructure (src/...), never the composition root that assembles them.',
      from: { path: '^(storefront|admin-resources)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-does-not-import-another-feature',
      severity: 'error',
      comment: "A feature never imports another feature's files: what two share goes to its area's common/ or to storefront/shared/.",
      from: { path: '^storefront/([^/]+)/([^/]+)/' },
      to: { path: '^storefront/', pathNot: ['^storefront/$1/$2/', '^storefront/$1/common/', '^storefront/shared/'] },
    },
    {
      name: 'admin-uses-shared-features-only',
      severity: 'error',
      comment: 'The admin area uses the core and the features every area shares (storefront/shared/), never a storefront area.',
      from: { path: '^admin-resources/' },
      to: { path: '^storefront/', pathNot: '^storefront/shared/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
