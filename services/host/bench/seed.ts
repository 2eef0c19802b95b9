/** The bench's data, made through the API: one owner, one company, 50 invoices. */
export const BENCH_CREDENTIALS = { email: 'bench@example.com', password: 'bench-pass-1' };
export const JSON_HEADERS = { 'content-type': 'application/json' };

export interface BenchData {
  token: string;
  companyId: string;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, init);
  if (res.status >= 400) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

export async function seedBenchData(base: string, invoices = 50): Promise<BenchData> {
  const credentials = JSON.stringify(BENCH_CREDENTIALS);
  await call(base, '/api/account/create_account', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: credentials,
  });
  const login = await call(base, '/api/account/login', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: credentials,
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  await call(base, '/api/account/company', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      company_name: 'Bench Bakery',
      industry: 'Food Industry',
      company_address: '1 Main St',
      website: 'https://bakery.example',
      tech_startup: false,
      currency: 'PHP',
    }),
  });
  const companies = (await (
    await call(base, '/api/account/company', { headers: auth })
  ).json()) as {
    company_id: string;
  }[];
  const companyId = companies[0]?.company_id;
  if (!companyId) throw new Error('no company');
  for (let n = 0; n < invoices; n += 1) {
    await call(base, '/api/account/create_invoice', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        company_id: companyId,
        client_name: `Client ${n}`,
        date: '2026-03-01',
        due_date: '2026-03-31',
        items: [
          { item: 'Bread', quantity: '12', rate: '45.50' },
          { item: 'Cakes', quantity: '2', rate: '650' },
        ],
        tax_in_percent: '12',
      }),
    });
  }
  return { token, companyId };
}
