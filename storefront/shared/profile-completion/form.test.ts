import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { MESSAGES, PROFILE_MESSAGES as M } from '../../../src/config/messages';
import { PROFILE_LABELS } from '../../../src/domain/profile-completion';
import { completionResolver, namesNeeded, numberOrNull, numberText, shownErrors, type CommonValues } from './form';

const labels = { bio: 'Bio', years_experience: 'Years of experience' };

describe('number fields', () => {
  it('read empty as none, a decimal comma as a point, and junk as NaN', () => {
    expect(numberOrNull('  ')).toBeNull();
    expect(numberOrNull('68,5')).toBe(68.5);
    expect(numberOrNull(' 12 ')).toBe(12);
    expect(numberOrNull('ten')).toBeNaN();
    expect(numberText(68.5)).toBe('68.5');
    expect(numberText(null)).toBe('');
  });
});

describe('a refused completion at the fields', () => {
  it('shows the rules’ sentences of a 422 at their fields, with no second message', () => {
    const error = new ApiError(422, M.checkFields([M.bioRequired]), { validation: { bio: M.bioRequired } });
    expect(shownErrors(error, labels)).toEqual({ fields: { bio: M.bioRequired }, form: null });
  });

  it('labels a 400 schema fragment, and keeps the message for fields the form does not have', () => {
    expect(shownErrors(new ApiError(400, 'body: years_experience must be <= 80', { validation: { years_experience: 'must be <= 80' } }), labels)).toEqual({
      fields: { years_experience: 'Years of experience must be <= 80' },
      form: null,
    });
    expect(shownErrors(new ApiError(422, 'x', { validation: { goals: 'nope', bio: 'no' } }), labels)).toEqual({ fields: { bio: 'no' }, form: 'x' });
  });

  it('leaves the deactivated-account refusal to the app’s toast, and shows anything else as one message', () => {
    expect(shownErrors(new ApiError(403, MESSAGES.accountDeactivated), labels)).toEqual({ fields: {}, form: null });
    expect(shownErrors(new ApiError(500, 'Internal server error'), labels)).toEqual({ fields: {}, form: 'Internal server error' });
    expect(shownErrors(new TypeError('Failed to fetch'), labels)).toEqual({ fields: {}, form: 'Failed to fetch' });
  });
});

describe('the form’s resolver', () => {
  type Values = CommonValues & { bio: string };
  const nameLabels = { first_name: PROFILE_LABELS.first_name, last_name: PROFILE_LABELS.last_name };
  /** A role of one field whose rule wants it filled in (the real roles' are in roles.test.ts). */
  const resolver = (photo: string | null, names: { first_name?: string | null; last_name?: string | null }) =>
    completionResolver<Values, { bio: string }>({
      photo,
      names,
      nameLabels,
      messages: M,
      request: (values) => ({ bio: values.bio }),
      check: (body) => (body.bio ? {} : { bio: M.bioRequired }),
    });
  const values = (v: Partial<Values>): Values => ({ photo: '/uploads/2024/01/a.png', first_name: 'Tess', last_name: 'Trainer', bio: 'Coach', ...v });
  const run = (r: ReturnType<typeof resolver>, v: Values) => r(v, undefined, { fields: {}, shouldUseNativeValidation: undefined });

  it('asks for the names only while the account lacks one', () => {
    expect(namesNeeded({ first_name: 'Tess', last_name: 'Trainer' })).toBe(false);
    expect(namesNeeded({ first_name: 'Tess', last_name: ' ' })).toBe(true);
    expect(namesNeeded({ first_name: null, last_name: 'Trainer' })).toBe(true);
  });

  it('sends the role’s fields, the photo only when it changed, and the names only when asked for', async () => {
    const named = { first_name: 'Tess', last_name: 'Trainer' };
    expect(await run(resolver('/uploads/2024/01/a.png', named), values({}))).toEqual({ values: { bio: 'Coach' }, errors: {} });
    expect(await run(resolver('/uploads/2024/01/a.png', named), values({ photo: null }))).toEqual({ values: { photo: null, bio: 'Coach' }, errors: {} });
    expect(await run(resolver(null, {}), values({ photo: '/uploads/2024/01/b.png', first_name: 'Nia', last_name: 'Runner' }))).toEqual({
      values: { photo: '/uploads/2024/01/b.png', bio: 'Coach', first_name: 'Nia', last_name: 'Runner' },
      errors: {},
    });
  });

  it('puts the rules’ messages at their fields, the names’ with the role’s, and sends nothing', async () => {
    const r = resolver(null, { first_name: null, last_name: null });
    expect(await run(r, values({ photo: null, first_name: '', last_name: ' ', bio: '' }))).toEqual({
      values: {},
      errors: { bio: { type: 'validate', message: M.bioRequired }, first_name: { type: 'validate', message: M.firstNameRequired }, last_name: { type: 'validate', message: M.lastNameRequired } },
    });
  });
});
