import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { eq, onboardingInfo } from '@fina/db';
import { accountService } from '../plugin';
import { RELAXED_RATE_LIMITS, client, signUpAndLogIn } from '../testing/test-client';
import type { Client } from '../testing/test-client';
import { hasContent } from './onboarding-info';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    plugins: [accountService],
    config: { rateLimit: RELAXED_RATE_LIMITS },
  });
});
afterAll(() => t.dispose());

const EMPTY = {
  first_name: '',
  last_name: '',
  language: '',
  country: '',
  profile: [],
  use_case: [],
  description: '',
  referral_source: '',
  preferences: [],
};

describe('hasContent (spec section 3)', () => {
  it('is false for blank strings and empty lists, true for any one filled field', () => {
    expect(hasContent(EMPTY)).toBe(false);
    expect(hasContent({ ...EMPTY, first_name: ' \t ', description: '\n' })).toBe(false);
    expect(hasContent({ ...EMPTY, last_name: 'Lee' })).toBe(true);
    expect(hasContent({ ...EMPTY, preferences: ['Love to use Excel'] })).toBe(true);
  });
});

describe('get_onboarding_info and update_onboarding_info', () => {
  let me: Client & { userId: string };
  beforeAll(async () => {
    me = await signUpAndLogIn(t, 'onboard@example.com');
  });

  it('answers empty fields and has_content false before anything is saved', async () => {
    const res = await me.get('get_onboarding_info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...EMPTY, has_content: false });
  });

  it('saves whitespace-only answers and empty lists as no content', async () => {
    const res = await me.post('update_onboarding_info', {
      first_name: '   ',
      last_name: '\t',
      description: '  \n ',
      profile: [],
      use_case: [],
      preferences: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...EMPTY, has_content: false });
    expect((await me.get('get_onboarding_info')).json().has_content).toBe(false);
  });

  it.each([
    ['first_name', 'Ann'],
    ['last_name', 'Lee'],
    ['language', 'french'],
    ['country', 'PH'],
    ['profile', ['Startup founder']],
    ['use_case', ['Creating a budget']],
    ['description', 'A bakery'],
    ['referral_source', 'linkedIn'],
    ['preferences', ['Just give me the insights!']],
  ])('counts a single filled %s as content', async (field, value) => {
    const saved = await me.post('update_onboarding_info', { [field]: value });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ [field]: value, has_content: true });
    expect((await me.get('get_onboarding_info')).json().has_content).toBe(true);
    // Saving again replaces the answers: an empty questionnaire has no content.
    expect((await me.post('update_onboarding_info', {})).json().has_content).toBe(false);
  });

  it('keeps one row per user, answers what was saved, and names the account', async () => {
    const answers = {
      first_name: ' Maria ',
      last_name: 'Santos',
      language: 'spanish',
      country: 'MX',
      profile: ['Small business owner', 'Other', 'Other'],
      use_case: ['Monitoring cash flows'],
      description: 'Two taquerias in Monterrey.',
      referral_source: 'referred',
      preferences: ['Love to read graphs'],
    };
    const res = await me.post('update_onboarding_info', answers);
    const expected = {
      ...answers,
      first_name: 'Maria',
      profile: ['Small business owner', 'Other'],
      has_content: true,
    };
    expect(res.json()).toEqual(expected);
    expect((await me.get('get_onboarding_info')).json()).toEqual(expected);
    const rows = await t.app.db
      .select()
      .from(onboardingInfo)
      .where(eq(onboardingInfo.userId, me.userId));
    expect(rows).toHaveLength(1);
    expect((await me.get('get_user_details')).json()).toMatchObject({
      first_name: 'Maria',
      last_name: 'Santos',
    });
  });

  it('keeps answers per user', async () => {
    const other = await signUpAndLogIn(t, 'onboard-other@example.com');
    expect((await other.get('get_onboarding_info')).json()).toEqual({
      ...EMPTY,
      has_content: false,
    });
  });

  it.each([
    [{ language: 'german' }, 'language', 'language must be english, french or spanish.'],
    [{ country: 'Mexico' }, 'country', 'country must be a two-letter country code.'],
    [{ profile: ['Astronaut'] }, 'profile.0', expect.stringContaining('not offered')],
    [{ use_case: 'Creating a budget' }, 'use_case', 'use_case must be a list.'],
    [{ referral_source: 'tv' }, 'referral_source', expect.stringContaining('referral_source')],
    [{ first_name: 42 }, 'first_name', 'first_name must be text.'],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, field, message) => {
    const before = (await me.get('get_onboarding_info')).json();
    const res = await me.post('update_onboarding_info', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect((await me.get('get_onboarding_info')).json()).toEqual(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await client(t).get('get_onboarding_info')).statusCode).toBe(401);
    expect((await client(t).post('update_onboarding_info', {})).statusCode).toBe(401);
  });
});
