/**
 * Bearer JWT auth. The token carries the user id, the session version and its own id (jti);
 * a request checks the user's row in one query (with whether this token was ended by logout
 * and whether two-step sign-in is on), so a role change, a deactivation, a password or email
 * change, a reset or a logout applies at once. A session that passed is remembered for
 * SESSION_CACHE_MS (session-cache.ts: the trade-off, and why writes still apply at once).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { UserRole } from '@fina/contract';
import { SERVICE_PREFIX, accountCalls } from '@fina/contract';
import { ensureSetting, eq, revokedSessions, sql, userMfa, users } from '@fina/db';
import { HttpError, forbidden, unauthorized } from './http-error';
import type { CachedSession, SessionCache } from './session-cache';

export interface AuthUser {
  id: string;
  role: UserRole;
  /** The token's id (absent only on users set by hand in tests). */
  jti?: string;
  /** When the token expires (seconds since the epoch). */
  exp?: number;
  /** Two-step sign-in is on for this account. */
  mfaEnabled?: boolean;
}
export interface TokenPayload {
  sub: string;
  role: UserRole;
  /** The user's session version when the token was issued. */
  sv: number;
  /** The session's own id: logout ends this token only. Required for a session token. */
  jti?: string;
  /** Set on the short-lived token between the password and the code: never a session. */
  mfa?: boolean;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Sign in to continue: this call needs an Authorization: Bearer token.',
  invalid: 'Your session has expired or is not valid. Please sign in again.',
  deactivated: 'This account has been deactivated. Contact support to restore it.',
  adminOnly: 'This call is for administrators only.',
  mfaSetupRequired:
    'Administrators must turn on two-step sign-in first: open Settings, Two-step sign-in.',
} as const;

/**
 * What an admin may call before enrolling when MFA_REQUIRED_FOR_ADMINS is on: reading who
 * they are, the two-step sign-in set-up, and logout.
 */
const ALLOWED_BEFORE_ADMIN_MFA = new Set(
  [
    accountCalls.getUserDetails,
    accountCalls.logout,
    accountCalls.mfaStatus,
    accountCalls.mfaEnrol,
    accountCalls.mfaConfirm,
  ].map((def) => `${SERVICE_PREFIX[def.service]}/${def.path}`),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Registers @fastify/jwt with JWT_SECRET, or with a secret generated once and kept in the DB. */
export async function registerJwt(app: FastifyInstance) {
  const { jwt } = app.serviceConfig;
  const secret =
    jwt.secret ??
    (await ensureSetting(app.db, 'jwt_secret', () => crypto.randomBytes(48).toString('base64url')));
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: jwt.expiresIn },
    verify: { algorithms: ['HS256'] },
  });
}

export function signToken(
  app: FastifyInstance,
  user: AuthUser & { sessionVersion: number },
): string {
  return app.jwt.sign({
    sub: user.id,
    role: user.role,
    sv: user.sessionVersion,
    jti: crypto.randomUUID(),
  });
}

/** onRequest hook of every 'user' and 'admin' call: sets `request.user` or answers 401. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  if (!token) throw unauthorized(AUTH_MESSAGES.missing);
  const cache = request.server.sessionCache;
  const session =
    cache.recall(token) ??
    (await cache.checkOnce(token, () => checkSession(request, token, cache)));
  request.user = session;
  if (
    session.role === 'admin' &&
    request.server.serviceConfig.mfaRequiredForAdmins &&
    !session.mfaEnabled &&
    !ALLOWED_BEFORE_ADMIN_MFA.has(request.routeOptions.url ?? '')
  ) {
    throw forbidden(AUTH_MESSAGES.mfaSetupRequired);
  }
}

/** Verifies the token and reads the user's row; a session that passes is remembered briefly. */
async function checkSession(
  request: FastifyRequest,
  token: string,
  cache: SessionCache,
): Promise<CachedSession> {
  let payload: TokenPayload;
  try {
    payload = request.server.jwt.verify<TokenPayload>(token);
  } catch {
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
  if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) {
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
  if (payload.mfa || typeof payload.jti !== 'string' || !isUuid(payload.jti)) {
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
  const generation = cache.generation;
  // One query per check: the user, whether this token was ended by logout, and MFA.
  const [row] = await request.server.db
    .select({
      id: users.id,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      sessionVersion: users.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions}
        where ${revokedSessions.jti} = ${payload.jti})`,
      mfaEnabled: sql<boolean>`exists (select 1 from ${userMfa}
        where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, payload.sub));
  if (!row) throw unauthorized(AUTH_MESSAGES.invalid);
  // 401 (not 410) so that the client drops the token; the next sign-in answers 410.
  if (row.deactivatedAt) throw unauthorized(AUTH_MESSAGES.deactivated);
  if (payload.sv !== row.sessionVersion || row.revoked) {
    throw unauthorized(AUTH_MESSAGES.invalid);
  }
  const session: CachedSession = Object.freeze({
    id: row.id,
    role: row.role,
    jti: payload.jti,
    exp: payload.exp,
    mfaEnabled: row.mfaEnabled,
  });
  cache.remember(token, session, generation);
  return session;
}

/** onRequest hook of 'admin' calls, after `authenticate`. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminOnly);
}

/** The signed-in user of an authenticated call (throws if the route is public). */
export function currentUser(request: FastifyRequest): AuthUser {
  const user = request.user as AuthUser | undefined;
  if (!user?.id) throw new HttpError(500, 'currentUser() called on a public route');
  return user;
}
