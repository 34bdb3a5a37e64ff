/** The athlete's training data on their profile page: the export of every logged workout. */
import { defineText } from '../../../../src/i18n/text';

export const trainingExportText = defineText('athlete.trainingExport', {
  heading: 'Your training data',
  body: 'Download every workout you have logged, with each set, to keep it or to bring it to another app. CSV opens in a spreadsheet (one row per set); JSON keeps the whole history as one document. Weights are in kilograms.',
  csv: 'Download CSV',
  json: 'Download JSON',
  preparing: 'Preparing your file…',
  done: 'Your training history is downloaded.',
});
