/**
 * The open pages a visitor lands on, each with the modules its browser fetches after the entry: the page and its first
 * request, and what it loads once there. The build (vite.config.ts) puts each group's roots and everything they import
 * statically in one chunk named after the group, so a landing page does not download the `common` chunk (what three or
 * more screens share: forms, dialogs, tables…) for the few components it draws; the bundle check
 * (scripts/bundle-report.mjs) fails if a group's chunk needs another chunk than the entry's and the groups' before it.
 * The home page's group is first: it has the footer, the toast list and the offline layer (the last two once the page
 * is idle, src/main.tsx), and the program page's chunk holds only what the home page's does not.
 */
export const PAGE_GROUPS = [
  {
    name: 'landing',
    roots: [
      'storefront/athlete/home/components/HomePage.tsx',
      'storefront/athlete/home/prefetch.ts',
      'storefront/shared/cms/SiteFooter.tsx',
      'src/ui/ToastList.tsx',
      'src/offline/index.ts',
    ],
  },
  {
    name: 'program-page',
    roots: ['storefront/athlete/program/components/ProgramPage.tsx', 'storefront/athlete/program/prefetch.ts', 'storefront/athlete/program/components/ProgramReviews.tsx'],
  },
];
