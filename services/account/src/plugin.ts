/**
 * The account service (spec section 7), registered by the host under /api/account.
 * Every route comes from `accountCalls` in @fina/contract.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountCalls } from '@fina/contract';
import { eq, newsletterSubscribers, users } from '@fina/db';
import {
  currentUser,
  registerCall,
  signToken,
  tooManyRequests,
  unauthorized,
} from '@fina/service-kit';
import { createAccount, earlyAdopterStatus, seedAdmin, verifyLogin } from './accounts';
import { registerAdminCalls } from './admin/routes';
import { registerCompanyCalls } from './companies/routes';
import { registerMfaCalls } from './mfa/routes';
import { mfaEnabled } from './mfa/mfa-store';
import { signChallenge } from './mfa/sign-in-challenge';
import { endSession } from './sessions/sessions';
import { countriesIn } from './countries';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import { registerOnboardingCalls } from './onboarding/routes';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerSettingsCalls } from './settings/routes';
import { ACCOUNT_MESSAGES, toPublicUser } from './users';

export interface AccountServiceOptions {
  /** Replaces the SMTP/outbox mailer (tests). */
  mailer?: Mailer;
}

/** `PUBLIC_URL`, else the origin the request came to (see services/README.md). */
function appOrigin(request: FastifyRequest): string {
  return request.server.serviceConfig.publicUrl ?? `${request.protocol}://${request.host}`;
}

export const accountService: FastifyPluginAsync<AccountServiceOptions> = async (app, options) => {
  const config = app.serviceConfig;
  const mailer =
    options.mailer ??
    createMailer(app.db, { ...config.mail, development: !config.production }, app.log);
  app.addHook('onClose', () => mailer.drain());
  if (config.admin) {
    await seedAdmin(app.db, config.admin, app.log, {
      promoteExisting: config.adminPromoteExisting,
    });
  }

  const perAddress = {
    max: config.rateLimit.publicPerAddressPerMinute,
    timeWindow: '1 minute',
  };

  registerCall(app, accountCalls.health, async () => ({
    status: 'ok' as const,
    service: 'account' as const,
  }));

  registerCall(
    app,
    accountCalls.login,
    async (request) => {
      const user = await verifyLogin(app.db, request.body, config.rateLimit);
      // Password right; with two-step sign-in on, the session comes from login_mfa.
      if (await mfaEnabled(app.db, user.id)) {
        return { mfa_required: true as const, mfa_token: signChallenge(app, user) };
      }
      return { token: signToken(app, user), user: toPublicUser(user) };
    },
    {
      rateLimit: {
        max: config.rateLimit.loginPerAddressPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(ACCOUNT_MESSAGES.tooManyFromAddress(context.after), context.ttl / 1000),
      },
    },
  );

  registerCall(
    app,
    accountCalls.createAccount,
    async (request, reply) => {
      const { email, password, early_adopter: wantsPlace = false } = request.body;
      const { user, earlyAdopter } = await createAccount(
        app.db,
        { email, password, earlyAdopter: wantsPlace },
        config.earlyAdopter,
      );
      reply.code(201);
      const message = !wantsPlace
        ? ACCOUNT_MESSAGES.created
        : earlyAdopter
          ? ACCOUNT_MESSAGES.createdEarlyAdopter
          : ACCOUNT_MESSAGES.offerClosed;
      return { message, user_id: user.id, early_adopter: earlyAdopter };
    },
    { rateLimit: perAddress },
  );

  registerCall(app, accountCalls.logout, async (request) => {
    await endSession(app.db, currentUser(request));
    return { message: ACCOUNT_MESSAGES.loggedOut };
  });

  registerCall(app, accountCalls.getUserDetails, async (request) => {
    const [row] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, currentUser(request).id));
    if (!row) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
    return toPublicUser(row);
  });

  registerCall(
    app,
    accountCalls.requestPasswordReset,
    async (request) => {
      await requestPasswordReset(app.db, mailer, {
        email: request.body.email,
        origin: appOrigin(request),
        ttlMinutes: config.resetTokenTtlMinutes,
      });
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
    { rateLimit: perAddress },
  );

  registerCall(
    app,
    accountCalls.resetPassword,
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
    { rateLimit: perAddress },
  );

  registerCall(
    app,
    accountCalls.subscribeNewsletter,
    async (request) => {
      const inserted = await app.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      const already = inserted.length === 0;
      return {
        message: already ? ACCOUNT_MESSAGES.alreadySubscribed : ACCOUNT_MESSAGES.subscribed,
        already_subscribed: already,
      };
    },
    { rateLimit: perAddress },
  );

  registerCall(app, accountCalls.earlyAdopterStatus, async () =>
    earlyAdopterStatus(app.db, config.earlyAdopter),
  );

  registerOnboardingCalls(app);
  registerCompanyCalls(app);
  registerSettingsCalls(app);
  registerMfaCalls(app);
  registerAdminCalls(app);

  registerCall(app, accountCalls.countries, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return { countries: countriesIn(request.query.language) };
  });
};
