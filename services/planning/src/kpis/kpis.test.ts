import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import { planningService } from '../plugin';
import { caller, multipartBody } from '../testing/planning-test-kit';
import { apiUrl } from '@fina/service-kit/testing';

let t: TestApp;
let owner: CompanyOwner;
let stranger: CompanyOwner;

const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(today.getTime() + n * 86_400_000));
const thisMonth = iso(today).slice(0, 7);

/** An invoice dated today: items 1,000.00, discount 10% (100.00), tax 12%, shipping 50, paid 200. */
function invoice(companyId: string, dueDate: string, paid = '200') {
  return {
    company_id: companyId,
    client_name: 'Acme',
    date: iso(today),
    due_date: dueDate,
    items: [{ item: 'Work', quantity: '10', rate: '100' }],
    discount_in_percent: '10',
    tax_in_percent: '12',
    shipping_cost: '50',
    amount_paid: paid,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ plugins: [planningService, documentsService] });
  owner = await createCompanyOwner(t.app, 'kpi');
  stranger = await createCompanyOwner(t.app, 'kpi-stranger');
});
afterAll(() => t.dispose());

describe('KPIs', () => {
  it('an empty company: zeros and nulls, each null with what to do first', async () => {
    const fresh = await createCompanyOwner(t.app, 'blank');
    const res = await caller(t.app, fresh).call('GET', `company/${fresh.companyId}/kpis`);
    expect(res.statusCode).toBe(200);
    const kpis = Object.fromEntries(res.json().map((k: { key: string }) => [k.key, k]));
    expect(Object.keys(kpis)).toEqual([
      'cash',
      'revenue_this_month',
      'outstanding_receivables',
      'overdue_invoices',
      'monthly_burn',
      'runway',
      'gross_margin',
    ]);
    expect(kpis.cash).toMatchObject({ value: null, unit: 'money', source_path: '/balance-sheet' });
    expect(kpis.cash.detail).toMatch(/balance sheet/);
    expect(kpis.revenue_this_month.value).toBe('0.00');
    expect(kpis.overdue_invoices.value).toBe(0);
    expect(kpis.runway.value).toBeNull();
  });

  it('from invoices and the balance sheet: revenue net of tax and shipping, receivables, overdue', async () => {
    const api = caller(t.app, owner);
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: apiUrl('POST', 'create_invoice'),
        headers: { authorization: `Bearer ${owner.token}` },
        payload: body,
      });
    expect((await post(invoice(owner.companyId, daysFromNow(20)))).statusCode).toBeLessThan(300);
    const overdueInvoice = invoice(owner.companyId, iso(today));
    overdueInvoice.date = daysFromNow(-40);
    overdueInvoice.due_date = daysFromNow(-10);
    expect((await post(overdueInvoice)).statusCode).toBeLessThan(300);
    const sheet = await multipartBody({
      company_id: owner.companyId,
      date: daysFromNow(-5),
      cash_on_hand: '250.25',
      cib_rows: JSON.stringify([{ nameOfBank: 'BDO', amount: '10000' }]),
    });
    await t.app.inject({
      method: 'POST',
      url: apiUrl('POST', 'update_balance_sheet'),
      headers: { authorization: `Bearer ${owner.token}`, ...sheet.headers },
      payload: sheet.payload,
    });
    const kpis = Object.fromEntries(
      (await api.call('GET', `company/${owner.companyId}/kpis`))
        .json()
        .map((k: { key: string }) => [k.key, k]),
    );
    expect(kpis.cash.value).toBe('10250.25');
    // One invoice dated this month (the other 40 days ago): 1,000 − 100 discount = 900.00.
    const overdueThisMonth = daysFromNow(-40).slice(0, 7) === thisMonth;
    expect(kpis.revenue_this_month.value).toBe(overdueThisMonth ? '1800.00' : '900.00');
    // Each invoice: 900 + 108 tax + 50 shipping = 1,058.00, less 200 paid = 858.00 due.
    expect(kpis.outstanding_receivables.value).toBe('1716.00');
    expect(kpis.overdue_invoices).toMatchObject({ value: 1, amount: '858.00' });
    expect(kpis.monthly_burn.value).toBeNull();
  });

  it('404 for a stranger', async () => {
    const res = await caller(t.app, stranger).call('GET', `company/${owner.companyId}/kpis`);
    expect(res.statusCode).toBe(404);
  });
});

describe('performance', () => {
  it('without a budget: actual figures only, budget null', async () => {
    const res = await caller(t.app, owner).call(
      'GET',
      `company/${owner.companyId}/performance?from=${thisMonth}&to=${thisMonth}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      has_budget: false,
      actuals_source: 'ledger',
      from: thisMonth,
      to: thisMonth,
    });
    expect(body.months).toHaveLength(1);
    expect(body.months[0].budget).toBeNull();
    expect(body.months[0].variance).toBeNull();
    expect(Number(body.months[0].actual.revenue)).toBeGreaterThanOrEqual(900);
    expect(body.has_actuals).toBe(true);
  });

  it('with a budget: budget beside actual and the variance, month by month', async () => {
    const api = caller(t.app, owner);
    await api.call('POST', 'save_new_business_workflow', {
      company_id: owner.companyId,
      products: [{ product: 'Work', price: '100', units: '1200' }],
      plan: { new_branch: true },
      // Left out, the plan would start next month; this one covers the month under test.
      start_month: thisMonth,
    });
    const body = (
      await api.call(
        'GET',
        `company/${owner.companyId}/performance?from=${thisMonth}&to=${thisMonth}`,
      )
    ).json();
    const month = body.months[0];
    expect(body.has_budget).toBe(true);
    // 1,200 units × 100 over 12 months = 10,000.00 a month.
    expect(month.budget.revenue).toBe('10000.00');
    expect(Number(month.variance.revenue)).toBeCloseTo(Number(month.actual.revenue) - 10000, 2);
    const bad = await api.call('GET', `company/${owner.companyId}/performance?from=2025-13`);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'from' });
    expect(
      (await caller(t.app, stranger).call('GET', `company/${owner.companyId}/performance`))
        .statusCode,
    ).toBe(404);
  });
});
