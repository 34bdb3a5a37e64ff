/** GET lambda `stripe/customer/cards`: the athlete's saved cards, default first. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import { useSession } from '../../../../../src/session/store';

export type SavedCard = components['schemas']['Card'];

export const SAVED_CARDS_KEY = ['athlete', 'cards'] as const;

export async function listCards(): Promise<SavedCard[]> {
  return (await unwrap(api.GET('/v1/api/{project}/{role}/lambda/stripe/customer/cards', { params: { path: onPath('member') } }))).list;
}

/** Only for a signed-in athlete (`enabled`). */
export function useSavedCards(enabled = true) {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({ queryKey: [...SAVED_CARDS_KEY, user], queryFn: listCards, enabled: enabled && isAthlete, staleTime: 0 });
}
