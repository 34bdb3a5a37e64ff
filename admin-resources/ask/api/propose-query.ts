/** POST records `ai-query` (admin): a question in plain words becomes a proposed records query, checked, not run. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../src/api/client';
import { apiConfig } from '../../../src/api/config';
import type { components } from '../../../src/generated/api';

export type AiQueryAnswer = components['schemas']['AiQueryResponse'];
export type ProposedQuery = AiQueryAnswer['query'];

export function proposeQuery(userPrompt: string): Promise<AiQueryAnswer> {
  return unwrap(
    api.POST('/v1/api/records/{project}/{role}/ai-query', {
      params: { path: { project: apiConfig.projectId, role: 'admin' } },
      body: { user_prompt: userPrompt },
    }),
  );
}

export function useProposeQuery() {
  return useMutation({ mutationFn: proposeQuery, retry: false });
}
