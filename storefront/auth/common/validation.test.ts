import { afterEach, describe, expect, it } from 'vitest';
import contract from '../../../src/generated/openapi.json';
import { addTranslations } from '../../../src/i18n/text';
import { localeStore } from '../../../src/i18n/locale';
import fr from '../../../src/app/generated/translations-fr';
import { checkName, NAME_MAX_LENGTH } from './validation';

type Schemas = Record<string, { properties: Record<string, { maxLength?: number }> }>;
const schemas = (contract as unknown as { components: { schemas: Schemas } }).components.schemas;

describe('a first or last name', () => {
  afterEach(() => localeStore.setState({ locale: 'en' }));

  it('may be as long as the contract lets sign-up and the profile update take it', () => {
    for (const schema of ['RegisterRequest', 'ProfileUpdate']) {
      expect(schemas[schema].properties.first_name.maxLength).toBe(NAME_MAX_LENGTH);
      expect(schemas[schema].properties.last_name.maxLength).toBe(NAME_MAX_LENGTH);
    }
  });

  it('is asked for when blank, with the message the server gives', () => {
    expect(checkName('   ', 'first')).toBe('Enter your first name');
    expect(checkName('', 'last')).toBe('Enter your last name');
    expect(checkName(' Nia ', 'first')).toBeUndefined();
  });

  it('is refused beyond the longest the server takes, spaces around it aside', () => {
    expect(checkName('a'.repeat(NAME_MAX_LENGTH), 'last')).toBeUndefined();
    expect(checkName(` ${'a'.repeat(NAME_MAX_LENGTH)} `, 'last')).toBeUndefined();
    expect(checkName('a'.repeat(NAME_MAX_LENGTH + 1), 'last')).toBe('Use at most 100 characters');
  });

  it('is checked in the language the user chose', () => {
    addTranslations('fr', fr);
    localeStore.setState({ locale: 'fr' });
    expect(checkName('', 'first')).toBe('Saisissez votre prénom');
    expect(checkName('a'.repeat(NAME_MAX_LENGTH + 1), 'first')).toBe('100 caractères au plus');
  });
});
