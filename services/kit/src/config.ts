/**
 * The services' configuration, read from the environment once at start-up and validated:
 * a bad value stops the start with a message naming the variable.
 */
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * `false`/`0` (default), a hop count, or a comma list of proxy addresses/CIDRs. Never "trust
 * all": with `true` any client could pick its own address through X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .trim()
  .refine((value) => value.toLowerCase() !== 'true', {
    message:
      'true would trust every X-Forwarded-For hop (a client could choose its own address): give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.2)',
  })
  .transform((value): false | number | string[] => {
    if (value === '' || value.toLowerCase() === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  })
  .refine(
    (value) =>
      !Array.isArray(value) || value.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)),
    'must be a hop count or a comma list of proxy IP addresses (CIDR allowed)',
  );

/** Fastify's option for it: a hop count becomes "trust the first n hops" (proxy-addr). */
export function fastifyTrustProxy(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/**
 * Variables read by other modules (the database, the migrations, the model, the workbook
 * gate): checked here too, so a bad value stops the start-up with the variable's name
 * instead of failing later, in the middle of a request.
 */
const nonNegativeInt = z.coerce.number().int().min(0);
/** How long a checked session is trusted without the database (see session-cache.ts). */
export const DEFAULT_SESSION_CACHE_MS = 2000;
const existingFolder = (what: string) =>
  z
    .string()
    .trim()
    .refine((dir) => fs.existsSync(path.join(dir, what)), `must be a folder holding ${what}`);
const runtimeVariables = {
  DATA_DIR: optionalText,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_SIZE: positiveInt.optional(),
  FINA_MIGRATIONS_DIR: existingFolder('meta/_journal.json').optional(),
  LLM_BASE_URL: z.url('must be a URL such as http://localhost:11434/v1').optional(),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_TIMEOUT_MS: positiveInt.optional(),
  GATE_MAX_WORKERS: positiveInt.optional(),
  GATE_MAX_QUEUE: nonNegativeInt.optional(),
  GATE_WORKER_DIR: z
    .string()
    .trim()
    .refine((dir) => fs.existsSync(dir), 'must be an existing folder')
    .optional(),
  GATE_DEBUG: optionalText,
  ANALYST_DEBUG: optionalText,
};

const envSchema = z.object({
  ...runtimeVariables,
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
  TRUST_PROXY: trustProxy.default(false),
  ADMIN_PROMOTE_EXISTING: flag.default(false),
  MFA_REQUIRED_FOR_ADMINS: flag.default(false),
  USER_WORKBOOK_QUOTA_MB: positiveInt.default(200),
  SESSION_CACHE_MS: nonNegativeInt.default(DEFAULT_SESSION_CACHE_MS),
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
  /** Fastify's trustProxy: false, a hop count or the proxies' addresses; never `true`. */
  trustProxy: false | number | string[];
  /** ADMIN_EMAIL may turn an existing non-admin account into an admin only with this flag. */
  adminPromoteExisting: boolean;
  /** Admins must enrol in two-step sign-in before any other call (MFA_REQUIRED_FOR_ADMINS). */
  mfaRequiredForAdmins: boolean;
  /** Sum of stored chat workbooks per user, in bytes (USER_WORKBOOK_QUOTA_MB). */
  userWorkbookQuotaBytes: number;
  /**
   * How long this process trusts a session it checked, in ms (SESSION_CACHE_MS; 0 = every call
   * reads the user's row). Writes in this process apply at once; others' after this long.
   */
  sessionCacheMs?: number;
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
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new ConfigError(
      'Invalid environment: set both LLM_BASE_URL and LLM_MODEL to use a model, or neither.',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid environment: PUBLIC_URL is required in production (the origin of the web app, e.g. https://app.example.com): reset links must not take their origin from the request.',
    );
  }
  return {
    production,
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
    adminPromoteExisting: e.ADMIN_PROMOTE_EXISTING,
    mfaRequiredForAdmins: e.MFA_REQUIRED_FOR_ADMINS,
    userWorkbookQuotaBytes: e.USER_WORKBOOK_QUOTA_MB * 1024 * 1024,
    sessionCacheMs: e.SESSION_CACHE_MS,
  };
}
