/** Settings calls that are not company-scoped: the personal information. */
import type { FastifyInstance } from 'fastify';
import { onboardingCalls } from '@fina/contract';
import { currentUser, registerCall, signToken, tooManyRequests } from '@fina/service-kit';
import { toPublicUser } from '../users';
import { PERSONAL_INFO_MESSAGES, updatePersonalInfo } from './personal-info';

export function registerSettingsCalls(app: FastifyInstance): void {
  registerCall(
    app,
    onboardingCalls.updatePersonalInfo,
    async (request) => {
      const { user, credentialsChanged } = await updatePersonalInfo(
        app.db,
        currentUser(request).id,
        request.body,
      );
      // Every older token stopped working; this session goes on with a fresh one.
      return credentialsChanged
        ? { ...toPublicUser(user), token: signToken(app, user) }
        : toPublicUser(user);
    },
    {
      // It checks a password (current_password): limited like sign-ins, so that a borrowed
      // session cannot be used to guess the password quickly.
      rateLimit: {
        max: app.serviceConfig.rateLimit.loginPerAddressPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) =>
          tooManyRequests(PERSONAL_INFO_MESSAGES.tooMany(context.after), context.ttl / 1000),
      },
    },
  );
}
