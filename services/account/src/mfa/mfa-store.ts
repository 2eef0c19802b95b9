/**
 * Two-step sign-in (TOTP) for one account: enrolment (secret, then a confirming code and ten
 * recovery codes), the second factor at sign-in, and turning it off. Wrong codes are counted
 * per account in the database (every process shares the count) and refused with 429 past
 * `MFA_MAX_FAILURES` in the window.
 */
import QRCode from 'qrcode';
import type { Db } from '@fina/db';
import { and, eq, isNull, mfaRecoveryCodes, sql, userMfa, users, count } from '@fina/db';
import { HttpError, badRequest, tooManyRequests, unauthorized } from '@fina/service-kit';
import { verifyPassword } from '../passwords';
import { MFA_MESSAGES } from './mfa-messages';
import { checkTotp, looksLikeTotp, newTotpSecret, otpauthUrl } from './otp';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';

/** Wrong codes per account before a pause of `windowMinutes`. */
export const MFA_MAX_FAILURES = 5;

export interface MfaLimits {
  windowMinutes: number;
}

type MfaRow = typeof userMfa.$inferSelect;

async function mfaRow(db: Db, userId: string): Promise<MfaRow | undefined> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row;
}

export async function mfaStatus(db: Db, userId: string) {
  const row = await mfaRow(db, userId);
  const enabled = Boolean(row?.enabledAt);
  if (!enabled) return { enabled, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return { enabled, recoveryCodesLeft: left?.n ?? 0 };
}

/** A new secret waiting for its first code (replaces an unconfirmed one). */
export async function startEnrolment(db: Db, userId: string) {
  const existing = await mfaRow(db, userId);
  if (existing?.enabledAt) throw new HttpError(409, MFA_MESSAGES.alreadyOn);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(MFA_MESSAGES.notOn);
  const secret = newTotpSecret();
  const secretEncrypted = await sealSecret(db, secret);
  await db
    .insert(userMfa)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretEncrypted, lastTimeStep: 0, failures: 0, failuresWindowStartedAt: null },
    });
  const url = otpauthUrl(secret, user.email);
  // Rendered here, as a data URL: the secret never goes to a third-party QR service.
  const qrDataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl: url, qrDataUrl };
}

/** Refuses while the account has had too many wrong codes in the window. */
function assertNotThrottled(row: MfaRow, limits: MfaLimits): void {
  if (row.failures < MFA_MAX_FAILURES || !row.failuresWindowStartedAt) return;
  const endsAt = row.failuresWindowStartedAt.getTime() + limits.windowMinutes * 60_000;
  const seconds = Math.ceil((endsAt - Date.now()) / 1000);
  if (seconds > 0) throw tooManyRequests(MFA_MESSAGES.tooMany(Math.ceil(seconds / 60)), seconds);
}

async function countFailure(db: Db, userId: string, limits: MfaLimits): Promise<void> {
  const window = sql`make_interval(mins => ${limits.windowMinutes}::integer)`;
  const expired = sql`${userMfa.failuresWindowStartedAt} is null
    or ${userMfa.failuresWindowStartedAt} + ${window} <= now()`;
  await db
    .update(userMfa)
    .set({
      failures: sql`case when ${expired} then 1 else ${userMfa.failures} + 1 end`,
      failuresWindowStartedAt: sql`case when ${expired} then now() else ${userMfa.failuresWindowStartedAt} end`,
    })
    .where(eq(userMfa.userId, userId));
}

/**
 * A TOTP code newer than the last one accepted: records its time step (so it works once) and
 * clears the failures. False when wrong.
 */
async function acceptTotp(db: Db, row: MfaRow, code: string): Promise<boolean> {
  const secret = await openSecret(db, row.secretEncrypted);
  const step = checkTotp(secret, code, row.lastTimeStep);
  if (step === undefined) return false;
  // Conditional on the step, so two requests racing with one code cannot both pass.
  const updated = await db
    .update(userMfa)
    .set({ lastTimeStep: step, failures: 0, failuresWindowStartedAt: null })
    .where(and(eq(userMfa.userId, row.userId), sql`${userMfa.lastTimeStep} < ${step}`))
    .returning({ userId: userMfa.userId });
  return updated.length === 1;
}

/** Spends a recovery code (once: the update is conditional on it being unused). */
async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  if (spent.length === 0) return false;
  await db
    .update(userMfa)
    .set({ failures: 0, failuresWindowStartedAt: null })
    .where(eq(userMfa.userId, userId));
  return true;
}

/** Turns MFA on with the first code; answers the recovery codes (shown once). */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  code: string,
  limits: MfaLimits,
): Promise<string[]> {
  const row = await mfaRow(db, userId);
  if (!row) throw badRequest(MFA_MESSAGES.notStarted, 'code');
  if (row.enabledAt) throw new HttpError(409, MFA_MESSAGES.alreadyOn);
  assertNotThrottled(row, limits);
  if (!(await acceptTotp(db, row, code))) {
    await countFailure(db, userId, limits);
    throw badRequest(MFA_MESSAGES.wrongSetupCode, 'code');
  }
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    await tx
      .update(userMfa)
      .set({ enabledAt: sql`now()` })
      .where(eq(userMfa.userId, userId));
  });
  return codes;
}

/** Whether the account needs a second factor at sign-in. */
export async function mfaEnabled(db: Db, userId: string): Promise<boolean> {
  return Boolean((await mfaRow(db, userId))?.enabledAt);
}

/**
 * The second factor: a TOTP code or an unused recovery code. Throws 429 while throttled and
 * `onWrong()`'s error for a wrong code (after counting it).
 */
export async function verifySecondFactor(
  db: Db,
  userId: string,
  code: string,
  limits: MfaLimits,
  onWrong: () => Error = () => unauthorized(MFA_MESSAGES.wrongCode),
): Promise<'totp' | 'recovery'> {
  const row = await mfaRow(db, userId);
  if (!row?.enabledAt) throw unauthorized(MFA_MESSAGES.notOn);
  assertNotThrottled(row, limits);
  if (looksLikeTotp(code)) {
    if (await acceptTotp(db, row, code)) return 'totp';
  } else if (await spendRecoveryCode(db, userId, code)) {
    return 'recovery';
  }
  await countFailure(db, userId, limits);
  throw onWrong();
}

/** Off: needs the password and a code (or a recovery code). */
export async function disableMfa(
  db: Db,
  userId: string,
  input: { currentPassword: string; code: string },
  limits: MfaLimits,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(MFA_MESSAGES.wrongPassword, 'current_password');
  }
  await verifySecondFactor(db, userId, input.code, limits, () =>
    badRequest(MFA_MESSAGES.wrongCode, 'code'),
  );
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  });
}
