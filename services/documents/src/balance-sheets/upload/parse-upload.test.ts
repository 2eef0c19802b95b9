import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { documentsService } from '@fina/documents';
import type { Owner } from '../testing/test-support';
import { CHAT, createOwner, multipartBody } from '../testing/test-support';

let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'uploader');
});
afterAll(() => t.dispose());

async function upload(data: Uint8Array, filename = 'balance.xlsx') {
  const body = await multipartBody({ file: { filename, data } });
  return t.app.inject({
    method: 'POST',
    url: `${CHAT}/company/${owner.companyId}/balance-sheet/parse_upload`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
  });
}

async function bookBytes(fill: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function downloadTemplate(): Promise<ExcelJS.Workbook> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${CHAT}/balance-sheet/template.xlsx`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toContain('fina-balance-sheet-template.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

describe('the template', () => {
  it('is a workbook with a sheet per table and its headers', async () => {
    const book = await downloadTemplate();
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'How to fill in',
      'Summary',
      'Cash in bank',
      'Clients who owe you',
      'Inventory',
      'Cash advances and deposits',
      'Loans you gave',
      'Other assets',
      'Equipment, land and buildings',
      'Suppliers you owe',
      'Bank and other loans',
      'Initial investment',
    ]);
    expect(book.getWorksheet('Inventory')?.getRow(1).values).toEqual([
      undefined,
      'Product name',
      'Number of items',
      'Cost per item',
    ]);
  });

  it('reads back a filled template: rows, date and cash on hand, nothing saved', async () => {
    const book = await downloadTemplate();
    const summary = book.getWorksheet('Summary')!;
    summary.getCell('B1').value = new Date(Date.UTC(2025, 11, 31));
    summary.getCell('B2').value = 1250.75;
    const banks = book.getWorksheet('Cash in bank')!;
    banks.getRow(2).values = ['BPI', 2500.5];
    banks.getRow(3).values = ['BDO', '1,000.25'];
    const inventory = book.getWorksheet('Inventory')!;
    inventory.getRow(2).values = ['Beans', null, 7.333];
    const buildings = book.getWorksheet('Equipment, land and buildings')!;
    buildings.getRow(2).values = ['Laptop', 1500, 1, 3];
    const clients = book.getWorksheet('Clients who owe you')!;
    clients.spliceRows(2, 1); // an empty table
    const suppliers = book.getWorksheet('Suppliers you owe')!;
    suppliers.getRow(2).values = ['Roaster', null]; // no amount: skipped, and said so
    const res = await upload(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(200);
    const found = res.json();
    expect(found.layout).toBe('template');
    expect(found.date).toBe('2025-12-31');
    expect(found.cash_on_hand).toBe('1250.75');
    expect(found.rows.cib_rows).toEqual([
      { nameOfBank: 'BPI', amount: '2500.5' },
      { nameOfBank: 'BDO', amount: '1000.25' },
    ]);
    expect(found.rows.client_rows).toEqual([]);
    expect(found.rows.inventory_rows).toEqual([
      { productName: 'Beans', numberOfItems: '', costPerItem: '7.333' },
    ]);
    expect(found.rows.building_rows).toEqual([
      { type: 'Laptop', cost: '1500', numberOfYears: '1', usefulLife: '3' },
    ]);
    expect(found.rows.supplier_rows).toEqual([]);
    expect(found.lines).toContainEqual({
      sheet: 'Suppliers you owe',
      row: 2,
      label: 'Roaster',
      amount: '',
      target: 'skipped',
      note: 'No amount.',
    });
    // The template's example rows came through as rows too (the user reviews them).
    expect(found.rows.investment_rows).toEqual([
      { name: 'Owner name', typeOfInvestment: 'Owner', amount: '0' },
    ]);
  });

  it('names the sheet and the expected columns when the headers are wrong', async () => {
    const data = await bookBytes((book) => {
      book.addWorksheet('Summary').addRow(['Date', '2025-12-31']);
      book.addWorksheet('Cash in bank').addRow(['Bank', 'Value']);
    });
    const res = await upload(data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file' });
    expect(res.json().message).toBe(
      'Sheet "Cash in bank": expected the columns Name of bank, Amount in row 1 (found: Bank, Value).',
    );
  });

  it('names the cell of an amount that is not a number', async () => {
    const data = await bookBytes((book) => {
      const sheet = book.addWorksheet('Other assets');
      sheet.addRow(['Name of asset', 'Amount']);
      sheet.addRow(['Licence', 'a lot']);
    });
    const res = await upload(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Sheet "Other assets", cell B2: Amount must be a number (found "a lot").',
    );
  });
});

describe('a common two-column balance sheet', () => {
  it('maps the usual labels to the tables and skips what the engine computes', async () => {
    const data = await bookBytes((book) => {
      const sheet = book.addWorksheet('BS');
      [
        ['Balance Sheet as of December 31, 2025'],
        [],
        ['Assets'],
        ['Current assets'],
        ['Cash on hand', 500],
        ['Cash in bank - BPI', 12000.5],
        ['Accounts receivable', '3,200.00'],
        ['Inventory', 4500],
        ['Prepaid rent', 600],
        ['Loan to employee', 250],
        ['Equipment', 8000],
        ['Less: accumulated depreciation', -2000],
        ['Trademark', 900],
        ['Total assets', 27950.5],
        ['Liabilities'],
        ['Accounts payable', 1800],
        ['Bank loan', 10000],
        ['Total liabilities', 11800],
        ["Owner's equity"],
        ['Capital', 12000],
        ['Retained earnings', 4150.5],
      ].forEach((row) => sheet.addRow(row));
    });
    const res = await upload(data);
    expect(res.statusCode).toBe(200);
    const found = res.json();
    expect(found.layout).toBe('common');
    expect(found.date).toBe('2025-12-31');
    expect(found.cash_on_hand).toBe('500');
    expect(found.rows).toEqual({
      cib_rows: [{ nameOfBank: 'Cash in bank - BPI', amount: '12000.5' }],
      client_rows: [{ name: 'Accounts receivable', amount: '3200.00' }],
      inventory_rows: [{ productName: 'Inventory', numberOfItems: '', costPerItem: '4500' }],
      cash_advance_rows: [{ typeOfDeposit: 'Prepaid rent', paidToWhom: '', amount: '600' }],
      loan_rows: [{ typeOfLoan: 'Loan to employee', loanedTo: '', amount: '250' }],
      other_asset_rows: [{ nameOfAsset: 'Trademark', amount: '900' }],
      building_rows: [{ type: 'Equipment', cost: '8000', numberOfYears: '', usefulLife: '' }],
      supplier_rows: [{ nameOfSupplier: 'Accounts payable', amount: '1800' }],
      other_loan_rows: [{ typeOfLoan: 'Bank loan', lender: '', amount: '10000' }],
      investment_rows: [{ name: 'Capital', typeOfInvestment: '', amount: '12000' }],
    });
    const skipped = found.lines.filter((l: { target: string }) => l.target === 'skipped');
    expect(skipped.map((l: { label: string }) => l.label)).toEqual([
      'Less: accumulated depreciation',
      'Total assets',
      'Total liabilities',
      'Retained earnings',
    ]);
  });

  it('says what it expected when a sheet has neither layout (400)', async () => {
    const data = await bookBytes((book) => {
      const sheet = book.addWorksheet('Sales');
      sheet.addRow(['Month', 'Units', 'Revenue']);
      sheet.addRow(['January', 10, 1000]);
    });
    const res = await upload(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /label and amount, under the headings Assets, Liabilities and Equity/,
    );
  });
});

describe('files that are not workbooks', () => {
  it('refuses text, a zip that is not a workbook and a truncated zip with "Invalid file format."', async () => {
    const text = await upload(new TextEncoder().encode('Cash,100\nBank,200\n'), 'sheet.xlsx');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Invalid file format.', field: 'file' });

    const zip = zipSync({ 'readme.txt': new TextEncoder().encode('hello') });
    const notBook = await upload(zip);
    expect(notBook.json()).toMatchObject({ statusCode: 400, message: 'Invalid file format.' });

    const real = await bookBytes((book) => book.addWorksheet('A').addRow(['x']));
    const truncated = await upload(real.subarray(0, Math.floor(real.length / 2)));
    expect(truncated.json()).toMatchObject({ statusCode: 400, message: 'Invalid file format.' });
  });

  it('refuses a part that inflates beyond its declared size, quickly', async () => {
    // A zip whose sheet claims 1,000 bytes and inflates to 50 MB.
    const big = new Uint8Array(50 * 1024 * 1024);
    const zip = Buffer.from(
      zipSync(
        {
          '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
          'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
          'xl/worksheets/sheet1.xml': big,
        },
        { level: 9 },
      ),
    );
    for (let i = 0; i < zip.length - 4; i += 1) {
      const signature = zip.readUInt32LE(i);
      if (signature === 0x02014b50 && zip.toString('latin1', i + 46, i + 70).includes('sheet1')) {
        zip.writeUInt32LE(1000, i + 24);
      }
      if (signature === 0x04034b50 && zip.toString('latin1', i + 30, i + 54).includes('sheet1')) {
        zip.writeUInt32LE(1000, i + 22);
      }
    }
    const res = await upload(new Uint8Array(zip));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/inflates beyond its declared size/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const res = await upload(new Uint8Array(5 * 1024 * 1024 + 10));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/limit is 5 MB/);
  });

  it('asks for a file when none is sent', async () => {
    const body = await multipartBody({ note: 'no file' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${owner.companyId}/balance-sheet/parse_upload`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('file');
  });
});
