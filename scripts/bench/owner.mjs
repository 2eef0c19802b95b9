// A fresh owner who finished onboarding and has one company, made through the API: what the
// benches need to open a signed-in page.
async function api(base, call, body, token) {
  const response = await fetch(`${base}/api/account/${call}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A fresh owner who finished onboarding and has one company: what a signed-in page needs. */
export async function signedInOwner(base) {
  const email = `bench.${Date.now()}@fina.test`;
  const password = 'BenchPass2026';
  await api(base, 'create_account', { email, password });
  const { token } = await api(base, 'login', { email, password });
  await api(
    base,
    'update_onboarding_info',
    {
      first_name: 'Bea',
      last_name: 'Bench',
      language: 'english',
      country: 'PH',
      profile: ['Small business owner'],
      use_case: ['Creating a budget'],
      referral_source: 'referred',
      description: 'A bakery.',
    },
    token,
  ).catch(() => undefined); // the exact onboarding fields may evolve; the company is what matters
  await api(
    base,
    'company',
    {
      company_name: 'Bench Bakery',
      industry: 'Food Industry',
      company_address: '1 Main St',
      website: 'https://bakery.example',
      tech_startup: false,
      currency: 'PHP',
    },
    token,
  );
  const companies = await api(base, 'company', undefined, token);
  return { token, companyId: companies[0]?.company_id };
}
