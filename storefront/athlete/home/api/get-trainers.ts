import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { TrainerRef } from './get-programs';

export interface TrainerCardData {
  id: number;
  first_name: string;
  last_name: string;
  photo: string | null;
  headline: string | null;
  specialties: string | null;
}

/**
 * Trainers to discover: active trainers with a public profile, most experienced first. The user join is empty for a
 * trainer whose account is not active (their row is not public), so those are left out.
 */
export async function getTrainers(signal?: AbortSignal): Promise<TrainerCardData[]> {
  const page = await records.list<'trainer_profile', { user: (TrainerRef & { photo?: string | null }) | null }>('trainer_profile', {
    size: 8,
    order: ['years_experience,desc', 'id,asc'],
    join: ['user'],
    signal,
  });
  return page.list.flatMap((p) =>
    p.user ? [{ id: p.user.id, first_name: p.user.first_name, last_name: p.user.last_name, photo: p.user.photo ?? null, headline: p.headline ?? null, specialties: p.specialties ?? null }] : [],
  );
}

export function useTrainers() {
  return useQuery({ queryKey: ['trainers', 'discover'], queryFn: ({ signal }) => getTrainers(signal), staleTime: 5 * 60_000 });
}

/** The sports programs are offered in (distinct, sorted), for the sport filter. */
export async function getSports(signal?: AbortSignal): Promise<string[]> {
  const suggestions = await records.autocomplete('program', 'sport', '', { size: 50, filter: ['status,eq,published'], signal });
  return [...new Set(suggestions.map((s) => s.value.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

export function useSports() {
  return useQuery({ queryKey: ['programs', 'sports'], queryFn: ({ signal }) => getSports(signal), staleTime: 5 * 60_000 });
}
