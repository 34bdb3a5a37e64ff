/**
 * Recordings gpt-transcribe takes, known by their first bytes (the declared type and the name are not trusted), read
 * whole into memory up to the configured limit (AI_AUDIO_MAX_MB; the transcription API takes the file in one piece).
 */
import type { Readable } from 'node:stream';
import { AI_MESSAGES } from '../../src/config/ai';
import { HttpError } from '../errors';

export interface AudioKind {
  type: string;
  ext: string;
  test: (head: Buffer) => boolean;
}

const ascii = (head: Buffer, at: number, text: string) => head.subarray(at, at + text.length).toString('latin1') === text;

export const AUDIO_KINDS: readonly AudioKind[] = [
  // MP3: an ID3 tag, or an MPEG audio frame's sync bits (11 set bits).
  { type: 'audio/mpeg', ext: 'mp3', test: (h) => ascii(h, 0, 'ID3') || (h[0] === 0xff && (h[1] & 0xe0) === 0xe0 && (h[1] & 0x06) !== 0) },
  { type: 'audio/wav', ext: 'wav', test: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WAVE') },
  { type: 'audio/ogg', ext: 'ogg', test: (h) => ascii(h, 0, 'OggS') },
  { type: 'audio/flac', ext: 'flac', test: (h) => ascii(h, 0, 'fLaC') },
  // What browsers record (MediaRecorder): WebM (Chrome, Firefox) or MP4/M4A (Safari).
  { type: 'audio/webm', ext: 'webm', test: (h) => h[0] === 0x1a && h[1] === 0x45 && h[2] === 0xdf && h[3] === 0xa3 },
  { type: 'audio/mp4', ext: 'm4a', test: (h) => ascii(h, 4, 'ftyp') },
];

export function sniffAudio(head: Buffer): AudioKind | null {
  return AUDIO_KINDS.find((k) => k.test(head)) ?? null;
}

/** Reads the recording, refusing (and reading no further) past `maxBytes` or when its first bytes are not audio. */
export async function readRecording(file: Readable, maxBytes: number): Promise<{ bytes: Buffer; type: string; ext: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let kind: AudioKind | null = null;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      file.resume();
      throw new HttpError(413, AI_MESSAGES.audioTooLarge(Math.round(maxBytes / 1048576)));
    }
    chunks.push(chunk);
    if (!kind && size >= 16) {
      kind = sniffAudio(Buffer.concat(chunks));
      if (!kind) {
        file.resume();
        throw new HttpError(415, AI_MESSAGES.audioUnsupported);
      }
    }
  }
  if ((file as Readable & { truncated?: boolean }).truncated) throw new HttpError(413, AI_MESSAGES.audioTooLarge(Math.round(maxBytes / 1048576)));
  if (!kind) throw new HttpError(415, AI_MESSAGES.audioUnsupported);
  return { bytes: Buffer.concat(chunks), type: kind.type, ext: kind.ext };
}
