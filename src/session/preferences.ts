/**
 * The signed-in account's preferences (lambda `preference`): language, theme, units for weights and which
 * notifications are also mailed. Kept on the server, so they follow the account to every device: at sign-in and app
 * start the language and theme chosen there are applied here, and a change of language or theme made here while
 * signed in is kept there (PreferenceSync, src/app). The screens read the units through `useWeightUnit`.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { api, unwrap } from '../api/client';
import { apiConfig } from '../api/config';
import type { PathRole } from '../config/constants';
import type { WeightUnit } from '../domain/units';
import type { components } from '../generated/api';

export type Preferences = components['schemas']['Preferences'];
export type PreferenceUpdate = components['schemas']['PreferenceUpdate'];

const PREFERENCE = '/v1/api/{project}/{role}/lambda/preference';

/** The signed-in account's preferences as last read or written (null signed out, or not read yet). */
export const preferencesStore = createStore<{ current: Preferences | null }>()(() => ({ current: null }));

export async function fetchPreferences(role: PathRole): Promise<Preferences> {
  const { model } = await unwrap(api.GET(PREFERENCE, { params: { path: { project: apiConfig.projectId, role } } }));
  preferencesStore.setState({ current: model });
  return model;
}

/** Changes the fields sent (the others stay); answers the preferences as the server keeps them. */
export async function savePreferences(role: PathRole, patch: PreferenceUpdate): Promise<Preferences> {
  const { model } = await unwrap(api.POST(PREFERENCE, { params: { path: { project: apiConfig.projectId, role } }, body: patch }));
  preferencesStore.setState({ current: model });
  return model;
}

export function forgetPreferences(): void {
  preferencesStore.setState({ current: null });
}

export function usePreferences(): Preferences | null {
  return useStore(preferencesStore, (s) => s.current);
}

/** The unit weights are shown and typed in: the account's choice, else kilograms. */
export function useWeightUnit(): WeightUnit {
  return useStore(preferencesStore, (s) => s.current?.units ?? 'kg');
}
