/** Lambda `deployments/gpt-transcribe`: a recording through the app's one client; answers what was said. */
import type { components } from '../generated/api';
import { api, unwrap } from './client';
import { asForm, onPath } from './lambda';

export type Transcript = components['schemas']['TranscribeResponse'];

/** `language`: the spoken language as an ISO-639-1 code, when known (it helps the model). */
export function transcribe(recording: Blob, language?: string, signal?: AbortSignal): Promise<Transcript> {
  const extension = recording.type.includes('ogg') ? 'ogg' : recording.type.includes('mp4') ? 'm4a' : 'webm';
  const file = new File([recording], `dictation.${extension}`, { type: recording.type });
  return unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/deployments/gpt-transcribe', {
      params: { path: onPath(), query: { language } },
      body: { file },
      bodySerializer: asForm,
      signal,
    }),
  );
}
