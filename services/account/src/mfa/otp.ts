/**
 * TOTP (RFC 6238) through otplib: secrets, the otpauth:// URI for authenticator apps, and
 * code checks with replay protection. Nothing leaves the server.
 */
import Module from 'node:module';
import type * as Otplib from 'otplib';

/**
 * otplib's CommonJS build requires @scure/base, an ES module. Node 20.19+ can require() it;
 * jest's module sandbox cannot (before node 24.9). So the library is loaded by node's own
 * CommonJS loader, as kit/src/testing.ts does for light-my-request (the same module in
 * production and in tests).
 */
const loader = Module as unknown as { _load: (request: string, parent: null) => unknown };
const otplib = loader._load(require.resolve('otplib'), null) as typeof Otplib;

export const TOTP_ISSUER = 'Fina';
/** One 30 s step either side: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return otplib.generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, account: string): string {
  return otplib.generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** Six digits, spaces allowed ("123 456"). */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * The time step the code belongs to when it is right and newer than `afterTimeStep` (a code
 * is accepted once), else undefined.
 */
export function checkTotp(
  secret: string,
  code: string,
  afterTimeStep: number,
  epoch = Math.floor(Date.now() / 1000),
): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = otplib.verifySync({
    secret,
    token,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The current code (tests). */
export function totpCode(secret: string, epoch = Math.floor(Date.now() / 1000)): string {
  return otplib.generateSync({ secret, epoch });
}
