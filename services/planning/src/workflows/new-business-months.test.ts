/**
 * Which 12 months a new business's plan covers: the month after the plan is saved (a plan
 * made in November starts in December, not in a January already past), or the start month
 * the owner chose; and budget-vs-actual lines up with those same months. The clock is fixed
 * (only Date is faked: the database and fastify keep their real timers).
 */
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { planningService } from '../plugin';
import { caller } from '../testing/planning-test-kit';
import { newBusinessStartMonth } from './engine-input';

const TODAY = new Date('2026-11-20T15:00:00Z');

let t: TestApp;
let owner: CompanyOwner;

beforeAll(async () => {
  jest.useFakeTimers({
    now: TODAY,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  t = await buildTestApp({ plugins: [planningService] });
  owner = await createCompanyOwner(t.app, 'november-planner');
});
afterAll(async () => {
  await t.dispose();
  jest.useRealTimers();
});

type Answers = Record<string, unknown>;
const answers = (companyId: string, extra: Answers = {}): Answers => ({
  company_id: companyId,
  products: [{ product: 'Bread', price: '10', units: '1200' }],
  plan: { new_branch: true },
  employees: [{ role: 'Baker', salary: '2000', month: 'March' }],
  purchases: [],
  funding: [{ source: 'Own money', amount: '50000' }],
  ...extra,
});

async function budgetOf(who: CompanyOwner, extra: Answers = {}) {
  const api = caller(t.app, who);
  const saved = await api.call('POST', 'save_new_business_workflow', answers(who.companyId, extra));
  expect(saved.statusCode).toBe(201);
  const res = await api.call('POST', 'generate_budget', { company_id: who.companyId });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    start_month: string;
    dates: string[];
    statements: { income: { month: string; payroll: string }[] };
  };
}

describe('newBusinessStartMonth', () => {
  it('is the month after today, across a year end', () => {
    expect(newBusinessStartMonth(undefined, TODAY)).toBe('2026-12');
    expect(newBusinessStartMonth(undefined, new Date('2026-12-31T23:59:00Z'))).toBe('2027-01');
    expect(newBusinessStartMonth(undefined, new Date('2026-01-01T00:00:00Z'))).toBe('2026-02');
  });

  it('takes the month the owner chose within a year back and two years ahead', () => {
    expect(newBusinessStartMonth('2027-03', TODAY)).toBe('2027-03');
    expect(newBusinessStartMonth('2025-11', TODAY)).toBe('2025-11');
    expect(newBusinessStartMonth('2028-11', TODAY)).toBe('2028-11');
    expect(newBusinessStartMonth('2025-10', TODAY)).toBeNull();
    expect(newBusinessStartMonth('2028-12', TODAY)).toBeNull();
  });
});

describe('a new business planned in November', () => {
  it('covers December to November, with a March hire paid from the March ahead', async () => {
    const b = await budgetOf(owner);
    expect(b.start_month).toBe('2026-12');
    expect(b.dates).toHaveLength(12);
    expect(b.dates[0]).toBe('2026-12-31');
    expect(b.dates[11]).toBe('2027-11-30');
    const payroll = new Map(b.statements.income.map((m) => [m.month, Number(m.payroll)]));
    expect(payroll.get('2027-02')).toBe(0);
    expect(payroll.get('2027-03')).toBeGreaterThan(0);
  });

  it('starts in the month the owner chose', async () => {
    const chooser = await createCompanyOwner(t.app, 'chooser');
    const b = await budgetOf(chooser, { start_month: '2027-02' });
    expect(b.start_month).toBe('2027-02');
    expect(b.dates[0]).toBe('2027-02-28');
    expect(b.dates[11]).toBe('2028-01-31');
    const reopened = await caller(t.app, chooser).call(
      'GET',
      `get_income_statement_workflow?company_id=${chooser.companyId}`,
    );
    expect(reopened.json().answers.start_month).toBe('2027-02');
  });

  it('400 naming start_month for a month too far off or not a month', async () => {
    const api = caller(t.app, owner);
    const far = await api.call(
      'POST',
      'save_new_business_workflow',
      answers(owner.companyId, { start_month: '2030-01' }),
    );
    expect(far.json()).toMatchObject({ statusCode: 400, field: 'start_month' });
    expect(far.json().message).toBe('Choose a start month from 2025-11 to 2028-11.');
    const text = await api.call(
      'POST',
      'save_new_business_workflow',
      answers(owner.companyId, { start_month: 'next spring' }),
    );
    expect(text.json()).toMatchObject({ statusCode: 400, field: 'start_month' });
  });

  it('budget vs actual shows the same twelve months, each with its budget', async () => {
    const fresh = await createCompanyOwner(t.app, 'compare');
    const b = await budgetOf(fresh);
    const res = await caller(t.app, fresh).call('GET', `company/${fresh.companyId}/performance`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as {
      from: string;
      to: string;
      months: { month: string; budget: unknown }[];
    };
    expect(view.from).toBe('2026-12');
    expect(view.to).toBe('2027-11');
    expect(view.months.map((m) => m.month)).toEqual(b.statements.income.map((m) => m.month));
    expect(view.months.every((m) => m.budget !== null)).toBe(true);
  });
});
