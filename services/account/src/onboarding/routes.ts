/** Onboarding calls: the questionnaire's answers of the signed-in user. */
import type { FastifyInstance } from 'fastify';
import { onboardingCalls } from '@fina/contract';
import { currentUser, registerCall } from '@fina/service-kit';
import { loadOnboardingInfo, saveOnboardingInfo } from './onboarding-info';

export function registerOnboardingCalls(app: FastifyInstance): void {
  registerCall(app, onboardingCalls.getOnboardingInfo, async (request) =>
    loadOnboardingInfo(app.db, currentUser(request).id),
  );

  registerCall(app, onboardingCalls.updateOnboardingInfo, async (request) =>
    saveOnboardingInfo(app.db, currentUser(request).id, request.body),
  );
}
