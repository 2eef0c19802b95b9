import { buildTestApp } from '@fina/service-kit/testing';
import type { TestApp } from '@fina/service-kit/testing';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { SERVICE_PREFIX } from '@fina/contract';
import type { SavedPayroll } from '@fina/contract';
import { companies, eq, payrollEmployees, users } from '@fina/db';
import { signToken } from '@fina/service-kit';
import { documentsService } from '@fina/documents';

const C = SERVICE_PREFIX.chat;
let t: TestApp;
let ownerToken: string;
let strangerToken: string;
let companyId: string;
let pesoCompanyId: string;

beforeAll(async () => {
  t = await buildTestApp({ plugins: [documentsService] });
  const [owner, stranger] = await t.app.db
    .insert(users)
    .values([
      { email: 'payroll-owner@example.com', passwordHash: 'x' },
      { email: 'payroll-stranger@example.com', passwordHash: 'x' },
    ])
    .returning();
  ownerToken = signToken(t.app, owner!);
  strangerToken = signToken(t.app, stranger!);
  const rows = await t.app.db
    .insert(companies)
    .values([
      { ownerId: owner!.id, companyName: 'Bakery', companyCurrency: 'USD' },
      { ownerId: owner!.id, companyName: 'Panaderia', companyCurrency: 'PHP' },
    ])
    .returning();
  companyId = rows[0]!.id;
  pesoCompanyId = rows[1]!.id;
});
afterAll(() => t.dispose());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const getPayroll = (id = companyId, token = ownerToken) =>
  t.app.inject({ method: 'GET', url: `${C}/company/${id}/payroll`, headers: auth(token) });

const putPayroll = (payload: object, id = companyId, token = ownerToken) =>
  t.app.inject({
    method: 'PUT',
    url: `${C}/company/${id}/payroll`,
    payload,
    headers: auth(token),
  });

function multipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = '----fina-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (fileName: string, bytes: Uint8Array, id = companyId, token = ownerToken) => {
  const body = multipart(fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url: `${C}/company/${id}/payroll/parse_upload`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
};

async function workbook(rows: unknown[][], sheetName = 'Staff'): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const team = [
  { name: 'Ana Cruz', role: 'Baker', salary: '3000.00' },
  { name: 'Ben Ito', role: 'Cashier', salary: 2000.5 },
];

describe('saving and reading a payroll', () => {
  it('answers null before anything is saved', async () => {
    const res = await getPayroll();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payroll: null });
  });

  it('saves the list and payday and answers the engine schedule from this month', async () => {
    const res = await putPayroll({ employees: team, payday: 'Every 15th and 30th of the month' });
    expect(res.statusCode).toBe(200);
    const saved = res.json<SavedPayroll>();
    expect(saved.employees).toEqual([
      { name: 'Ana Cruz', role: 'Baker', salary: '3000.00' },
      { name: 'Ben Ito', role: 'Cashier', salary: '2000.50' },
    ]);
    expect(saved.currency).toBe('USD');
    const thisMonth = new Date().toISOString().slice(0, 7);
    const { schedule } = saved;
    expect(schedule.start_month).toBe(thisMonth);
    expect(schedule.months).toHaveLength(12);
    expect(schedule.monthly_total).toEqual({
      minor: 500050,
      amount: '5000.50',
      formatted: '$5,000.50',
    });
    expect(schedule.period_total.amount).toBe('60006.00');
    for (const month of schedule.months) {
      // Two pay dates, the cent remainder on the second: each month sums exactly.
      expect(month.pay_dates.map((d) => d.gross.amount)).toEqual(['2500.25', '2500.25']);
      expect(month.pay_dates[0]!.date).toBe(`${month.month}-15`);
      expect(month.total.amount).toBe('5000.50');
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(schedule.next_pay_date!.date >= today).toBe(true);
    const all = schedule.months.flatMap((m) => m.pay_dates.map((d) => d.date));
    expect(all.filter((date) => date >= today)[0]).toBe(schedule.next_pay_date!.date);

    const again = await getPayroll();
    expect(again.json().payroll).toEqual({ ...saved, schedule: expect.any(Object) });
    expect(again.json().payroll.schedule.months).toEqual(schedule.months);
  });

  it('replaces the whole list on the next save and rounds salaries half-up to the cent', async () => {
    const res = await putPayroll({
      employees: [{ name: '  Cleo  ', role: 'Manager', salary: '1000.005' }],
      payday: 'Every end of the month',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<SavedPayroll>();
    expect(saved.employees).toEqual([{ name: 'Cleo', role: 'Manager', salary: '1000.01' }]);
    for (const month of saved.schedule.months) expect(month.pay_dates).toHaveLength(1);
    const stored = await t.app.db
      .select()
      .from(payrollEmployees)
      .where(eq(payrollEmployees.companyId, companyId));
    expect(stored.map((row) => row.salary)).toEqual(['1000.01']);
  });

  it("pays 'Others' on the chosen days, a day past the month's end on its last day", async () => {
    const res = await putPayroll(
      {
        employees: [{ name: 'Dee', role: 'Driver', salary: 900 }],
        payday: 'Others',
        custom_days: [31, 10, 10],
      },
      pesoCompanyId,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<SavedPayroll>();
    expect(saved.custom_days).toEqual([10, 31]);
    expect(saved.currency).toBe('PHP');
    expect(saved.schedule.monthly_total.formatted).toBe('₱900.00');
    for (const month of saved.schedule.months) {
      expect(month.pay_dates.map((d) => d.gross.amount)).toEqual(['450.00', '450.00']);
      const last = month.pay_dates[1]!.date;
      const [year, m] = month.month.split('-').map(Number);
      const lastDay = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
      expect(last).toBe(`${month.month}-${String(lastDay).padStart(2, '0')}`);
    }
  });

  it.each([
    [{ employees: [], payday: 'Every end of the month' }, 'employees', /at least one employee/],
    [{ employees: team }, 'payday', /Payday is required/],
    [{ employees: team, payday: 'Weekly' }, 'payday', /Payday must be one of/],
    [{ employees: team, payday: 'Others' }, 'custom_days', /required|at least one/i],
    [{ employees: team, payday: 'Others', custom_days: [32] }, 'custom_days.0', /1 and 31/],
    [
      { employees: [{ name: 'A', role: 'B', salary: '-5' }], payday: 'Every end of the month' },
      'employees.0.salary',
      /cannot be negative/,
    ],
    [
      { employees: [{ name: 'A', role: 'B', salary: 'lots' }], payday: 'Every end of the month' },
      'employees.0.salary',
      /must be a number/,
    ],
    [
      { employees: [{ name: 'A', role: ' ', salary: '5' }], payday: 'Every end of the month' },
      'employees.0.role',
      /Role is required/,
    ],
    [{ payday: 'Every end of the month' }, 'employees', /Employees are required/],
  ])('refuses %j with a 400 naming %s and keeps the saved payroll', async (body, field, text) => {
    const before = (await getPayroll()).json();
    const res = await putPayroll(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toMatch(text);
    expect((await getPayroll()).json()).toEqual(before);
  });
});

describe('reading an uploaded employee list', () => {
  it('finds the columns by header name below a title and returns the rows for review', async () => {
    const bytes = await workbook([
      ['Bakery staff, November'],
      [],
      ['Employee', 'POSITION', 'Monthly Salary (USD)', 'Start date'],
      ['Ana Cruz', 'Baker', 3000, '2024-01-01'],
      [],
      ['Ben Ito', 'Cashier', '$2,000.50', ''],
      ['Cleo', 'Manager', 'a lot', ''],
    ]);
    const res = await upload('staff.xlsx', bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      file_name: 'staff.xlsx',
      sheet: 'Staff',
      employees: [
        { name: 'Ana Cruz', role: 'Baker', salary: '3000' },
        { name: 'Ben Ito', role: 'Cashier', salary: '2,000.50' },
        { name: 'Cleo', role: 'Manager', salary: 'a lot' },
      ],
      issues: [
        {
          field: 'employees.2.salary',
          message: expect.stringMatching(/^Row 7: .*must be a number/),
        },
      ],
    });
    // Nothing is saved by reading.
    expect((await getPayroll(pesoCompanyId)).json().payroll.employees).toHaveLength(1);
  });

  it('refuses a workbook without the expected columns, naming them', async () => {
    const bytes = await workbook([
      ['Name', 'Department', 'Salary'],
      ['Ana', 'Kitchen', 1],
    ]);
    const res = await upload('staff.xlsx', bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('file');
    expect(res.json().message).toMatch(/columns Name, Role and Salary/);
    expect(res.json().message).toMatch(/no Role column/);

    const other = await upload('staff.xlsx', await workbook([['Product', 'Price']]));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(
      /columns Name, Role and Salary.*first row holds: Product, Price/,
    );
  });

  it('refuses a workbook with the columns but no employees', async () => {
    const res = await upload('staff.xlsx', await workbook([['Name', 'Role', 'Salary']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no employees/);
  });

  it("answers 'Invalid file format.' for a file that is not a workbook by its content", async () => {
    const text = await upload('staff.xlsx', Buffer.from('name,role,salary\nAna,Baker,1\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Invalid file format.', field: 'file' });

    const zipWithoutWorkbook = zipSync({ 'hello.txt': new TextEncoder().encode('hi') });
    const zip = await upload('staff.xlsx', zipWithoutWorkbook);
    expect(zip.json()).toMatchObject({ statusCode: 400, message: 'Invalid file format.' });

    const good = await workbook([['Name', 'Role', 'Salary']]);
    const truncated = await upload('staff.xlsx', good.subarray(0, good.length - 40));
    expect(truncated.json()).toMatchObject({ statusCode: 400, message: 'Invalid file format.' });
  });

  it('refuses a workbook that inflates far beyond its size (a zip bomb)', async () => {
    const sheet = new Uint8Array(30 * 1024 * 1024).fill(32);
    const bomb = zipSync(
      {
        '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
        'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await upload('staff.xlsx', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/refused|too large once uncompressed/);
  });

  it('refuses a file over the upload limit with 413, and a request without a file', async () => {
    const big = await upload('big.xlsx', new Uint8Array(5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large \(limit 5 MB\)/);

    const none = await t.app.inject({
      method: 'POST',
      url: `${C}/company/${companyId}/payroll/parse_upload`,
      payload: {},
      headers: auth(ownerToken),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'file', message: expect.stringMatching(/\.xlsx/) });
  });
});

describe('company scope', () => {
  it('answers 404 to a stranger and for a company that does not exist, on every call', async () => {
    const bytes = await workbook([
      ['Name', 'Role', 'Salary'],
      ['Ana', 'Baker', 1],
    ]);
    const body = { employees: team, payday: 'Every end of the month' };
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [id, token] of [
      [companyId, strangerToken],
      [missing, ownerToken],
    ] as const) {
      for (const res of [
        await getPayroll(id, token),
        await putPayroll(body, id, token),
        await upload('staff.xlsx', bytes, id, token),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Company not found.');
      }
    }
    // A malformed id is a bad path, named as such.
    expect((await getPayroll('not-a-uuid')).json()).toMatchObject({
      statusCode: 400,
      field: 'companyId',
    });
    // The owner's payroll is untouched by the stranger's save.
    expect((await getPayroll()).json().payroll.employees[0].name).toBe('Cleo');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${C}/company/${companyId}/payroll` });
    expect(res.statusCode).toBe(401);
  });
});
