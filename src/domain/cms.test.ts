import { describe, expect, it } from 'vitest';
import { CMS_DEFAULTS, CMS_MESSAGES } from '../config/cms';
import { cmsText, cmsValueProblem, faqItems } from './cms';

const entry = (key: string, value: string, type = 'text') => ({ key, type, value });

describe('CMS rules', () => {
  it('needs a json entry to parse; text and markdown take any text', () => {
    expect(cmsValueProblem('json', '[{"question":"Q","answer":"A"}]')).toBeNull();
    expect(cmsValueProblem('json', '{oops')).toBe(CMS_MESSAGES.jsonInvalid);
    expect(cmsValueProblem('json', '')).toBe(CMS_MESSAGES.jsonInvalid);
    expect(cmsValueProblem('markdown', '{oops')).toBeNull();
    expect(cmsValueProblem('text', '')).toBeNull();
  });

  it('shows an entry’s text, or the default when it is absent or blank', () => {
    expect(cmsText([entry('hero_title', 'Hello')], 'hero_title', 'Default')).toBe('Hello');
    expect(cmsText([entry('hero_title', '  ')], 'hero_title', 'Default')).toBe('Default');
    expect(cmsText(undefined, 'hero_title', 'Default')).toBe('Default');
  });

  it('reads the FAQ’s well-formed questions, or the default ones', () => {
    const fallback = CMS_DEFAULTS.faq.items;
    expect(faqItems([entry('items', '[{"question":"Q?","answer":"A."},{"question":""},{"nope":1}]', 'json')], 'items', fallback)).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect(faqItems([entry('items', 'not json', 'json')], 'items', fallback)).toBe(fallback);
    expect(faqItems([entry('items', '{"question":"Q"}', 'json')], 'items', fallback)).toBe(fallback);
    expect(faqItems([], 'items', fallback)).toBe(fallback);
  });
});
