/**
 * AI through an OpenAI-compatible service (the records AI query, gpt-transcribe, gpt-translate): the limits and the
 * messages the API answers with and the screens show, defined once for both.
 */
export const AI_LIMITS = {
  /** The longest question the records AI query takes (the contract says the same). */
  promptMaxChars: 2000,
  /** The longest text gpt-translate takes (the contract says the same). */
  translateMaxChars: 5000,
  /** A dictation (gpt-transcribe from the microphone) stops by itself after this long. */
  dictationMaxS: 120,
  /** Defaults of the server's configuration (AI_AUDIO_MAX_MB, AI_RATE_LIMIT_PER_MIN, AI_TIMEOUT_S). */
  defaultAudioMaxMb: 25,
  defaultRatePerMin: 20,
  defaultTimeoutS: 30,
} as const;

export const AI_MESSAGES = {
  notConfigured: 'AI is not configured on this server',
  /** What a screen says where its AI control would be. */
  notConfiguredHint: 'AI is not configured on this server, so questions in plain words are off. An admin can turn it on by giving the server an AI service (AI_API_KEY).',
  serviceFailed: 'The AI service could not answer; try again later',
  serviceBusy: 'The AI service is busy; try again shortly',
  serviceTimeout: 'The AI service did not answer in time; try again',
  unreadableAnswer: 'The AI service answered something unreadable; try again',
  notAQuery: 'The AI did not propose a records query; ask about the records, e.g. "published programs, cheapest first"',
  notAQueryField: (fields: readonly string[]) => `The AI proposed something other than a records query (${fields.join(', ')})`,
  refused: (reason: string) => `The proposed query cannot run: ${reason}`,
  tableNotAllowed: (table: string) => `You may not read ${table} records`,
  joinNotAllowed: (join: string) => `You may not read the ${join} records this join embeds`,
  wrongTable: (asked: string, proposed: string) => `The question was about ${asked}, but the AI proposed ${proposed}`,
  tooMany: (what: string, max: number) => `At most ${max} ${what}`,
  audioUnsupported: 'Upload a recording (MP3, WAV, OGG, FLAC, WebM or M4A)',
  audioTooLarge: (mb: number) => `The recording is larger than ${mb} MB`,
  audioMissing: 'Send the recording as the multipart field `file`',
  emptyTranslation: 'The AI service gave no translation; try again',
} as const;
