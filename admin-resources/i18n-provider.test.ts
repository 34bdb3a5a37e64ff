import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from 'react-admin';
import { createAdminI18nProvider, withAppLocale } from './i18n-provider';
import { plugTranslations, setLocale } from '../src/i18n/load';
import { localeStore } from '../src/i18n/locale';

plugTranslations({ fr: () => import('../src/app/generated/translations-fr') });

/** A store that only records what it is given (react-admin's own keys). */
function fakeStore(): Store & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    setup: () => undefined,
    teardown: () => undefined,
    getItem: (key, defaultValue) => (items.has(key) ? items.get(key) : defaultValue) as never,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    removeItems: () => undefined,
    reset: () => items.clear(),
    subscribe: () => () => undefined,
  };
}

afterEach(async () => {
  await setLocale('en');
});

describe('the admin’s i18nProvider', () => {
  it('names resources, fields, choices and help texts from the catalogue, and react-admin’s buttons from its messages', () => {
    const i18n = createAdminI18nProvider();
    expect(i18n.translate('resources.trainers.name', { smart_count: 2 })).toBe('Trainers');
    expect(i18n.translate('resources.programs.fields.trainer_id')).toBe('Trainer');
    expect(i18n.translate('resources.programs.choices.status.pending_review')).toBe('Pending review');
    expect(i18n.translate('resources.cms.help.page')).toBe('Lower-case letters, digits and dashes, e.g. home.');
    expect(i18n.translate('ra.action.export')).toBe('Export');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 2, total: 2 })).toBe('1-2 of 2');
    // A key nobody gives falls back to its default, and a plain label stays as it is.
    expect(i18n.translate('resources.trainers.fields.nope', { _: 'Nope' })).toBe('Nope');
    expect(i18n.translate('Deactivate', { _: 'Deactivate' })).toBe('Deactivate');
  });

  it('switches to French with the app, and back', async () => {
    const i18n = createAdminI18nProvider();
    await i18n.changeLocale('fr');
    expect(localeStore.getState().locale).toBe('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('resources.trainers.name')).toBe('Coachs');
    expect(i18n.translate('resources.programs.choices.status.pending_review')).toBe('En attente de validation');
    expect(i18n.translate('ra.action.export')).toBe('Exporter');
    expect(i18n.translate('ra.action.create')).toBe('Créer');
    await i18n.changeLocale('en');
    expect(localeStore.getState().locale).toBe('en');
    expect(i18n.translate('resources.trainers.name')).toBe('Trainers');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });
});

describe('react-admin’s store', () => {
  it('keeps its locale in the app’s language store and everything else to itself', async () => {
    const base = fakeStore();
    const store = withAppLocale(base);
    const heard = vi.fn();
    const stop = store.subscribe('locale', heard);

    expect(store.getItem('locale')).toBe('en');
    await setLocale('fr');
    expect(store.getItem('locale')).toBe('fr');
    expect(heard).toHaveBeenCalledWith('fr');

    store.setItem('locale', 'en');
    await vi.waitFor(() => expect(localeStore.getState().locale).toBe('en'));
    expect(heard).toHaveBeenLastCalledWith('en');
    stop();

    store.setItem('sidebar.open', true);
    expect(base.items.get('sidebar.open')).toBe(true);
    expect(base.items.has('locale')).toBe(false);
  });
});
