import ExcelJS from 'exceljs';
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { DEFAULT_EXPENSE_CATEGORIES } from '@fina/contract';
import { ledgerService } from '../plugin';
import { call, upload } from '../testing/test-support';

let t: TestApp;
let owner: CompanyOwner;
let stranger: CompanyOwner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [ledgerService] });
  owner = await createCompanyOwner(t.app, 'owner');
  stranger = await createCompanyOwner(t.app, 'stranger');
});
afterAll(() => t.dispose());

const sales = (who: CompanyOwner) => `company/${who.companyId}/sales`;
const expenses = (who: CompanyOwner) => `company/${who.companyId}/expenses`;

describe('sales per day', () => {
  it('records, edits, deletes and sums a month exactly', async () => {
    const company = await createCompanyOwner(t.app, 'shop');
    const first = await call(t.app, 'POST', sales(company), company.token, {
      date: '2026-03-02',
      amount: '0.10',
      product: 'Gum',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amount: '0.10',
      product: 'Gum',
      payment_method: '',
      source: 'manual',
    });
    await call(t.app, 'POST', sales(company), company.token, {
      date: '2026-03-02',
      amount: '0.20',
      payment_method: 'Cash',
    });
    const third = await call(t.app, 'POST', sales(company), company.token, {
      date: '2026-03-09',
      amount: '1,200.5',
    });
    expect(third.json().amount).toBe('1200.50');
    await call(t.app, 'POST', sales(company), company.token, { date: '2026-04-01', amount: '5' });

    const summary = await call(
      t.app,
      'GET',
      `${sales(company)}/summary?month=2026-03`,
      company.token,
    );
    expect(summary.json()).toEqual({
      month: '2026-03',
      currency: 'USD',
      days: [
        { date: '2026-03-02', total: '0.30', count: 2 },
        { date: '2026-03-09', total: '1200.50', count: 1 },
      ],
      total: '1200.80',
      count: 3,
    });

    const id = third.json().sale_id;
    const edited = await call(t.app, 'PUT', `${sales(company)}/${id}`, company.token, {
      date: '2026-03-10',
      amount: '99.99',
    });
    expect(edited.json()).toMatchObject({ date: '2026-03-10', amount: '99.99' });
    expect(
      (await call(t.app, 'DELETE', `${sales(company)}/${id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `${sales(company)}/${id}`, company.token)).statusCode).toBe(
      200,
    );
    const list = await call(
      t.app,
      'GET',
      `${sales(company)}?from=2026-03-01&to=2026-03-31`,
      company.token,
    );
    expect(list.json().total).toBe(2);
  });

  it('refuses a bad amount or date naming the field, and a stranger', async () => {
    const bad = await call(t.app, 'POST', sales(owner), owner.token, {
      date: '2026-02-30',
      amount: '5',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('date');
    const zero = await call(t.app, 'POST', sales(owner), owner.token, {
      date: '2026-02-03',
      amount: '0',
    });
    expect(zero.json()).toMatchObject({ statusCode: 400, field: 'amount' });
    expect((await call(t.app, 'GET', sales(owner), stranger.token)).statusCode).toBe(404);
  });
});

describe('the sales workbook', () => {
  async function workbook(rows: unknown[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('March');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('serves a template that its own reader understands', async () => {
    const res = await call(t.app, 'GET', 'sales/template.xlsx', owner.token);
    expect(res.statusCode).toBe(200);
    const preview = await upload(
      t.app,
      `${sales(owner)}/preview`,
      owner.token,
      'template.xlsx',
      res.rawPayload,
    );
    expect(preview.json()).toMatchObject({
      needs_mapping: false,
      suggested_mapping: {
        date_column: 'Date',
        amount_column: 'Amount',
        product_column: 'Product',
      },
      rows: [{ date: '2026-01-05', amount: '125.50', problem: null }],
    });
  });

  it('previews, asks for columns it cannot tell, imports once, and skips totals', async () => {
    const company = await createCompanyOwner(t.app, 'workbook');
    const file = await workbook([
      ['Day', 'Till', 'Takings'],
      [new Date(Date.UTC(2026, 2, 1)), 'A', 120.5],
      [new Date(Date.UTC(2026, 2, 2)), 'B', 80],
      ['Total', '', 200.5],
    ]);
    const preview = (
      await upload(t.app, `${sales(company)}/preview`, company.token, 'march.xlsx', file)
    ).json();
    // "Day" reads as a date header, "Takings" says nothing: the numbers column is found by content.
    expect(preview).toMatchObject({
      columns: ['Day', 'Till', 'Takings'],
      needs_mapping: false,
      total_rows: 3,
    });
    expect(preview.suggested_mapping).toMatchObject({
      date_column: 'Day',
      amount_column: 'Takings',
    });

    const mapping = { date_column: 'Day', amount_column: 'Takings', product_column: 'Till' };
    const res = await upload(t.app, `${sales(company)}/import`, company.token, 'march.xlsx', file, {
      mapping,
    });
    expect(res.json()).toEqual({ imported: 2, duplicates: 0, skipped: 1 });
    const again = await upload(
      t.app,
      `${sales(company)}/import`,
      company.token,
      'march.xlsx',
      file,
      { mapping },
    );
    expect(again.json()).toEqual({ imported: 0, duplicates: 2, skipped: 1 });
    const wrong = await upload(
      t.app,
      `${sales(company)}/import`,
      company.token,
      'march.xlsx',
      file,
      {
        mapping: { date_column: 'Nope', amount_column: 'Takings' },
      },
    );
    expect(wrong.json()).toMatchObject({ statusCode: 400, field: 'mapping.date_column' });
    const list = (await call(t.app, 'GET', sales(company), company.token)).json();
    expect(
      list.sales.map((s: { amount: string; product: string; source: string }) => [
        s.amount,
        s.product,
        s.source,
      ]),
    ).toEqual([
      ['80.00', 'B', 'march.xlsx'],
      ['120.50', 'A', 'march.xlsx'],
    ]);
  });

  it('reads a CSV sales sheet too', async () => {
    const company = await createCompanyOwner(t.app, 'csv-sales');
    const file = Buffer.from('Date;Amount;Product\n03/04/2026;12,50;Tea\n15/04/2026;7,00;Cake\n');
    const res = await upload(t.app, `${sales(company)}/import`, company.token, 'april.csv', file);
    expect(res.json()).toEqual({ imported: 2, duplicates: 0, skipped: 0 });
    const summary = (
      await call(t.app, 'GET', `${sales(company)}/summary?month=2026-04`, company.token)
    ).json();
    expect(summary).toMatchObject({
      total: '19.50',
      days: [{ date: '2026-04-03' }, { date: '2026-04-15' }],
    });
  });
});

describe('expenses and their categories', () => {
  it('records with tax, edits, summarises by category and deletes', async () => {
    const company = await createCompanyOwner(t.app, 'spender');
    const rent = await call(t.app, 'POST', expenses(company), company.token, {
      date: '2026-05-01',
      vendor: 'Landlord',
      category: 'Rent',
      amount: '1100.00',
      tax: '100.00',
      note: 'May',
    });
    expect(rent.statusCode).toBe(201);
    expect(rent.json()).toMatchObject({
      amount: '1100.00',
      tax: '100.00',
      note: 'May',
      currency: 'USD',
    });
    await call(t.app, 'POST', expenses(company), company.token, {
      date: '2026-05-03',
      vendor: 'Cafe',
      category: 'Meals',
      amount: '12.30',
    });
    const tooMuchTax = await call(t.app, 'POST', expenses(company), company.token, {
      date: '2026-05-03',
      vendor: 'X',
      category: 'Meals',
      amount: '10',
      tax: '11',
    });
    expect(tooMuchTax.json()).toMatchObject({ statusCode: 400, field: 'tax' });
    const summary = (
      await call(t.app, 'GET', `${expenses(company)}/summary?month=2026-05`, company.token)
    ).json();
    expect(summary).toMatchObject({
      total: '1112.30',
      categories: [
        { category: 'Rent', total: '1100.00' },
        { category: 'Meals', total: '12.30' },
      ],
    });
    const id = rent.json().expense_id;
    const edited = await call(t.app, 'PUT', `${expenses(company)}/${id}`, company.token, {
      date: '2026-05-01',
      vendor: 'Landlord',
      category: 'Rent',
      amount: '1000',
      tax: '0',
    });
    expect(edited.json()).toMatchObject({ amount: '1000.00', tax: '0.00' });
    expect(
      (
        await call(t.app, 'PUT', `${expenses(company)}/${id}`, stranger.token, {
          date: '2026-05-01',
          vendor: 'L',
          category: 'Rent',
          amount: '1',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `${expenses(company)}/${id}`, company.token)).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'GET', expenses(company), company.token)).json().total).toBe(1);
  });

  it('lists the default categories then the company’s own, without repeats', async () => {
    const company = await createCompanyOwner(t.app, 'categories');
    const path = `company/${company.companyId}/expense_categories`;
    expect((await call(t.app, 'POST', path, company.token, { name: 'Packaging' })).statusCode).toBe(
      201,
    );
    expect((await call(t.app, 'POST', path, company.token, { name: 'packaging' })).json()).toEqual({
      name: 'Packaging',
      is_default: false,
    });
    expect((await call(t.app, 'POST', path, company.token, { name: 'rent' })).json()).toEqual({
      name: 'Rent',
      is_default: true,
    });
    const list = (await call(t.app, 'GET', path, company.token)).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      ...DEFAULT_EXPENSE_CATEGORIES,
      'Packaging',
    ]);
    expect((await call(t.app, 'GET', path, stranger.token)).statusCode).toBe(404);
  });
});
