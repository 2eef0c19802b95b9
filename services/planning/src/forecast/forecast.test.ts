import ExcelJS from 'exceljs';
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { documentsService } from '@fina/documents';
import { NO_BUDGET_YET } from '@fina/contract';
import { forecast as runForecast } from '@fina/finance';
import type { ForecastInput } from '@fina/finance';
import { planningService } from '../plugin';
import { caller, existingFields, multipartBody } from '../testing/planning-test-kit';
import { quickBooksWorkbook } from '../statements/testing/sample-workbooks';
import { toMicro } from '../shared/decimal-text';
import { apiUrl } from '@fina/service-kit/testing';

let t: TestApp;
let owner: CompanyOwner;
let stranger: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [planningService, documentsService] });
  owner = await createCompanyOwner(t.app, 'forecaster');
  stranger = await createCompanyOwner(t.app, 'outsider');
  const saved = await caller(t.app, owner).multipart('upload_income_statement_workflow', {
    ...existingFields(owner.companyId),
    financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
  });
  expect(saved.statusCode).toBe(201);
});
afterAll(() => t.dispose());

type Row = Record<string, string>;
const micro = (v: string | undefined) => toMicro(v ?? '0');

describe('generate_budget', () => {
  it('404 with a next step when the company has no questionnaire; 404 for a stranger', async () => {
    const empty = await createCompanyOwner(t.app, 'empty');
    const none = await caller(t.app, empty).call('POST', 'generate_budget', {
      company_id: empty.companyId,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: NO_BUDGET_YET, field: 'company_id' });
    const foreign = await caller(t.app, stranger).call('POST', 'generate_budget', {
      company_id: owner.companyId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('forecasts the year after the statements: exact statements that tie every month', async () => {
    const res = await caller(t.app, owner).call('POST', 'generate_budget', {
      company_id: owner.companyId,
    });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.year).toBe(2026);
    expect(b.start_month).toBe('2026-01');
    expect(b.dates).toHaveLength(12);
    expect(b.dates[0]).toBe('2026-01-31');
    expect(b.opening_source).toBe('statements');
    expect(b.kind).toBe('existing');
    // Year 1 sales = last year's revenue (240,000) × 1.20, to the cent.
    const sales = b.statements.income.reduce((t: bigint, m: Row) => t + micro(m.revenue), 0n);
    expect(sales).toBe(toMicro('288000'));
    for (const [i, m] of (b.statements.balance as Row[]).entries()) {
      expect(micro(m.total_assets)).toBe(micro(m.total_liabilities_and_equity));
      const cf = b.statements.cash_flow[i] as Row;
      expect(micro(cf.closing_cash)).toBe(micro(m.cash));
      expect(micro(cf.closing_cash) - micro(cf.opening_cash)).toBe(micro(cf.net_change_in_cash));
    }
    // The opening position is the statements' balance sheet: cash 40,000.
    expect(b.statements.cash_flow[0].opening_cash).toBe('40000.00');
    const low = (b.statements.balance as Row[]).reduce((a, m) =>
      micro(m.cash) < micro(a.cash) ? m : a,
    );
    expect(b.low_point).toEqual({ month: low.month, date: low.date, cash: low.cash });
    // The browser can recompute it from `input` with the same engine.
    const again = runForecast(b.input as ForecastInput);
    expect(again.budget.dates).toEqual(b.dates);
    expect(again.budget.derived.sales).toEqual(b.derived.sales);
  });

  it('opens from the company’s latest saved balance sheet when there is one', async () => {
    const other = await createCompanyOwner(t.app, 'withsheet');
    const api = caller(t.app, other);
    await api.multipart('upload_income_statement_workflow', {
      ...existingFields(other.companyId),
      financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
    });
    const body = await multipartBody({
      company_id: other.companyId,
      date: '2025-12-31',
      cash_on_hand: '500',
      cib_rows: JSON.stringify([{ nameOfBank: 'BDO', amount: '77000' }]),
    });
    const sheet = await t.app.inject({
      method: 'POST',
      url: apiUrl('POST', 'update_balance_sheet'),
      headers: { authorization: `Bearer ${other.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(sheet.statusCode).toBeLessThan(300);
    const b = (await api.call('POST', 'generate_budget', { company_id: other.companyId })).json();
    expect(b.opening_source).toBe('balance_sheet');
    expect(b.statements.cash_flow[0].opening_cash).toBe('77500.00');
  });

  it('a new business forecasts the 12 months after today from products × units', async () => {
    const fresh = await createCompanyOwner(t.app, 'startup', 'PHP');
    const api = caller(t.app, fresh);
    await api.call('POST', 'save_new_business_workflow', {
      company_id: fresh.companyId,
      products: [{ product: 'Soap', price: '50', units: '12000' }],
      plan: { new_branch: true },
      employees: [{ role: 'Maker', salary: '15000', month: 'March' }],
      purchases: [],
      funding: [{ source: 'Own money', amount: '100000' }],
    });
    const b = (await api.call('POST', 'generate_budget', { company_id: fresh.companyId })).json();
    expect(b.currency).toBe('PHP');
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(b.start_month).toBe(next.toISOString().slice(0, 7));
    expect(b.year).toBe(next.getUTCFullYear());
    expect(b.kind).toBe('new');
    const sales = b.statements.income.reduce((t: bigint, m: Row) => t + micro(m.revenue), 0n);
    expect(sales).toBe(toMicro('600000'));
    expect(b.statements.cash_flow[0].equity_received).toBe('100000.00');
  });
});

describe('forecast.xlsx and ask Fina', () => {
  it('exports one sheet per statement whose values tie', async () => {
    const res = await caller(t.app, owner).call('GET', `company/${owner.companyId}/forecast.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="forecast-2026-01/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Income statement',
      'Balance sheet',
      'Cash flow',
      'Advice',
    ]);
    const balance = book.getWorksheet('Balance sheet');
    const header = (balance?.getRow(1).values as unknown[]).map(String);
    const at = (name: string) => header.indexOf(name);
    for (let r = 2; r <= 13; r += 1) {
      const row = balance?.getRow(r);
      const assets = Math.round(Number(row?.getCell(at('Total assets')).value) * 100);
      const claims = Math.round(
        Number(row?.getCell(at('Total liabilities and equity')).value) * 100,
      );
      expect(assets).toBe(claims);
    }
    const stranger404 = await caller(t.app, stranger).call(
      'GET',
      `company/${owner.companyId}/forecast.xlsx`,
    );
    expect(stranger404.statusCode).toBe(404);
  });

  it('opens one chat session on the forecast workbook, and the same again', async () => {
    const api = caller(t.app, owner);
    const first = await api.call('POST', `company/${owner.companyId}/forecast/ask`);
    expect(first.statusCode).toBe(200);
    expect(first.json().filename).toMatch(/^forecast-2026-01-.*\.xlsx$/);
    const second = await api.call('POST', `company/${owner.companyId}/forecast/ask`);
    expect(second.json().session_id).toBe(first.json().session_id);
  });
});
