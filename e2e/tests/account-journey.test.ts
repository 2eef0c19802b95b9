import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { logIn, register, registerViaApi } from '../support/flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PASSWORD = 'Journey2026';
const ADMIN = { email: 'admin@fina.test', password: 'AdminPass2026' };

/** Picks an option of an antd Select by its accessible name and the option's text. */
async function choose(page: Page, name: string, option: string) {
  const box = page.getByRole('combobox', { name });
  await box.click();
  // Long lists are virtualised: a searchable select is narrowed by typing first.
  if (await box.isEditable()) await box.fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

async function addCompany(page: Page, name: string, currency: string) {
  // The previous add's message stays about 3 s: wait until it has gone, so the one this add
  // shows is the only one on the page.
  await page.getByText('Company added successfully!').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add a company' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a new company?' });
  await modal.getByLabel('Company name').fill(name);
  await modal.getByLabel('Address').fill(`${name} street 1`);
  await modal.getByLabel('Website').fill(`${name.toLowerCase().replace(/\s/g, '')}.example`);
  await choose(page, 'Currency', currency);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Company added successfully!').waitFor();
  await modal.waitFor({ state: 'hidden' });
}

describe('the account journey', () => {
  it('takes a new user from registration to configured companies and settings', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('journey');
    await register(page, email, PASSWORD);
    await page.getByText('Your account is ready').waitFor();
    await logIn(page, email, PASSWORD);
    await page.waitForURL('**/onboard');

    await page.getByRole('button', { name: 'okay' }).click();
    await page.getByText('You are 20% complete').waitFor();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.keyboard.press('Enter');
    await page.getByText('You are 30% complete').waitFor();
    await next(page);
    await page.getByRole('alert').getByText('Please select an option.').waitFor();
    await choose(page, 'Language', 'Spanish');
    await choose(page, 'Country', 'Alemania');
    await next(page);
    await page.getByRole('checkbox', { name: 'Startup founder' }).check();
    await next(page);
    await page.getByRole('checkbox', { name: 'Creating a budget' }).check();
    await next(page);
    await next(page);
    await page.getByRole('alert').getByText('Please fill in the required field.').waitFor();
    await page.getByRole('textbox', { name: 'Description' }).fill('Compilers as a service');
    await next(page);
    await next(page);
    await page.getByRole('checkbox', { name: 'Just give me the insights!' }).check();
    await next(page);
    await page.getByLabel('Company name').fill('Hopper Labs');
    await choose(page, 'Industry', 'Technology');
    await next(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Submitted successfully!').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByText('This is the diary of your business.').waitFor();

    // The onboarding company is listed and selected; add two more and switch between them.
    const dropdown = page.getByRole('combobox', { name: 'Company' });
    await page
      .locator('.ant-select-content, .ant-select-selection-item')
      .getByText('Hopper Labs')
      .first()
      .waitFor();
    await addCompany(page, 'Second Shop', 'GBP');
    await addCompany(page, 'Third Trade', 'PHP');
    const thirdId = await page.evaluate(() => localStorage.getItem('selectedCompany'));
    assert.ok(thirdId, 'the new company is selected');
    await dropdown.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Second Shop').click();
    const secondId = await page.evaluate(() => localStorage.getItem('selectedCompany'));
    assert.notEqual(secondId, thirdId);

    // Settings follow the selected company; edits survive a reload.
    await page.getByRole('link', { name: 'Your settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByText('Second Shop street 1').waitFor();
    await page.getByRole('button', { name: 'Edit Personal information' }).click();
    await page.getByLabel('Position').fill('Founder');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Founder').waitFor();
    await page.getByRole('button', { name: 'Edit Company information' }).click();
    // The edit form shows the stored values; the currency can change, with a warning.
    assert.equal(await page.getByLabel('Address').inputValue(), 'Second Shop street 1');
    await page.getByLabel('Address').fill('42 New Road');
    await choose(page, 'Currency', 'MXN');
    await page.getByText('New documents will be in MXN.').waitFor();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Company data updated!').waitFor();
    await page.getByRole('status').getByText('Saved.').first().waitFor();
    await page.reload();
    await page.getByText('42 New Road').waitFor();
    await page.getByText('MXN', { exact: true }).waitFor();
    await page.getByText('Founder').waitFor();
    await page.getByText('Grace').first().waitFor();

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('lets an admin see users and deactivate one, who then cannot log in', async () => {
    const { context, page } = await newPage(browser);
    const victim = uniqueEmail('deactivated');
    await registerViaApi(page, victim, PASSWORD, { onboarded: true });

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter both email and password.').waitFor();
    await page.getByLabel('Email').fill(victim);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Incorrect email or password.').waitFor();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await page.getByText('Manage Users', { exact: true }).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: victim });
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${victim}` }).click();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(`${victim} was deactivated.`).waitFor();
    await row.waitFor({ state: 'detached' });

    await logIn(page, victim, PASSWORD);
    await page.getByRole('alert').waitFor();
    const message = await page.getByRole('alert').textContent();
    assert.match(message ?? '', /deactivated/i);
    assert.ok(page.url().endsWith('/login'));
    await context.close();
  });
});
