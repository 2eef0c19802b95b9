import type { APIResponse, Page } from 'playwright-core';

/** What a user does to register through /register. */
export async function register(page: Page, email: string, password: string, confirm = password) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** The JSON of a successful API answer; any other status fails with the server's words. */
export async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  return (await (await ok(response, what)).json()) as T;
}

/** Signs in through the API and answers the bearer token. */
export async function apiToken(page: Page, email: string, password: string): Promise<string> {
  const login = await ok(
    await page.request.post('/api/account/login', { data: { email, password } }),
    'login',
  );
  return ((await login.json()) as { token: string }).token;
}

/**
 * Registers through the API (fast set-up for tests about something else). `onboarded`
 * also answers the questionnaire, so the next login lands on the dashboard; `company`
 * creates a company, which is then the selected one. Answers the bearer token.
 */
export async function registerViaApi(
  page: Page,
  email: string,
  password: string,
  options: { onboarded?: boolean; company?: string } = {},
): Promise<string> {
  await ok(
    await page.request.post('/api/account/create_account', { data: { email, password } }),
    'create_account',
  );
  const token = await apiToken(page, email, password);
  const headers = { Authorization: `Bearer ${token}` };
  if (options.onboarded) {
    await ok(
      await page.request.post('/api/account/update_onboarding_info', {
        headers,
        data: { first_name: 'Test', description: 'A small business under test' },
      }),
      'update_onboarding_info',
    );
  }
  if (options.company) {
    await ok(
      await page.request.post('/api/account/company', {
        headers,
        data: { company_name: options.company },
      }),
      'company',
    );
  }
  return token;
}
