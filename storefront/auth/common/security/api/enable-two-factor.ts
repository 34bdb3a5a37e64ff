/** POST lambda `two-factor/enable`: starts setup; answers the otpauth URL and its QR image (a data URL), shown once. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type TwoFactorSetup = components['schemas']['TwoFactorEnableResponse'];

export function enableTwoFactor(): Promise<TwoFactorSetup> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/two-factor/enable', { params: { path: onPath() } }));
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** The secret of an otpauth:// URL, for typing into an app by hand; null when there is none. */
export function secretOf(otpauthUrl: string): string | null {
  try {
    return new URL(otpauthUrl).searchParams.get('secret');
  } catch {
    return null;
  }
}
