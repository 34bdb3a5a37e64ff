/** Lambda `deployments/gpt-transcribe`: a recording through the app's one client; answers what was said. */
import type { components } from '../generated/api';
import { records } from './records';

export type Transcript = components['schemas']['TranscribeResponse'];

/** `language`: the spoken language as an ISO-639-1 code, when known (it helps the model). */
export function transcribe(recording: Blob, language?: string, signal?: AbortSignal): Promise<Transcript> {
  const form = new FormData();
  const extension = recording.type.includes('ogg') ? 'ogg' : recording.type.includes('mp4') ? 'm4a' : 'webm';
  form.append('file', recording, `dictation.${extension}`);
  return records.custom<Transcript>({ endpoint: 'deployments/gpt-transcribe', method: 'POST', body: form, query: { language }, signal });
}
