import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-redirect';

describe('signInPath', () => {
  it('returns to the page, query included, once signed in', () => {
    expect(signInPath('/athlete/trainer-details?trainerId=4')).toBe('/login?redirect_uri=%2Fathlete%2Ftrainer-details%3FtrainerId%3D4');
    expect(signInPath('/athlete/program/4')).toBe('/login?redirect_uri=%2Fathlete%2Fprogram%2F4');
  });
});
