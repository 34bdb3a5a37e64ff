import { describe, expect, it } from 'vitest';
import { addTranslations, definedSections, textIn, type Words } from '../i18n/text';
import fr from './generated/translations-fr';
import { shellText } from '../layout/i18n/en';

// Every English section of the app, defined by importing its modules.
import.meta.glob(['/src/**/i18n/en.ts', '/storefront/**/i18n/en.ts', '/admin-resources/**/i18n/en.ts'], { eager: true });

type Kind = 'string' | 'function' | 'object';
const kind = (v: unknown): Kind => (typeof v === 'function' ? 'function' : typeof v === 'object' ? 'object' : 'string');

/** The paths where `tr` differs in shape from `en` (missing, extra, another kind, another number of arguments). */
function shapeProblems(en: Words, tr: Words | undefined, at: string): string[] {
  if (!tr) return [`${at}: no translation`];
  const problems: string[] = [];
  for (const [k, v] of Object.entries(en)) {
    const t = tr[k];
    const here = `${at}.${k}`;
    if (t === undefined) problems.push(`${here}: missing`);
    else if (kind(t) !== kind(v)) problems.push(`${here}: ${kind(t)} instead of ${kind(v)}`);
    else if (kind(v) === 'function' && (t as (...a: unknown[]) => unknown).length !== (v as (...a: unknown[]) => unknown).length) problems.push(`${here}: takes ${(t as () => void).length} values instead of ${(v as () => void).length}`);
    else if (kind(v) === 'object') problems.push(...shapeProblems(v as Words, t as Words, here));
  }
  for (const k of Object.keys(tr)) if (!(k in en)) problems.push(`${at}.${k}: not in English`);
  return problems;
}

function strings(words: Words): string[] {
  return Object.values(words).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' ? strings(v as Words) : []));
}

describe('the catalogue', () => {
  it('has every English section translated into French, word for word in shape', () => {
    const problems = [...definedSections()].flatMap(([id, en]) => shapeProblems(en, fr[id], id));
    expect(problems).toEqual([]);
    expect(Object.keys(fr).filter((id) => !definedSections().has(id))).toEqual([]);
  });

  it('is really translated: most French texts differ from the English', () => {
    const sameish = [...definedSections()].flatMap(([id, en]) => {
      const frWords = strings(fr[id] ?? {});
      return strings(en).filter((s, i) => s.length > 3 && s === frWords[i]);
    });
    const total = [...definedSections().values()].flatMap(strings).length;
    expect(sameish.length / total).toBeLessThan(0.2);
  });

  it('falls back to English for a word a translation lacks, and follows the language', () => {
    addTranslations('fr', { shell: { ...(fr.shell as Words), back: undefined as unknown as string } });
    expect(textIn(shellText, 'fr').back).toBe('Back');
    expect(textIn(shellText, 'fr').home).toBe('Accueil');
    expect(textIn(shellText, 'en').home).toBe('Home');
    addTranslations('fr', fr);
    expect(textIn(shellText, 'fr').back).toBe('Retour');
  });
});
