/** The dashboard's Ask box (records AI query): its words, and the words of a proposed query's filters. */
import { defineText } from '../../../src/i18n/text';

export const askText = defineText('admin.ask', {
  title: 'Ask about your data',
  intro: 'Ask a question in plain words. The AI proposes a records query; check it, then run it.',
  label: 'Your question',
  placeholder: 'e.g. published programs, cheapest first',
  propose: 'Propose query',
  proposing: 'Thinking…',
  proposed: 'Proposed query',
  table: 'Table',
  filters: 'Filters',
  order: 'Order',
  size: 'Size',
  joins: 'Joins',
  none: 'none',
  run: 'Run query',
  running: 'Running the query',
  clear: 'Clear',
  results: 'Query results',
  counted: (shown: number, total: number, table: string) => `${shown} of ${total} ${table} records`,
  empty: 'No records match this query.',
  checking: 'Checking whether AI is on',
  offTitle: 'AI is off',
  emptyPrompt: 'Type a question first',
  /** A filter's operator in words (the others are signs: = ≠ < ≤ > ≥). */
  ops: { cs: 'contains', sw: 'starts with', ew: 'ends with', in: 'is one of' },
  isEmpty: (field: string) => `${field} is empty`,
});
