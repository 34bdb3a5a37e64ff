import { describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES as M } from '../../../src/config/messages';
import { programRulesText } from '../common/programs/i18n/en';
import fr from '../../../src/app/generated/translations-fr';
import { addTranslations, textIn } from '../../../src/i18n/text';
import { detailsToSave, emptyForm, formProblems, formToRecord, recordToForm } from './details-form';

describe('the details form', () => {
  it('stores the price typed in major units as minor units', () => {
    expect(formToRecord({ ...emptyForm(), title: ' Run ', price: '49.90' })).toMatchObject({ title: 'Run', price: 4990, interval: null, description: null });
  });

  it('drops the billing interval of a one-time price and keeps a subscription one', () => {
    expect(formToRecord({ ...emptyForm(), pricing: 'one_time', interval: 'month' }).interval).toBeNull();
    expect(formToRecord({ ...emptyForm(), pricing: 'subscription', interval: 'year' }).interval).toBe('year');
  });

  it('shows a stored program as typed text and back', () => {
    const form = recordToForm({ title: 'Hypertrophy Block', price: 7900, duration_weeks: 12, pricing: 'subscription', interval: 'month', level: 'advanced', cover: '/uploads/a.png' });
    expect(form).toMatchObject({ price: '79.00', duration_weeks: '12', interval: 'month', level: 'advanced', cover: '/uploads/a.png' });
    expect(formToRecord(form)).toMatchObject({ price: 7900, duration_weeks: 12, interval: 'month' });
  });

  it("leaves the length out of the autosave while the program's splits make it", () => {
    const form = { ...emptyForm(), title: 'Run', duration_weeks: '6' };
    expect(detailsToSave(form, false)).toMatchObject({ title: 'Run', duration_weeks: 6 });
    expect(detailsToSave(form, true)).not.toHaveProperty('duration_weeks');
    expect(detailsToSave(form, true)).toMatchObject({ title: 'Run', price: 0 });
  });

  it('reports the rules at their fields', () => {
    expect(formProblems({ ...emptyForm(), title: 'Leg day' })).toEqual({});
    expect(formProblems(emptyForm())).toEqual({ title: M.titleLength(3, 120) });
    expect(formProblems({ ...emptyForm(), title: 'Leg day', price: '-3', duration_weeks: '' })).toEqual({ price: M.priceInvalid, duration_weeks: M.durationInvalid(1, 104) });
    expect(formProblems({ ...emptyForm(), title: 'Leg day', pricing: 'subscription' })).toEqual({ interval: M.intervalRequired });
  });

  it("says the rules' messages in French to a trainer who chose French, and in the server's English otherwise", () => {
    addTranslations('fr', fr);
    const form = { ...emptyForm(), title: 'Hy', pricing: 'subscription' as const, interval: '' as const };
    expect(formProblems(form)).toMatchObject({ title: M.titleLength(3, 120), interval: M.intervalRequired });
    expect(formProblems(form, textIn(programRulesText, 'fr'))).toMatchObject({
      title: 'Donnez au programme un titre de 3 à 120 caractères',
      interval: 'Un abonnement a besoin d’une périodicité de facturation : mensuelle ou annuelle',
    });
  });
});
