/**
 * The home page's CMS texts, asked by the route table while the page's code is still loading (src/routing/routes.ts
 * `prefetch`), so the hero shows the CMS's words as soon as the page does.
 */
import { queryClient } from '../../../src/api/query-client';
import { CMS_STALE_MS, cmsPageKey, getCmsPage } from '../../shared/cms/get-cms-page';
import { CMS_PAGES } from '../../../src/config/cms';

export function prefetch(): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: cmsPageKey(CMS_PAGES.home.page), queryFn: ({ signal }) => getCmsPage(CMS_PAGES.home.page, signal), staleTime: CMS_STALE_MS });
}
