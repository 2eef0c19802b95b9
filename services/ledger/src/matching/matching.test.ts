import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import { bankNetSince, monthlyActuals } from '../actuals/monthly-actuals';
import { ledgerService } from '../plugin';
import { signedCsv } from '../testing/statement-files';
import { call, upload } from '../testing/test-support';

let t: TestApp;
let stranger: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [ledgerService, documentsService] });
  stranger = await createCompanyOwner(t.app, 'stranger');
});
afterAll(() => t.dispose());

/** An invoice of `total` (one item, no tax) for `client`, dated `date`. */
async function invoice(who: CompanyOwner, client: string, total: string, date = '2026-01-05') {
  const res = await call(t.app, 'POST', 'create_invoice', who.token, {
    company_id: who.companyId,
    client_name: client,
    date,
    items: [{ item: 'Work', quantity: '1', rate: total }],
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { invoice_id: string; invoice_number: number; balance_due: string };
}
const getInvoice = async (who: CompanyOwner, id: string) =>
  (await call(t.app, 'GET', `invoice/${id}`, who.token)).json();
const proposals = async (who: CompanyOwner) => {
  const res = await call(t.app, 'GET', `company/${who.companyId}/match_proposals`, who.token);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    transaction_id: string;
    description: string;
    ambiguous: boolean;
    candidates: { kind: string; id: string; confidence: string; reasons: string[] }[];
  }[];
};
const importLines = (
  who: CompanyOwner,
  lines: { date: string; description: string; amount: string }[],
) =>
  upload(t.app, `company/${who.companyId}/bank_statement`, who.token, 'bank.csv', signedCsv(lines));

describe('matching bank lines to invoices', () => {
  it('proposes the one strong candidate, records the payment on confirm, and takes it back on undo', async () => {
    const company = await createCompanyOwner(t.app, 'matcher');
    const acme = await invoice(company, 'Acme Corp', '450.00');
    await invoice(company, 'Beta LLC', '450.00'); // same amount, other client
    await importLines(company, [
      {
        date: '2026-01-20',
        description: `Transfer ACME CORP invoice ${acme.invoice_number}`,
        amount: '450.00',
      },
    ]);
    const [proposal] = await proposals(company);
    expect(proposal!.ambiguous).toBe(false);
    expect(proposal!.candidates[0]).toMatchObject({
      kind: 'invoice',
      id: acme.invoice_id,
      confidence: 'exact',
    });
    expect(proposal!.candidates[0]!.reasons).toEqual(
      expect.arrayContaining([
        'amount equals the balance due',
        'client name "Acme Corp" in the text',
      ]),
    );
    // Proposing applies nothing.
    expect((await getInvoice(company, acme.invoice_id)).balance_due).toBe('450.00');

    const path = `company/${company.companyId}/transactions/${proposal!.transaction_id}/match`;
    const stranger404 = await call(
      t.app,
      'POST',
      `company/${stranger.companyId}/transactions/${proposal!.transaction_id}/match`,
      stranger.token,
      { kind: 'invoice', id: acme.invoice_id },
    );
    expect(stranger404.statusCode).toBe(404);
    const confirmed = await call(t.app, 'POST', path, company.token, {
      kind: 'invoice',
      id: acme.invoice_id,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().matched).toMatchObject({
      kind: 'invoice',
      id: acme.invoice_id,
      label: `Invoice #${acme.invoice_number} · Acme Corp`,
    });
    const paid = await getInvoice(company, acme.invoice_id);
    expect(paid).toMatchObject({ balance_due: '0.00', amount_paid: '450.00', status: 'paid' });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amount: '450.00', date: '2026-01-20' }),
    ]);
    expect(await proposals(company)).toEqual([]);
    const again = await call(t.app, 'POST', path, company.token, {
      kind: 'invoice',
      id: acme.invoice_id,
    });
    expect(again.statusCode).toBe(409);

    const undone = await call(t.app, 'DELETE', path, company.token);
    expect(undone.json().matched).toBeNull();
    const reopened = await getInvoice(company, acme.invoice_id);
    expect(reopened).toMatchObject({ balance_due: '450.00', amount_paid: '0.00', payments: [] });
  });

  it('marks a line ambiguous when several invoices fit equally, and never applies it', async () => {
    const company = await createCompanyOwner(t.app, 'ambiguous');
    await invoice(company, 'Gamma Foods', '99.00');
    await invoice(company, 'Gamma Foods', '99.00');
    await importLines(company, [
      { date: '2026-01-25', description: 'GAMMA FOODS payment', amount: '99.00' },
    ]);
    const [proposal] = await proposals(company);
    expect(proposal!.ambiguous).toBe(true);
    expect(proposal!.candidates).toHaveLength(2);
    expect(proposal!.candidates.every((c) => c.confidence === 'likely')).toBe(true);
  });

  it('refuses a match that would overpay the invoice, saving neither the payment nor the match', async () => {
    const company = await createCompanyOwner(t.app, 'overpay');
    const small = await invoice(company, 'Delta', '10.00');
    await importLines(company, [{ date: '2026-01-25', description: 'Delta', amount: '25.00' }]);
    const list = (
      await call(t.app, 'GET', `company/${company.companyId}/transactions`, company.token)
    ).json();
    const id = list.lines[0].transaction_id;
    const res = await call(
      t.app,
      'POST',
      `company/${company.companyId}/transactions/${id}/match`,
      company.token,
      { kind: 'invoice', id: small.invoice_id },
    );
    expect(res.statusCode).toBe(400);
    expect((await getInvoice(company, small.invoice_id)).balance_due).toBe('10.00');
    const after = (
      await call(t.app, 'GET', `company/${company.companyId}/transactions`, company.token)
    ).json();
    expect(after.lines[0].matched).toBeNull();
  });

  it('matches money out to a recorded expense', async () => {
    const company = await createCompanyOwner(t.app, 'expenses');
    const expense = await call(
      t.app,
      'POST',
      `company/${company.companyId}/expenses`,
      company.token,
      {
        date: '2026-01-10',
        vendor: 'Grab',
        category: 'Travel',
        amount: '18.40',
        tax: '0',
      },
    );
    expect(expense.statusCode).toBe(201);
    await importLines(company, [
      { date: '2026-01-12', description: 'GRAB*TRIP 8812', amount: '-18.40' },
    ]);
    const [proposal] = await proposals(company);
    expect(proposal!.candidates[0]).toMatchObject({
      kind: 'expense',
      id: expense.json().expense_id,
      confidence: 'exact',
    });
    const res = await call(
      t.app,
      'POST',
      `company/${company.companyId}/transactions/${proposal!.transaction_id}/match`,
      company.token,
      { kind: 'expense', id: expense.json().expense_id },
    );
    expect(res.json().matched).toMatchObject({ kind: 'expense' });
  });
});

describe('monthly actuals', () => {
  it('adds invoices, sales, expenses and categorised bank lines, never a matched pair twice', async () => {
    const company = await createCompanyOwner(t.app, 'actuals');
    const inv = await invoice(company, 'Omega', '1000.00', '2026-01-05');
    // A draft is owed by nobody yet: it is no revenue and no match candidate.
    const draft = await call(t.app, 'POST', 'create_invoice', company.token, {
      company_id: company.companyId,
      client_name: 'Omega',
      date: '2026-01-06',
      status: 'draft',
      items: [{ item: 'Work', quantity: '1', rate: '1000.00' }],
    });
    expect(draft.json().state).toBe('draft');
    await call(t.app, 'POST', `company/${company.companyId}/sales`, company.token, {
      date: '2026-01-07',
      amount: '200.00',
    });
    await call(t.app, 'POST', `company/${company.companyId}/expenses`, company.token, {
      date: '2026-01-08',
      vendor: 'Landlord',
      category: 'Rent',
      amount: '550.00',
      tax: '50.00',
    });
    await call(t.app, 'POST', `company/${company.companyId}/expenses`, company.token, {
      date: '2026-01-09',
      vendor: 'Wholesaler',
      category: 'Inventory',
      amount: '300.00',
      tax: '0',
    });
    await importLines(company, [
      { date: '2026-01-20', description: 'Omega payment', amount: '1000.00' },
      { date: '2026-01-21', description: 'Market stall takings', amount: '80.00' },
      { date: '2026-01-22', description: 'Phone bill', amount: '-40.00' },
      { date: '2026-02-02', description: 'Coffee', amount: '-5.00' },
    ]);
    const lines = (
      await call(t.app, 'GET', `company/${company.companyId}/transactions`, company.token)
    ).json().lines as { transaction_id: string; description: string }[];
    const id = (text: string) => lines.find((line) => line.description === text)!.transaction_id;
    const categorise = (text: string, category: string) =>
      call(t.app, 'PUT', `company/${company.companyId}/transactions/${id(text)}`, company.token, {
        category,
      });
    await categorise('Omega payment', 'Sales');
    await categorise('Market stall takings', 'Sales');
    await categorise('Phone bill', 'Utilities');
    await call(
      t.app,
      'POST',
      `company/${company.companyId}/transactions/${id('Omega payment')}/match`,
      company.token,
      { kind: 'invoice', id: inv.invoice_id },
    );

    const [january, february] = await monthlyActuals(
      t.app.db,
      company.companyId,
      '2026-01',
      '2026-02',
    );
    expect(january).toEqual({
      month: '2026-01',
      revenue: 100000n + 20000n + 8000n, // invoice + sale + unmatched categorised line (matched line not again)
      costOfSales: 30000n,
      expenses: 50000n + 4000n, // rent net of tax + phone bill
      cashIn: 108000n,
      cashOut: 4000n,
    });
    expect(february).toMatchObject({ month: '2026-02', revenue: 0n, cashOut: 500n, expenses: 0n });
    expect(await bankNetSince(t.app.db, company.companyId, '2026-01-20')).toBe(
      8000n - 4000n - 500n,
    );
  });
});
