import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { MESSAGES, PROFILE_MESSAGES as M } from '../../../src/config/messages';
import { numberOrNull, numberText, shownErrors } from './form';

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
