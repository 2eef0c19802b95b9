import { SERVICE_PREFIX } from '@fina/contract';
import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import { balanceSheetRows, balanceSheets, eq } from '@fina/db';
import { documentsService } from '@fina/documents';
import type { Owner } from './testing/test-support';
import { CHAT, FULL_SHEET, createOwner, multipartBody, sheetFields } from './testing/test-support';

let t: TestApp;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  owner = await createOwner(t.app, 'owner', 'PHP');
  stranger = await createOwner(t.app, 'stranger');
});
afterAll(() => t.dispose());

async function submit(fields: Record<string, string>, token = owner.token) {
  const body = await multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: `${SERVICE_PREFIX.account}/update_balance_sheet`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

function read(companyId: string, token = owner.token, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${CHAT}/company/${companyId}/balance-sheet${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function countSheets(companyId: string): Promise<number> {
  const rows = await t.app.db
    .select({ id: balanceSheets.id })
    .from(balanceSheets)
    .where(eq(balanceSheets.companyId, companyId));
  return rows.length;
}

describe('update_balance_sheet and GET company/{id}/balance-sheet', () => {
  it('answers 404 "No balance sheet yet." before the first save', async () => {
    const res = await read(owner.companyId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No balance sheet yet.');
  });

  it('saves the rows, recomputes every total with the engine and reads them back', async () => {
    const res = await submit(sheetFields(owner.companyId));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.message).toBe('Form submitted successfully!');
    const statement = saved.balance_sheet.statement;
    expect(statement.currency).toBe('PHP');
    expect(statement.assets.cash.amount).toBe('4000.00');
    expect(statement.assets.inventory.amount).toBe('132.33');
    expect(statement.assets.other_assets.amount).toBe('250.00');
    expect(statement.assets.accumulated_depreciation.amount).toBe('25500.00');
    expect(statement.assets.total.amount).toBe('132882.33');
    expect(statement.assets.total.formatted).toBe('₱132,882.33');
    expect(statement.liabilities.total.amount).toBe('32000.00');
    expect(statement.equity.retained_earnings.amount).toBe('40882.33');
    expect(statement.total_liabilities_and_equity.amount).toBe('132882.33');
    expect(saved.balance_sheet.balanced).toBe(true);

    const got = await read(owner.companyId);
    expect(got.statusCode).toBe(200);
    const sheet = got.json();
    expect(sheet.date).toBe('2025-12-31');
    expect(sheet.cash_on_hand).toBe('1000');
    // The spec's read fields: row lists as JSON text, the other-assets table included.
    expect(JSON.parse(sheet.other_asset_rows)).toEqual([
      { nameOfAsset: 'Software licence', amount: '250' },
    ]);
    expect(JSON.parse(sheet.inventory_rows)).toEqual([
      { productName: 'Beans', numberOfItems: '10', costPerItem: '12.5' },
      { productName: 'Cups', numberOfItems: '', costPerItem: '7.333' },
    ]);
    expect(JSON.parse(sheet.building_rows)[2]).toEqual({
      type: 'Laptop',
      cost: '1500',
      numberOfYears: '1',
      usefulLife: '3',
    });
    expect(sheet.statement.assets.total.amount).toBe('132882.33');
    expect(sheet.versions).toHaveLength(1);

    // The engine's totals are stored with the version, as numeric.
    const [stored] = await t.app.db
      .select()
      .from(balanceSheets)
      .where(eq(balanceSheets.id, sheet.id));
    expect(stored?.totalAssets).toBe('132882.33');
    expect(stored?.retainedEarnings).toBe('40882.33');
  });

  it('keeps each save as a version with its date; a version can be fetched by id', async () => {
    const next = await submit(
      sheetFields(owner.companyId, { ...FULL_SHEET, date: '2026-06-30', cash_on_hand: '5000' }),
    );
    expect(next.statusCode).toBe(200);
    const latest = (await read(owner.companyId)).json();
    expect(latest.date).toBe('2026-06-30');
    expect(latest.statement.assets.cash.amount).toBe('8000.00');
    expect(latest.versions.map((v: { date: string }) => v.date)).toEqual([
      '2026-06-30',
      '2025-12-31',
    ]);
    const older = latest.versions[1];
    const first = await read(owner.companyId, owner.token, `?version_id=${older.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().date).toBe('2025-12-31');
    expect(first.json().statement.assets.cash.amount).toBe('4000.00');
  });

  it('accepts the totals a client computed when they match the engine', async () => {
    const res = await submit(
      sheetFields(owner.companyId, FULL_SHEET, {
        total_assets: '132882.33',
        total_liabilities: '32000',
        total_equity: '100882.33',
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a tampered total (400 naming it) and saves nothing', async () => {
    const before = await countSheets(owner.companyId);
    const res = await submit(
      sheetFields(owner.companyId, FULL_SHEET, { total_assets: '999999.99' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'total_assets' });
    expect(res.json().message).toContain('132882.33');
    expect(await countSheets(owner.companyId)).toBe(before);
  });

  it('enforces the required steps: date, cash on hand, cash in bank', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FULL_SHEET, date: '' }, 'date'],
      [{ ...FULL_SHEET, date: '2025-02-30' }, 'date'],
      [{ ...FULL_SHEET, cash_on_hand: '' }, 'cash_on_hand'],
      [{ ...FULL_SHEET, cib_rows: [] }, 'cib_rows'],
    ];
    for (const [sheet, field] of cases) {
      const res = await submit(sheetFields(owner.companyId, sheet));
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const { cib_rows: _, ...withoutBanks } = FULL_SHEET;
    const missing = await submit(sheetFields(owner.companyId, withoutBanks));
    expect(missing.json()).toMatchObject({ statusCode: 400, field: 'cib_rows' });
    expect(missing.json().message).toMatch(/Cash in bank/);
  });

  it('answers 400 naming the field for unreadable JSON text and bad rows', async () => {
    const badJson = await submit(
      sheetFields(owner.companyId, FULL_SHEET, { client_rows: '[{oops' }),
    );
    expect(badJson.json()).toMatchObject({ statusCode: 400, field: 'client_rows' });
    expect(badJson.json().message).toMatch(/JSON text/);

    const notList = await submit(
      sheetFields(owner.companyId, FULL_SHEET, { loan_rows: '{"a":1}' }),
    );
    expect(notList.json()).toMatchObject({ statusCode: 400, field: 'loan_rows' });

    const negative = await submit(
      sheetFields(owner.companyId, {
        ...FULL_SHEET,
        supplier_rows: [
          { nameOfSupplier: 'X', amount: '10' },
          { nameOfSupplier: 'Y', amount: '-5' },
        ],
      }),
    );
    expect(negative.json()).toMatchObject({ statusCode: 400, field: 'supplier_rows.1.amount' });
    expect(negative.json().message).toMatch(/cannot be negative/);

    const word = await submit(
      sheetFields(owner.companyId, {
        ...FULL_SHEET,
        inventory_rows: [{ productName: 'X', costPerItem: 'lots', numberOfItems: '1' }],
      }),
    );
    expect(word.json()).toMatchObject({ statusCode: 400, field: 'inventory_rows.0.costPerItem' });

    // Past the engine's limit of a trillion: its message, dotted field.
    const huge = await submit(
      sheetFields(owner.companyId, {
        ...FULL_SHEET,
        other_asset_rows: [{ nameOfAsset: 'Moon', amount: '5000000000000' }],
      }),
    );
    expect(huge.json()).toMatchObject({ statusCode: 400, field: 'other_asset_rows.0.amount' });
    expect(huge.json().message).toMatch(/too large/);
  });

  it('takes multipart only, and no file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${SERVICE_PREFIX.account}/update_balance_sheet`,
      payload: { company_id: owner.companyId },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const body = await multipartBody({
      ...sheetFields(owner.companyId),
      attachment: { filename: 'x.txt', data: new Uint8Array([1, 2, 3]) },
    });
    const withFile = await t.app.inject({
      method: 'POST',
      url: `${SERVICE_PREFIX.account}/update_balance_sheet`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().field).toBe('attachment');
  });

  it('needs a token', async () => {
    const body = await multipartBody(sheetFields(owner.companyId));
    const res = await t.app.inject({
      method: 'POST',
      url: `${SERVICE_PREFIX.account}/update_balance_sheet`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a stranger', () => {
  it('gets 404 on every company-scoped call and changes nothing', async () => {
    const before = await countSheets(owner.companyId);
    const save = await submit(sheetFields(owner.companyId), stranger.token);
    expect(save.statusCode).toBe(404);
    expect(await countSheets(owner.companyId)).toBe(before);

    expect((await read(owner.companyId, stranger.token)).statusCode).toBe(404);
    const latest = (await read(owner.companyId)).json();
    const version = await read(owner.companyId, stranger.token, `?version_id=${latest.id}`);
    expect(version.statusCode).toBe(404);

    // A version of another company, asked for through the caller's own company: 404 too.
    const crossed = await read(stranger.companyId, stranger.token, `?version_id=${latest.id}`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().field).toBe('version_id');

    const upload = await multipartBody({
      file: { filename: 'b.xlsx', data: new Uint8Array([0x50, 0x4b, 3, 4]) },
    });
    const parse = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/company/${owner.companyId}/balance-sheet/parse_upload`,
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${stranger.token}` },
    });
    expect(parse.statusCode).toBe(404);
  });

  it('gets 404 for a company that does not exist, 400 for a malformed id', async () => {
    const missing = await read('7b0b2a52-3c1e-4d0f-9a55-0e6f0a9b1c2d');
    expect(missing.statusCode).toBe(404);
    const malformed = await read('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
  });
});

it('stores rows in order, in their own table, deleted with their version', async () => {
  const latest = (await read(owner.companyId)).json();
  const rows = await t.app.db
    .select()
    .from(balanceSheetRows)
    .where(eq(balanceSheetRows.balanceSheetId, latest.id));
  expect(rows.filter((r) => r.kind === 'cib_rows').map((r) => [r.position, r.name])).toEqual([
    [0, 'First'],
    [1, 'Second'],
  ]);
  await t.app.db.delete(balanceSheets).where(eq(balanceSheets.id, latest.id));
  const left = await t.app.db
    .select()
    .from(balanceSheetRows)
    .where(eq(balanceSheetRows.balanceSheetId, latest.id));
  expect(left).toHaveLength(0);
});
