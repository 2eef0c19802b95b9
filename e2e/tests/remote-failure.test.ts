import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, registerViaApi } from '../support/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await controlChatRemote('start');
});

async function controlChatRemote(action: 'stop' | 'start') {
  const control = process.env.E2E_CONTROL_URL;
  if (!control) throw new Error('E2E_CONTROL_URL is not set: run through run-e2e.mjs');
  const response = await fetch(`${control}/remotes/mfe_chat/${action}`, { method: 'POST' });
  assert.equal(response.status, 204, `chat remote ${action}`);
}

describe('a remote that is down', () => {
  it('costs only its own area, and Retry brings it back once it is up', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('remote-down');
    await registerViaApi(page, email, 'Budget2026', { onboarded: true });
    await logIn(page, email, 'Budget2026');
    await page.waitForURL('**/dashboard');

    await controlChatRemote('stop');
    await page.getByRole('link', { name: 'Chat with Fina' }).click();
    const fallback = page.getByRole('alert');
    await fallback.getByText('Chat with Fina is unavailable right now').waitFor();
    // The rest of the app keeps working: the side nav and another remote.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('This is the diary of your business.').waitFor();
    await page.getByRole('link', { name: 'Chat with Fina' }).click();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();

    await controlChatRemote('start');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Chat with Fina' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    await context.close();
  });
});
