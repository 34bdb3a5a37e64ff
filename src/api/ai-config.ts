/**
 * Lambda `deployments/config`: whether the server has an AI service (the records AI query, gpt-translate and
 * gpt-transcribe answer 503 without one), so a screen hides or explains its AI controls. One query key for every
 * screen; asked again at most every few minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '../generated/api';
import { api, unwrap } from './client';
import { onPath } from './lambda';

export type AiConfig = components['schemas']['AiConfigResponse'];

export const AI_CONFIG_KEY = ['ai', 'config'] as const;

export function getAiConfig(signal?: AbortSignal): Promise<AiConfig> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/deployments/config', { params: { path: onPath() }, signal }));
}

/** `data.configured` once known; while loading or after a failure, `data` is undefined (treat AI as off). */
export function useAiConfig() {
  return useQuery({ queryKey: AI_CONFIG_KEY, queryFn: ({ signal }) => getAiConfig(signal), staleTime: 5 * 60_000 });
}
