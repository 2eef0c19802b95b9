import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { budgetWorkflows, count, eq } from '@fina/db';
import { planningService } from '../plugin';
import { caller, existingFields } from '../testing/planning-test-kit';
import { quickBooksWorkbook, workbook, xeroWorkbook } from '../statements/testing/sample-workbooks';

let t: TestApp;
let owner: CompanyOwner;
let stranger: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [planningService] });
  owner = await createCompanyOwner(t.app, 'planner');
  stranger = await createCompanyOwner(t.app, 'stranger');
});
afterAll(() => t.dispose());

async function savedCount(companyId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(budgetWorkflows)
    .where(eq(budgetWorkflows.companyId, companyId));
  return Number(row?.n ?? 0);
}

describe('statements/read', () => {
  it('answers what was read with sheet and cell, saving nothing', async () => {
    const api = caller(t.app, owner);
    const res = await api.multipart(`company/${owner.companyId}/statements/read`, {
      financial_statement: { filename: 'pnl.xlsx', data: await quickBooksWorkbook() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.layout).toBe('quickbooks');
    expect(body.income.lines[0]).toEqual({
      key: 'revenue',
      label: 'Sales of Product Income',
      amount: '180000',
      sheet: 'Profit and Loss',
      cell: 'B7',
    });
    expect(await savedCount(owner.companyId)).toBe(0);
  });

  it('400 naming the statement it could not find', async () => {
    const api = caller(t.app, owner);
    const res = await api.multipart(`company/${owner.companyId}/statements/read`, {
      financial_statement: {
        filename: 'x.xlsx',
        data: await workbook({ 'P&L': [['Profit and Loss'], ['Rent', 100]] }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'financial_statement' });
    expect(res.json().message).toMatch(/could not find revenue in the Profit and Loss/);
  });

  it('404 for a stranger', async () => {
    const res = await caller(t.app, stranger).multipart(
      `company/${owner.companyId}/statements/read`,
      {
        financial_statement: { filename: 'pnl.xlsx', data: await quickBooksWorkbook() },
      },
    );
    expect(res.statusCode).toBe(404);
  });

  it('serves the template, which the reader recognises', async () => {
    const res = await caller(t.app, owner).call('GET', 'statements/template.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('upload_income_statement_workflow', () => {
  it('saves the questionnaire (201), reopens it and lists the history', async () => {
    const api = caller(t.app, owner);
    const res = await api.multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId),
      financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
      employee_file: {
        filename: 'staff.csv',
        data: Buffer.from('Name,Role,Monthly salary\nAna,Manager,"3,000"\nBo,Barista,2000\n'),
      },
      monthly_revenues: {
        filename: 'months.csv',
        data: Buffer.from(
          [
            'Month,Revenue',
            ...Array.from(
              { length: 12 },
              (_, i) => `2025-${String(i + 1).padStart(2, '0')},${15000 + i * 1000}`,
            ),
          ].join('\n'),
        ),
      },
    });
    expect(res.statusCode).toBe(201);
    const { workflow_id: workflowId } = res.json();
    const latest = await api.call(
      'GET',
      `get_income_statement_workflow?company_id=${owner.companyId}`,
    );
    expect(latest.statusCode).toBe(200);
    const answers = latest.json();
    expect(answers).toMatchObject({ exists: true, kind: 'existing', workflow_id: workflowId });
    expect(answers.answers.growth_rate).toBe('20%');
    expect(answers.answers.employees).toEqual([
      { name: 'Ana', role: 'Manager', salary: '3000' },
      { name: 'Bo', role: 'Barista', salary: '2000' },
    ]);
    expect(answers.answers.monthly_revenues).toHaveLength(12);
    expect(answers.answers.statement_lines.income.lines.length).toBeGreaterThan(3);
    const history = await api.call('GET', `company/${owner.companyId}/budget_workflows`);
    expect(history.json()).toEqual([
      { workflow_id: workflowId, kind: 'existing', saved_at: answers.saved_at },
    ]);
  });

  it('uses the owner’s corrected lines when sent', async () => {
    const api = caller(t.app, owner);
    const statementLines = {
      income: {
        period_label: 'FY 2025',
        period_end: '2025-06',
        lines: [
          { key: 'revenue', label: 'Sales', amount: '500000' },
          { key: 'operating_expense', label: 'Rent', amount: '60000' },
        ],
      },
      balance: { date: '2025-06-30', lines: [{ key: 'cash', label: 'Bank', amount: '25000' }] },
    };
    const res = await api.multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId, { statement_lines: JSON.stringify(statementLines) }),
      financial_statement: { filename: 'xero.xlsx', data: await xeroWorkbook() },
    });
    expect(res.statusCode).toBe(201);
    const latest = (
      await api.call('GET', `get_income_statement_workflow?company_id=${owner.companyId}`)
    ).json();
    expect(
      latest.answers.statement_lines.income.lines.map((l: { amount: string }) => l.amount),
    ).toEqual(['500000', '60000']);
  });

  it.each([
    ['growth_rate', { growth_rate: '35%' }],
    ['product_table', { product_table: '[]' }],
    ['product_table.0.price', { product_table: JSON.stringify([{ product: 'A', price: 'abc' }]) }],
    ['growth_plan', { growth_plan: '{}' }],
    ['operations_hiring_table', { operations_hiring_table: '{not json' }],
  ])('400 naming %s, nothing saved', async (field, extra) => {
    const before = await savedCount(owner.companyId);
    const res = await caller(t.app, owner).multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId, extra as Record<string, string>),
      financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(await savedCount(owner.companyId)).toBe(before);
  });

  it('400 with the spec’s message without a statements file; 400 on a bad one; nothing saved', async () => {
    const before = await savedCount(owner.companyId);
    const api = caller(t.app, owner);
    const missing = await api.multipart(
      'upload_income_statement_workflow',
      existingFields(owner.companyId),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Please upload your financial statement.',
      field: 'financial_statement',
    });
    const bad = await api.multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId),
      financial_statement: { filename: 'notes.xlsx', data: await workbook({ Notes: [['hello']] }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('financial_statement');
    const badMonths = await api.multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId),
      financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
      monthly_revenues: { filename: 'm.csv', data: Buffer.from('Jan,100\nFeb,200\n') },
    });
    expect(badMonths.statusCode).toBe(400);
    expect(badMonths.json().field).toBe('monthly_revenues');
    expect(await savedCount(owner.companyId)).toBe(before);
  });

  it('404 for a stranger’s company, nothing saved', async () => {
    const before = await savedCount(owner.companyId);
    const res = await caller(t.app, stranger).multipart('upload_income_statement_workflow', {
      ...existingFields(owner.companyId),
      financial_statement: { filename: 'qbo.xlsx', data: await quickBooksWorkbook() },
    });
    expect(res.statusCode).toBe(404);
    expect(await savedCount(owner.companyId)).toBe(before);
    const read = await caller(t.app, stranger).call(
      'GET',
      `get_income_statement_workflow?company_id=${owner.companyId}`,
    );
    expect(read.statusCode).toBe(404);
  });
});

describe('save_new_business_workflow', () => {
  const body = (companyId: string) => ({
    company_id: companyId,
    products: [{ product: 'Soap', price: '5', units: '12000' }],
    plan: { new_product_line: true },
    employees: [{ role: 'Maker', salary: '1500', month: 'March' }],
    purchases: [{ purchase: 'Mixer', amount: '3000', month: 'February', lifespan: '3' }],
    funding: [
      { source: 'Own money', amount: '20000' },
      { source: 'Lenders', amount: '5000' },
    ],
  });

  it('saves (201) and reopens with the answers', async () => {
    const fresh = await createCompanyOwner(t.app, 'newbiz');
    const api = caller(t.app, fresh);
    const empty = (
      await api.call('GET', `get_income_statement_workflow?company_id=${fresh.companyId}`)
    ).json();
    expect(empty).toEqual({
      exists: false,
      kind: null,
      workflow_id: null,
      saved_at: null,
      answers: null,
    });
    const res = await api.call('POST', 'save_new_business_workflow', body(fresh.companyId));
    expect(res.statusCode).toBe(201);
    const latest = (
      await api.call('GET', `get_income_statement_workflow?company_id=${fresh.companyId}`)
    ).json();
    expect(latest.kind).toBe('new');
    expect(latest.answers.products).toEqual([{ product: 'Soap', price: '5', units: '12000' }]);
  });

  it('400 naming the field: no plan, a bad product, an unknown funding source', async () => {
    const api = caller(t.app, owner);
    const noPlan = await api.call('POST', 'save_new_business_workflow', {
      ...body(owner.companyId),
      plan: {},
    });
    expect(noPlan.json()).toMatchObject({ statusCode: 400, field: 'plan' });
    const badPrice = await api.call('POST', 'save_new_business_workflow', {
      ...body(owner.companyId),
      products: [{ product: 'Soap', price: 'x', units: '1' }],
    });
    expect(badPrice.json()).toMatchObject({ statusCode: 400, field: 'products.0.price' });
    const badSource = await api.call('POST', 'save_new_business_workflow', {
      ...body(owner.companyId),
      funding: [{ source: 'Lottery', amount: '1' }],
    });
    expect(badSource.json()).toMatchObject({ statusCode: 400, field: 'funding.0.source' });
  });

  it('404 for a stranger', async () => {
    const res = await caller(t.app, stranger).call(
      'POST',
      'save_new_business_workflow',
      body(owner.companyId),
    );
    expect(res.statusCode).toBe(404);
  });
});
