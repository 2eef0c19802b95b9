import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import type { CompanyOwner, TestApp } from '@fina/service-kit/testing';
import { bankAccounts, bankImports, bankTransactions, count, eq } from '@fina/db';
import { LEDGER_UPLOAD_MAX_BYTES } from '@fina/contract';
import { ledgerService } from '../plugin';
import type { FixtureLine } from '../testing/statement-files';
import { camt053, centsText, signedCsv, totalCents, usBomCsv } from '../testing/statement-files';
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

const JANUARY: FixtureLine[] = [
  { date: '2026-01-03', description: 'GRAB TAXI 1234', amount: '-12.50' },
  { date: '2026-01-14', description: 'Payment from Acme Ltd', amount: '1500.00' },
  { date: '2026-01-15', description: 'Coffee shop', amount: '-3.20' },
  { date: '2026-01-15', description: 'Coffee shop', amount: '-3.20' },
  { date: '2026-01-28', description: 'Rent January', amount: '-1234.56' },
];

const statementPath = (who: CompanyOwner) => `company/${who.companyId}/bank_statement`;
const importFile = (who: CompanyOwner, name: string, bytes: Buffer, fields = {}) =>
  upload(t.app, statementPath(who), who.token, name, bytes, fields);
const previewFile = (who: CompanyOwner, name: string, bytes: Buffer, fields = {}) =>
  upload(t.app, `${statementPath(who)}/preview`, who.token, name, bytes, fields);
const transactions = async (who: CompanyOwner, query = '') => {
  const res = await call(t.app, 'GET', `company/${who.companyId}/transactions${query}`, who.token);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    lines: {
      amount: string;
      description: string;
      category: string | null;
      source_file: string;
      currency: string;
      date: string;
    }[];
  };
};
const rowsOf = async (
  table: typeof bankTransactions | typeof bankImports | typeof bankAccounts,
  companyId: string,
) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.companyId, companyId));
  return row?.n ?? 0;
};

describe('bank statement import', () => {
  let company: CompanyOwner;
  beforeAll(async () => {
    company = await createCompanyOwner(t.app, 'importer');
  });

  it('previews without saving, then imports every line with the balance checked', async () => {
    const file = signedCsv(JANUARY, '1000.00');
    const preview = await previewFile(company, 'january.csv', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
      needs_mapping: false,
      needs_date_order: false,
      total_lines: 5,
      new_count: 5,
      duplicate_count: 0,
      opening_balance: '1000.00',
      closing_balance: centsText(100000n + totalCents(JANUARY)),
      balance_check: 'ok',
      bank_account: 'Main account',
    });
    expect(await rowsOf(bankTransactions, company.companyId)).toBe(0);

    const res = await importFile(company, 'january.csv', file);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      imported: 5,
      duplicates: 0,
      skipped: 2,
      lines: 5,
      balance_check: 'ok',
    });
    const list = await transactions(company);
    expect(list.total).toBe(5);
    // Both real coffees of the 15th count.
    expect(list.lines.filter((line) => line.description === 'Coffee shop')).toHaveLength(2);
    expect(list.lines[0]).toMatchObject({
      date: '2026-01-28',
      amount: '-1234.56',
      currency: 'USD',
      category: null,
      source_file: 'january.csv',
    });
  });

  it('never counts a line twice: the same file again adds nothing', async () => {
    const file = signedCsv(JANUARY, '1000.00');
    const preview = (await previewFile(company, 'january-again.csv', file)).json();
    expect(preview).toMatchObject({ new_count: 0, duplicate_count: 5 });
    expect(preview.lines.every((line: { duplicate: boolean }) => line.duplicate)).toBe(true);
    const res = await importFile(company, 'january-again.csv', file);
    expect(res.json()).toMatchObject({ imported: 0, duplicates: 5 });
    expect(await rowsOf(bankTransactions, company.companyId)).toBe(5);
  });

  it('adds only the new lines of an overlapping statement, even in another format', async () => {
    const overlap: FixtureLine[] = [
      ...JANUARY.slice(2),
      { date: '2026-02-02', description: 'Coffee shop', amount: '-3.20' },
      { date: '2026-02-03', description: 'Client deposit', amount: '250.00' },
    ];
    // A statement of the same account read from another bank export shape (BOM, mm/dd dates).
    const res = await importFile(company, 'overlap.csv', usBomCsv(overlap), {
      mapping: {
        date_column: 'Posted Date',
        description_columns: ['Payee'],
        amount_column: 'Amount',
        date_order: 'mdy',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imported: 2, duplicates: 3, lines: 5 });
    expect(await rowsOf(bankTransactions, company.companyId)).toBe(7);
  });

  it('saves nothing when one line in the middle cannot be read', async () => {
    const fresh = await createCompanyOwner(t.app, 'all-or-nothing');
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 2500; i += 1) {
      const day = String((i % 28) + 1).padStart(2, '0');
      lines.push(`2026-03-${day},Line ${i},${i === 1700 ? '12.3.4' : `-${(i % 90) + 1}.25`}`);
    }
    const res = await importFile(fresh, 'broken.csv', Buffer.from(lines.join('\n')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file' });
    expect(res.json().message).toContain('Row 1702');
    expect(await rowsOf(bankTransactions, fresh.companyId)).toBe(0);
    expect(await rowsOf(bankImports, fresh.companyId)).toBe(0);
    expect(await rowsOf(bankAccounts, fresh.companyId)).toBe(0);
  });

  it('asks for the date order when the file cannot settle it, and refuses to guess', async () => {
    const fresh = await createCompanyOwner(t.app, 'dates');
    const ambiguous: FixtureLine[] = [
      { date: '2026-02-01', description: 'A', amount: '-1.00' },
      { date: '2026-03-05', description: 'B', amount: '-2.00' },
    ];
    const file = usBomCsv(ambiguous);
    const preview = (await previewFile(fresh, 'us.csv', file)).json();
    expect(preview).toMatchObject({ needs_date_order: true, date_order: null });
    const refused = await importFile(fresh, 'us.csv', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('mapping.date_order');
    const mapping = { ...preview.mapping, date_order: 'dmy' };
    const res = await importFile(fresh, 'us.csv', file, { mapping });
    expect(res.json()).toMatchObject({ imported: 2 });
    expect((await transactions(fresh)).lines.map((line) => line.date)).toEqual([
      '2026-05-03',
      '2026-01-02',
    ]);
  });

  it('remembers the mapping per bank account for the next file', async () => {
    const fresh = await createCompanyOwner(t.app, 'remember');
    const file = Buffer.from(
      'When,Who,Note,Value\n2026-04-01,Shop,first,-5.00\n2026-04-02,Client,second,80.00\n',
    );
    const mapping = {
      date_column: 'When',
      description_columns: ['Who', 'Note'],
      amount_column: 'Value',
    };
    const res = await importFile(fresh, 'card.csv', file, { mapping, bank_account: 'Visa card' });
    expect(res.json()).toMatchObject({ imported: 2, bank_account: 'Visa card' });
    expect((await transactions(fresh)).lines[0]!.description).toBe('Client · second');

    const named = (
      await previewFile(fresh, 'next.csv', file, { bank_account: 'Visa card' })
    ).json();
    expect(named).toMatchObject({
      mapping_source: 'remembered',
      mapping: { description_columns: ['Who', 'Note'] },
    });
    // Without naming the account, the remembered mapping whose columns fit is found.
    const found = (await previewFile(fresh, 'next.csv', file)).json();
    expect(found).toMatchObject({
      mapping_source: 'remembered',
      bank_account: 'Visa card',
      duplicate_count: 2,
    });
    const accounts = await call(
      t.app,
      'GET',
      `company/${fresh.companyId}/bank_accounts`,
      fresh.token,
    );
    expect(accounts.json()).toEqual([
      expect.objectContaining({ name: 'Visa card', has_mapping: true }),
    ]);
  });

  it('reads the account and balances from a CAMT.053 file and reports a mismatch', async () => {
    const fresh = await createCompanyOwner(t.app, 'camt');
    const wrongClosing = centsText(100000n + totalCents(JANUARY) + 1n);
    const preview = (
      await previewFile(fresh, 'statement.xml', camt053(JANUARY, '1000.00', wrongClosing, '08'))
    ).json();
    expect(preview).toMatchObject({
      format: 'camt053',
      bank_account: 'DE89370400440532013000',
      balance_check: 'mismatch',
      total_lines: 5,
    });
  });

  it('refuses a file in no known format or over the limit, changing nothing', async () => {
    const fresh = await createCompanyOwner(t.app, 'refused');
    const unknown = await importFile(
      fresh,
      'statement.csv',
      Buffer.from('%PDF-1.4 binary\u0000stuff'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not a bank statement Fina can read/);
    const huge = await importFile(
      fresh,
      'huge.csv',
      Buffer.alloc(LEDGER_UPLOAD_MAX_BYTES + 10, 0x41),
    );
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(bankImports, fresh.companyId)).toBe(0);
  });

  it('answers 404 to a stranger, for every call on the company', async () => {
    const file = signedCsv(JANUARY);
    expect(
      (await importFile({ ...stranger, companyId: owner.companyId }, 'x.csv', file)).statusCode,
    ).toBe(404);
    expect(
      (await previewFile({ ...stranger, companyId: owner.companyId }, 'x.csv', file)).statusCode,
    ).toBe(404);
    const list = await call(
      t.app,
      'GET',
      `company/${owner.companyId}/transactions`,
      stranger.token,
    );
    expect(list.statusCode).toBe(404);
  });
});

describe('category rules', () => {
  it('categorise the existing uncategorised lines and every later import', async () => {
    const company = await createCompanyOwner(t.app, 'rules');
    await importFile(company, 'jan.csv', signedCsv(JANUARY));
    const rule = await call(
      t.app,
      'POST',
      `company/${company.companyId}/category_rules`,
      company.token,
      {
        contains: 'grab',
        sign: 'out',
        category: 'Travel',
      },
    );
    expect(rule.statusCode).toBe(201);
    expect(rule.json()).toMatchObject({
      categorised: 1,
      rule: { contains: 'grab', sign: 'out', category: 'Travel' },
    });
    // A money-in line with the text is left alone by an 'out' rule.
    const february: FixtureLine[] = [
      { date: '2026-02-04', description: 'GRAB FOOD', amount: '-8.00' },
      { date: '2026-02-05', description: 'GRAB refund', amount: '8.00' },
    ];
    const res = await importFile(company, 'feb.csv', signedCsv(february));
    expect(res.json()).toMatchObject({ imported: 2, categorised: 1 });
    const travel = (await transactions(company)).lines.filter((line) => line.category === 'Travel');
    expect(travel.map((line) => line.description).sort()).toEqual(['GRAB FOOD', 'GRAB TAXI 1234']);
    expect((await transactions(company, '?uncategorised=true')).total).toBe(5);

    const rules = await call(
      t.app,
      'GET',
      `company/${company.companyId}/category_rules`,
      company.token,
    );
    expect(rules.json()).toHaveLength(1);
    const ruleId = rule.json().rule.rule_id;
    const stranger404 = await call(
      t.app,
      'DELETE',
      `company/${company.companyId}/category_rules/${ruleId}`,
      stranger.token,
    );
    expect(stranger404.statusCode).toBe(404);
    const deleted = await call(
      t.app,
      'DELETE',
      `company/${company.companyId}/category_rules/${ruleId}`,
      company.token,
    );
    expect(deleted.statusCode).toBe(200);
  });

  it('lets the user set or clear one line’s category', async () => {
    const company = await createCompanyOwner(t.app, 'categorise');
    await importFile(company, 'jan.csv', signedCsv(JANUARY));
    const [line] = (await transactions(company)).lines as unknown as { transaction_id: string }[];
    const path = `company/${company.companyId}/transactions/${line!.transaction_id}`;
    const set = await call(t.app, 'PUT', path, company.token, { category: 'Rent' });
    expect(set.json()).toMatchObject({ category: 'Rent' });
    const cleared = await call(t.app, 'PUT', path, company.token, { category: null });
    expect(cleared.json()).toMatchObject({ category: null });
    expect(
      (
        await call(
          t.app,
          'PUT',
          `company/${stranger.companyId}/transactions/${line!.transaction_id}`,
          stranger.token,
          { category: 'X' },
        )
      ).statusCode,
    ).toBe(404);
  });
});
