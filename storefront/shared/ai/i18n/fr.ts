/** French: the AI parts of the shared app core (storefront/shared/ai/i18n/en.ts). */
import type { Translation, Words } from '../../../../src/i18n/text';
import type { dictationText } from './en';

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

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.dictation': dictationFr } satisfies Record<string, Words>;
