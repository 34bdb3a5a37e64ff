/** TOTP per RFC 6238 (SHA-1, 6 digits, 30 s) through otplib; each time step is accepted once. */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Sportlink';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpSetup(secret: string, account: string) {
  const otpauth_url = generateURI({ issuer: TOTP_ISSUER, label: account, secret });
  const qr_code = await QRCode.toDataURL(otpauth_url, { margin: 1, width: 240 });
  return { otpauth_url, qr_code };
}

/**
 * Checks a code allowing one step of clock drift either way. Returns the code's time step, or null.
 * `afterStep` rejects any step at or before the last one used, so a code works once.
 */
export async function checkTotp(secret: string, code: string, afterStep: number, epochS = Math.floor(Date.now() / 1000)): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: epochS, epochTolerance: 30, afterTimeStep: afterStep > 0 ? afterStep : undefined });
    if (!result.valid) return null;
    return (result as { timeStep?: number }).timeStep ?? Math.floor(epochS / 30);
  } catch {
    return null;
  }
}
