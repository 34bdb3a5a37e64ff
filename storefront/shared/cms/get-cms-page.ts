/**
 * GET lambda `cms/page/{page}`: a page's CMS entries, open to everyone. The storefront reads its texts with it and
 * shows its defaults (src/config/cms.ts) while it loads and where an entry is absent (src/domain/cms.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { onPath } from '../../../src/api/lambda';
import { resolvePathRole } from '../../../src/api/config';
import type { PathRole } from '../../../src/config/constants';
import type { components } from '../../../src/generated/api';

export type CmsEntry = components['schemas']['Cms'];

export const cmsPageKey = (page: string) => ['cms', page] as const;

/**
 * The CMS is open to every role; a signed-out visitor on an address that is no page (the not-found page, drawn in the
 * storefront with its footer) has no path role of their own (requirements §6: 'user', which the API refuses), so the
 * storefront's, the member area's, asks.
 */
function cmsPathRole(): PathRole {
  const role = resolvePathRole();
  return (role as string) === 'user' ? 'member' : role;
}

export async function getCmsPage(page: string, signal?: AbortSignal): Promise<CmsEntry[]> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/cms/page/{page}', { params: { path: { ...onPath(cmsPathRole()), page } }, signal }))).list;
}

/** How long a page's answer counts as fresh: a visit after it asks again, so an admin's change shows on the next visit. */
export const CMS_STALE_MS = 10_000;

/** A page's entries (the last answer shows at once while a newer one is asked). */
export function useCmsPage(page: string) {
  return useQuery({ queryKey: cmsPageKey(page), queryFn: ({ signal }) => getCmsPage(page, signal), staleTime: CMS_STALE_MS });
}
