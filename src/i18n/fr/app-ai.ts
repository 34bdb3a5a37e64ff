/** French: the AI parts of the shared app core (src/i18n/en/app-dictation.ts). */
import type { dictationText } from '../en/app-dictation';
import type { Translation, Words } from '../text';

const dictationFr: Translation<typeof dictationText.en> = {
  dictate: 'Dicter',
  dictateLabel: 'Dicter au microphone',
  stop: (seconds) => `Arrêter (${seconds} s)`,
  stopLabel: 'Arrêter l’enregistrement et transcrire',
  transcribing: 'Transcription…',
  recording: 'Enregistrement : parlez maintenant',
  noMicrophone: 'Le microphone n’a pas pu être utilisé. Autorisez-le dans le navigateur pour dicter.',
  nothingHeard: 'Rien n’a été entendu dans cet enregistrement.',
};

export const appAi: Record<string, Words> = { 'app.dictation': dictationFr };
