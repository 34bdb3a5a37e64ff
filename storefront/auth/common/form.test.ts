import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { FORM_ERROR, showServerErrors } from './form';
import { checkCode } from './validation';

const FIELDS = ['invitation_token', 'email', 'password'] as const;

describe('showServerErrors', () => {
  it('sets the message at the field the server named, and nothing for the form', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'This password is too common; choose another', { validation: { password: 'is too common' } });
    showServerErrors(setError, error, FIELDS);
    expect(setError.mock.calls).toEqual([['password', { type: 'server', message: 'This password is too common; choose another' }]]);
  });

  it('sets the form’s message when no field takes it', () => {
    const setError = vi.fn();
    showServerErrors(setError, new TypeError('Failed to fetch'), FIELDS);
    expect(setError.mock.calls).toEqual([[FORM_ERROR, { type: 'server', message: 'Failed to fetch' }]]);
  });

  it('keeps no message for a field the form does not show', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Enter the invitation code', { validation: { invitation_token: 'is required' } });
    showServerErrors(setError, error, FIELDS, { shown: ['email', 'password'] });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('checkCode', () => {
  it('asks for 6 characters besides spaces and dashes', () => {
    expect(checkCode(' 123 45 ', 'Enter the code')).toBe('Enter the code');
    expect(checkCode('123-456', 'Enter the code')).toBeUndefined();
    expect(checkCode('abcd-efgh-ij', 'Enter the code')).toBeUndefined();
  });
});
