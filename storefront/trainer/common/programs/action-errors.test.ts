import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { MESSAGES } from '../../../../src/config/messages';
import { actionErrorText } from './action-errors';

describe('a failed studio action', () => {
  it("leaves the deactivated-account refusal and the session's expiry to the app", () => {
    expect(actionErrorText(new ApiError(403, MESSAGES.accountDeactivated))).toBeNull();
    expect(actionErrorText(new ApiError(401, MESSAGES.tokenExpired))).toBeNull();
  });

  it("shows the server's message otherwise", () => {
    expect(actionErrorText(new ApiError(422, 'Add at least one split'))).toBe('Add at least one split');
    expect(actionErrorText(new ApiError(403, 'You can duplicate only your own programs'))).toBe('You can duplicate only your own programs');
    expect(actionErrorText('weird')).toBe(MESSAGES.defaultError);
  });
});
