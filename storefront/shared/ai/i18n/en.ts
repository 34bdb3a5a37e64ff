/** Dictation (storefront/shared/ai/DictateButton.tsx): speaking a text instead of typing it, transcribed by the server's AI. */
import { defineText } from '../../../../src/i18n/text';

export const dictationText = defineText('app.dictation', {
  dictate: 'Dictate',
  dictateLabel: 'Dictate with the microphone',
  stop: (seconds: number) => `Stop (${seconds} s)`,
  stopLabel: 'Stop recording and transcribe',
  transcribing: 'Transcribing…',
  recording: 'Recording: speak now',
  noMicrophone: 'The microphone could not be used. Allow it in the browser to dictate.',
  nothingHeard: 'Nothing was heard in that recording.',
});
