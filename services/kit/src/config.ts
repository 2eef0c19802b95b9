/**
 * The services' configuration, read from the environment once at start-up and validated:
 * a bad value stops the start with a message naming the variable.
 */
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));
const positiveInt = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** `YYYY-MM-DD` (the offer lasts to the end of that day, UTC) or a full ISO date-time. */
const offerEnd = z
  .string()
  .trim()
  .refine((value) => parseOfferEnd(value) !== undefined, 'must be YYYY-MM-DD or an ISO date-time');

export function parseOfferEnd(value: string): Date | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return undefined;
  return day ? new Date(date.getTime() + 24 * 3600 * 1000) : date;
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z
    .string()
    .min(
      32,
      'must be at least 32 characters (or unset it: a generated secret is kept in the database)',
    )
    .optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Fina <no-reply@fina.local>'),
  EARLY_ADOPTER_ENDS: offerEnd.default('2027-10-25'),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  PUBLIC_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  ACCOUNT_MAX_FAILED_LOGINS: positiveInt.default(10),
  ACCOUNT_LOCK_MINUTES: positiveInt.default(15),
  BODY_LIMIT: positiveInt.default(1024 * 1024),
  UPLOAD_LIMIT: positiveInt.default(10 * 1024 * 1024),
  TRUST_PROXY: flag.default(false),
});

export interface ServiceConfig {
  production: boolean;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  jwt: { secret?: string; expiresIn: string };
  /** The first admin, created at start-up when missing (DECISIONS.md). */
  admin?: { email: string; password: string };
  /** Origin of the web app for links in mails; else the request's own origin. */
  publicUrl?: string;
  mail: { smtpUrl?: string; from: string };
  earlyAdopter: { ends: string; endsAt: Date };
  resetTokenTtlMinutes: number;
  rateLimit: {
    /** Sign-ins per minute from one address (in memory, per process). */
    loginPerAddressPerMinute: number;
    /** Other public writes (register, reset, newsletter) per minute from one address. */
    publicPerAddressPerMinute: number;
    /** Failed sign-ins on one account before it is locked for `accountLockMinutes` (in the DB). */
    accountMaxFailures: number;
    accountLockMinutes: number;
  };
  bodyLimit: number;
  uploadLimit: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.',
    );
  }
  return {
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    jwt: { secret: e.JWT_SECRET, expiresIn: e.JWT_EXPIRES_IN },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    earlyAdopter: { ends: e.EARLY_ADOPTER_ENDS, endsAt: parseOfferEnd(e.EARLY_ADOPTER_ENDS)! },
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    rateLimit: {
      loginPerAddressPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      publicPerAddressPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
      accountMaxFailures: e.ACCOUNT_MAX_FAILED_LOGINS,
      accountLockMinutes: e.ACCOUNT_LOCK_MINUTES,
    },
    bodyLimit: e.BODY_LIMIT,
    uploadLimit: e.UPLOAD_LIMIT,
    trustProxy: e.TRUST_PROXY,
  };
}
