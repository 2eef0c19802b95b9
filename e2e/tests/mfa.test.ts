/**
 * Two-step sign-in as a user meets it: enrol in Settings (the key read from the page, the code
 * computed here with otplib as an authenticator app would), End Session (which also ends the
 * token on the server), then sign in with the password and a code.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { generateSync } from 'otplib';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PASSWORD = 'Budget2026';
/** The code of the 30 s step `stepsAhead` from now (the server accepts one step either side). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe('two-step sign-in', () => {
  it('enrols in Settings, then signs in with the password and a code', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('mfa');
    await registerViaApi(page, email, PASSWORD, { onboarded: true });
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    const firstToken = await page.evaluate(() => localStorage.getItem('jwtToken'));

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const qr = page.getByAltText('QR code for your authenticator app');
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    const secret = ((await page.getByTestId('mfa-key').textContent()) ?? '').trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);

    await page.getByLabel('Code from the app').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Recovery codes left: 10').waitFor();

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Logout ended the old token on the server, not just in the browser.
    const reused = await page.request.get('/api/account/get_user_details', {
      headers: { Authorization: `Bearer ${firstToken}` },
    });
    assert.equal(reused.status(), 401);

    await logIn(page, email, PASSWORD);
    await page.getByRole('form', { name: 'Two-step sign-in' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('jwtToken')), null);
    // The enrolment's code was spent: an app shows the next one 30 s later.
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('This is the diary of your business.').waitFor();
    await context.close();
  });
});
