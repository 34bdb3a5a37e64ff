import { describe, expect, it } from 'vitest';
import { languageLabel, readerLanguage } from './translate-post';

describe("a post's translation language", () => {
  it("is the reader's first usable browser language, else English", () => {
    expect(readerLanguage(['es-ES', 'en'])).toBe('es-ES');
    expect(readerLanguage(['*', 'pt-BR'])).toBe('pt-BR');
    expect(readerLanguage([])).toBe('en');
  });

  it('is named in words', () => {
    expect(languageLabel('es')).toBe('Spanish');
    expect(languageLabel('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageLabel('es', 'fr')).toBe('espagnol');
  });
});
