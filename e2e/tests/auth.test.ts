import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, register, registerViaApi } from '../support/flows';
import { waitForResetLink } from '../support/outbox';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PASSWORD = 'Budget2026';

describe('registration', () => {
  it('shows each message of the spec and then the success panel', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('register');

    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please fill in all fields.').waitFor();

    await register(page, email, PASSWORD, 'Different2026');
    await page.getByText('Passwords do not match.').waitFor();

    await register(page, email, 'short', 'short');
    await page
      .getByRole('alert')
      .getByText(/at least 8 characters/)
      .waitFor();

    await register(page, email, PASSWORD);
    await page.getByText('Your account is ready').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL('**/login');

    await register(page, email, PASSWORD);
    await page.getByText('An account with this email already exists.').waitFor();
    await context.close();
  });
});

describe('login and the session', () => {
  it('redirects a protected route to /login when logged out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await context.close();
  });

  it('shows the catalogue messages, signs in, and ends the session', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('login');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Please enter your email and password.').waitFor();

    await logIn(page, email, 'WrongPass123');
    await page.getByText('Invalid email or password').waitFor();

    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByText('This is the diary of your business.').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('jwtToken'));
    assert.ok(stored && stored.length > 20, 'remember me keeps the token in localStorage');

    // The side nav highlights the current item and survives a reload (token restored).
    await page.reload();
    await page.getByText('This is the diary of your business.').waitFor();
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByText('End Session?').waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null);

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('without remember me keeps the token for this tab only', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('session');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    assert.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null);
    assert.ok(await page.evaluate(() => sessionStorage.getItem('jwtToken')));
    await context.close();
  });
});

describe('forgot password', () => {
  it('sends a reset link and the new password works once', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('reset');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    // The sign-in form (with its own Email field) stays until the reset page has loaded.
    const send = page.getByRole('button', { name: 'Send reset link' });
    await send.waitFor();
    await page.getByLabel('Email').fill(email);
    await send.click();
    await page.getByText(/If an account exists for this email/).waitFor();

    const link = await waitForResetLink(email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('NewBudget2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('NewBudget2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password was changed').waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another2028');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another2028');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Ask for a new reset link' }).waitFor();

    await logIn(page, email, 'NewBudget2027');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
