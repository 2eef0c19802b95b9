/** Settings calls that are not company-scoped: the personal information. */
import type { FastifyInstance } from 'fastify';
import { onboardingCalls } from '@fina/contract';
import { currentUser, registerCall, tooManyRequests } from '@fina/service-kit';
import { toPublicUser } from '../users';
import { PERSONAL_INFO_MESSAGES, updatePersonalInfo } from './personal-info';

export function registerSettingsCalls(app: FastifyInstance): void {
  registerCall(
    app,
    onboardingCalls.updatePersonalInfo,
    async (request) =>
      toPublicUser(await updatePersonalInfo(app.db, currentUser(request).id, request.body)),
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
