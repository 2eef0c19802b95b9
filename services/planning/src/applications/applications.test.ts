import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { MESSAGES } from '@fina/contract';
import { planningService } from '../plugin';
import { caller } from '../testing/planning-test-kit';

let t: TestApp;
let owner: CompanyOwner;
let stranger: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [planningService] });
  owner = await createCompanyOwner(t.app, 'borrower');
  stranger = await createCompanyOwner(t.app, 'nosy');
});
afterAll(() => t.dispose());

const loan = {
  business_kind: 'existing',
  amount: 10000,
  term: '6 months',
  purpose: 'working capital',
};

describe('loan applications', () => {
  it('persists an existing business’s application and lists it with its status', async () => {
    const api = caller(t.app, owner);
    const res = await api.call('POST', `company/${owner.companyId}/loan_application`, loan);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '10000.00',
      currency: 'PHP',
      status: 'submitted',
      term: '6 months',
    });
    const list = (await api.call('GET', `company/${owner.companyId}/loan_application`)).json();
    expect(list.map((a: { application_id: string }) => a.application_id)).toEqual([
      res.json().application_id,
    ]);
  });

  it('refuses a new business with the spec’s message; nothing saved', async () => {
    const fresh = await createCompanyOwner(t.app, 'new');
    const api = caller(t.app, fresh);
    const res = await api.call('POST', `company/${fresh.companyId}/loan_application`, {
      ...loan,
      business_kind: 'new',
    });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.loanNewBusiness,
      field: 'business_kind',
    });
    expect((await api.call('GET', `company/${fresh.companyId}/loan_application`)).json()).toEqual(
      [],
    );
  });

  it.each([
    ['amount', { amount: 7000 }],
    ['term', { term: '2 weeks' }],
    ['purpose', { purpose: undefined }],
  ])('400 naming %s', async (field, change) => {
    const res = await caller(t.app, owner).call(
      'POST',
      `company/${owner.companyId}/loan_application`,
      { ...loan, ...change },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('404 for a stranger, both ways', async () => {
    const api = caller(t.app, stranger);
    expect(
      (await api.call('POST', `company/${owner.companyId}/loan_application`, loan)).statusCode,
    ).toBe(404);
    expect((await api.call('GET', `company/${owner.companyId}/loan_application`)).statusCode).toBe(
      404,
    );
  });
});

describe('solution applications', () => {
  it('persists the ticked solutions and lists them', async () => {
    const api = caller(t.app, owner);
    const res = await api.call('POST', `company/${owner.companyId}/solution_application`, {
      solutions: ['credit_line', 'time_deposit_a'],
    });
    expect(res.statusCode).toBe(201);
    const list = (await api.call('GET', `company/${owner.companyId}/solution_application`)).json();
    expect(list[0]).toMatchObject({
      solutions: ['credit_line', 'time_deposit_a'],
      status: 'submitted',
    });
  });

  it('400 when none is ticked or one is unknown; 404 for a stranger', async () => {
    const api = caller(t.app, owner);
    const none = await api.call('POST', `company/${owner.companyId}/solution_application`, {
      solutions: [],
    });
    expect(none.json()).toMatchObject({ statusCode: 400, field: 'solutions' });
    const unknown = await api.call('POST', `company/${owner.companyId}/solution_application`, {
      solutions: ['bitcoin'],
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'solutions.0' });
    const foreign = await caller(t.app, stranger).call(
      'POST',
      `company/${owner.companyId}/solution_application`,
      {
        solutions: ['credit_line'],
      },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('KPI preferences and scenarios', () => {
  it('defaults to every KPI, then keeps the owner’s choice in the dashboard order', async () => {
    const api = caller(t.app, owner);
    const initial = (await api.call('GET', `company/${owner.companyId}/kpi_preferences`)).json();
    expect(initial.kpis).toHaveLength(7);
    const put = await api.call('PUT', `company/${owner.companyId}/kpi_preferences`, {
      kpis: ['runway', 'cash'],
    });
    expect(put.json()).toEqual({ kpis: ['cash', 'runway'] });
    expect((await api.call('GET', `company/${owner.companyId}/kpi_preferences`)).json()).toEqual({
      kpis: ['cash', 'runway'],
    });
    const bad = await api.call('PUT', `company/${owner.companyId}/kpi_preferences`, {
      kpis: ['profit'],
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'kpis.0' });
    expect(
      (await caller(t.app, stranger).call('GET', `company/${owner.companyId}/kpi_preferences`))
        .statusCode,
    ).toBe(404);
  });

  it('saves, lists and deletes scenarios; a stranger cannot delete them', async () => {
    const api = caller(t.app, owner);
    const scenario = {
      name: 'Faster growth',
      growth_rate: 30,
      price_change_percent: -2.5,
      days_to_collect: 45,
      hire_start_shift_months: 2,
    };
    const created = await api.call('POST', `company/${owner.companyId}/scenario`, scenario);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(scenario);
    const id = created.json().scenario_id;
    expect((await api.call('GET', `company/${owner.companyId}/scenario`)).json()).toHaveLength(1);
    const foreign = await caller(t.app, stranger).call(
      'DELETE',
      `company/${owner.companyId}/scenario/${id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await api.call('DELETE', `company/${owner.companyId}/scenario/${id}`)).statusCode).toBe(
      200,
    );
    expect((await api.call('DELETE', `company/${owner.companyId}/scenario/${id}`)).statusCode).toBe(
      404,
    );
    const bad = await api.call('POST', `company/${owner.companyId}/scenario`, {
      ...scenario,
      days_to_collect: 400,
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'days_to_collect' });
  });
});
