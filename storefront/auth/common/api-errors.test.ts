import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { MESSAGES } from '../../../src/config/messages';
import { errorText, formErrors } from './api-errors';

const FIELDS = ['email', 'password'] as const;

describe('formErrors', () => {
  it("puts a 422's sentence at the one field it names", () => {
    const error = new ApiError(422, 'This password is too common; choose another', { validation: { password: 'is too common' } });
    expect(formErrors(error, FIELDS)).toEqual({ fields: { password: 'This password is too common; choose another' }, form: null });
  });

  it('puts a 409 at the conflict field', () => {
    const error = new ApiError(409, 'An account with this email already exists');
    expect(formErrors(error, FIELDS, { conflictField: 'email' })).toEqual({ fields: { email: 'An account with this email already exists' }, form: null });
  });

  it('labels schema errors (400) field by field', () => {
    const error = new ApiError(400, 'body: email must match format "email"', { validation: { email: 'must match format "email"' } });
    expect(formErrors(error, FIELDS, { labels: { email: 'Email' } }).fields).toEqual({ email: 'Email must match format "email"' });
  });

  it('shows for the form what belongs to no field (an expired link)', () => {
    const error = new ApiError(422, 'This link has expired. Ask for a new one.', { validation: { token: 'has expired' } });
    expect(formErrors(error, FIELDS)).toEqual({ fields: {}, form: 'This link has expired. Ask for a new one.' });
  });

  it('leaves the deactivated-account refusal to the toast, and never shows a bare TOKEN_EXPIRED', () => {
    expect(formErrors(new ApiError(403, MESSAGES.accountDeactivated), FIELDS)).toEqual({ fields: {}, form: null });
    expect(errorText(new ApiError(401, MESSAGES.tokenExpired))).toBe('Your session has ended.');
    expect(formErrors(new TypeError('Failed to fetch'), FIELDS).form).toBe('Failed to fetch');
  });
});
