import type { accountCalls } from './account';
import type { companyCalls } from './companies';
import type { CallDef } from './define-call';
import type { onboardingCalls } from './onboarding';
import type { planningCalls } from './planning';

/** Where a call is served: what a client needs at run time (the schemas are the server's). */
export type CallAddress = Pick<CallDef, 'service' | 'method' | 'path' | 'access'>;

/**
 * A call referred to by its address alone, typed as the full definition `C` (imported as a
 * type, so no zod is bundled). For code that must stay light; `light-call.test.ts` checks
 * every such address against the contract's real definitions.
 */
export function lightCall<C extends CallDef>(address: CallAddress): C {
  return address as C;
}

/**
 * The calls the first-visit path, the sign-in pages, the signed-in frame, the dashboard and the
 * cash forecast make, by address (checked against the contract in tests): those pages evaluate
 * no zod schema (each call's schemas cost main-thread time at import).
 */
export const lightCalls = {
  getUserDetails: lightCall<typeof accountCalls.getUserDetails>({
    service: 'account',
    method: 'GET',
    path: 'get_user_details',
    access: 'user',
  }),
  subscribeNewsletter: lightCall<typeof accountCalls.subscribeNewsletter>({
    service: 'account',
    method: 'POST',
    path: 'newsletter_subscribe',
    access: 'public',
  }),
  earlyAdopterStatus: lightCall<typeof accountCalls.earlyAdopterStatus>({
    service: 'account',
    method: 'GET',
    path: 'early_adopter_status',
    access: 'public',
  }),
  /** End Session (the shell's logout, which must not pull zod into the first load). */
  logout: lightCall<typeof accountCalls.logout>({
    service: 'account',
    method: 'POST',
    path: 'logout',
    access: 'user',
  }),
  createAccount: lightCall<typeof accountCalls.createAccount>({
    service: 'account',
    method: 'POST',
    path: 'create_account',
    access: 'public',
  }),
  login: lightCall<typeof accountCalls.login>({
    service: 'account',
    method: 'POST',
    path: 'login',
    access: 'public',
  }),
  loginMfa: lightCall<typeof accountCalls.loginMfa>({
    service: 'account',
    method: 'POST',
    path: 'login_mfa',
    access: 'public',
  }),
  mfaStatus: lightCall<typeof accountCalls.mfaStatus>({
    service: 'account',
    method: 'GET',
    path: 'mfa/status',
    access: 'user',
  }),
  requestPasswordReset: lightCall<typeof accountCalls.requestPasswordReset>({
    service: 'account',
    method: 'POST',
    path: 'request_password_reset',
    access: 'public',
  }),
  resetPassword: lightCall<typeof accountCalls.resetPassword>({
    service: 'account',
    method: 'POST',
    path: 'reset_password',
    access: 'public',
  }),
  getOnboardingInfo: lightCall<typeof onboardingCalls.getOnboardingInfo>({
    service: 'account',
    method: 'GET',
    path: 'get_onboarding_info',
    access: 'user',
  }),
  listCompanies: lightCall<typeof companyCalls.listCompanies>({
    service: 'account',
    method: 'GET',
    path: 'company',
    access: 'user',
  }),
  /** The dashboard's figures and the owner's choice of them (its first paint). */
  getKpis: lightCall<typeof planningCalls.getKpis>({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/kpis',
    access: 'user',
  }),
  getKpiPreferences: lightCall<typeof planningCalls.getKpiPreferences>({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/kpi_preferences',
    access: 'user',
  }),
  putKpiPreferences: lightCall<typeof planningCalls.putKpiPreferences>({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/kpi_preferences',
    access: 'user',
  }),
  /** The cash forecast and the planning pages built on it (their first paint). */
  generateBudget: lightCall<typeof planningCalls.generateBudget>({
    service: 'chat',
    method: 'POST',
    path: 'generate_budget',
    access: 'user',
  }),
  downloadForecastWorkbook: lightCall<typeof planningCalls.downloadForecastWorkbook>({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/forecast.xlsx',
    access: 'user',
  }),
  askAboutForecast: lightCall<typeof planningCalls.askAboutForecast>({
    service: 'chat',
    method: 'POST',
    path: 'company/:companyId/forecast/ask',
    access: 'user',
  }),
  listSolutionApplications: lightCall<typeof planningCalls.listSolutionApplications>({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/solution_application',
    access: 'user',
  }),
  createSolutionApplication: lightCall<typeof planningCalls.createSolutionApplication>({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/solution_application',
    access: 'user',
  }),
  listScenarios: lightCall<typeof planningCalls.listScenarios>({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/scenario',
    access: 'user',
  }),
  createScenario: lightCall<typeof planningCalls.createScenario>({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/scenario',
    access: 'user',
  }),
  deleteScenario: lightCall<typeof planningCalls.deleteScenario>({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/scenario/:scenarioId',
    access: 'user',
  }),
};
