/**
 * Ten single-use recovery codes per enrolment, `xxxxx-xxxxx` (50 random bits each), shown
 * once and stored as sha256 only (their entropy makes a slow hash unnecessary).
 */
import crypto from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud safely

function randomCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
}

/** Case, spaces and dashes do not matter when the user types it. */
export function hashRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, '');
  return crypto.createHash('sha256').update(normal).digest('hex');
}
