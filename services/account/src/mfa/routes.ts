/** Two-step sign-in: the second sign-in step, and the Settings section's calls. */
import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@fina/contract';
import { currentUser, registerCall, signToken, tooManyRequests } from '@fina/service-kit';
import { toPublicUser } from '../users';
import { MFA_MESSAGES } from './mfa-messages';
import {
  confirmEnrolment,
  disableMfa,
  mfaStatus,
  startEnrolment,
  verifySecondFactor,
} from './mfa-store';
import { openChallenge } from './sign-in-challenge';

export function registerMfaCalls(app: FastifyInstance): void {
  const config = app.serviceConfig;
  const limits = { windowMinutes: config.rateLimit.accountLockMinutes };
  // Codes are guessable in principle: limited per address here, per account in the database.
  const perAddress = {
    max: config.rateLimit.loginPerAddressPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string; ttl: number }) =>
      tooManyRequests(MFA_MESSAGES.tooManyFromAddress(context.after), context.ttl / 1000),
  };

  registerCall(
    app,
    accountCalls.loginMfa,
    async (request) => {
      const user = await openChallenge(app, app.db, request.body.mfa_token);
      await verifySecondFactor(app.db, user.id, request.body.code, limits);
      return { token: signToken(app, user), user: toPublicUser(user) };
    },
    { rateLimit: perAddress },
  );

  registerCall(app, accountCalls.mfaStatus, async (request) => {
    const user = currentUser(request);
    const status = await mfaStatus(app.db, user.id);
    return {
      enabled: status.enabled,
      required: user.role === 'admin' && config.mfaRequiredForAdmins,
      recovery_codes_left: status.recoveryCodesLeft,
    };
  });

  registerCall(app, accountCalls.mfaEnrol, async (request) => {
    const started = await startEnrolment(app.db, currentUser(request).id);
    return {
      secret: started.secret,
      otpauth_url: started.otpauthUrl,
      qr_data_url: started.qrDataUrl,
    };
  });

  registerCall(
    app,
    accountCalls.mfaConfirm,
    async (request) => ({
      message: MFA_MESSAGES.enabled,
      recovery_codes: await confirmEnrolment(
        app.db,
        currentUser(request).id,
        request.body.code,
        limits,
      ),
    }),
    { rateLimit: perAddress },
  );

  registerCall(
    app,
    accountCalls.mfaDisable,
    async (request) => {
      await disableMfa(
        app.db,
        currentUser(request).id,
        { currentPassword: request.body.current_password, code: request.body.code },
        limits,
      );
      return { message: MFA_MESSAGES.disabled };
    },
    { rateLimit: perAddress },
  );
}
