import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { runForecastCli } from '../src/cli/run';
import { forecast } from '../src/forecast/forecast';
import { bigForecastInput } from '../bench/big-input';

const pkg = join(__dirname, '..');
const example = join(pkg, 'examples', 'forecast-input.json');

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runForecastCli(args, {
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
    cwd: pkg,
  });
  return { code, out, err };
}

describe('forecast CLI', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fina-forecast-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the forecast as JSON with decimal amounts', async () => {
    const { code, out } = await run(['examples/forecast-input.json']);
    expect(code).toBe(0);
    const f = JSON.parse(out);
    expect(f.currency).toBe('USD');
    expect(f.income_statement).toHaveLength(12);
    expect(f.years[0].revenue).toBe('288000.00'); // 240,000 × 1.2
    expect(f.balance_sheet[11].cash).toBe(f.cash_flow[11].closing_cash);
    expect(f.checks.balance_sheet_balances).toBe(true);
    expect(f.budget.dates[0]).toBe('2026-01-31');
  });

  it('prints minor units with --minor, the same as forecast()', async () => {
    const { out } = await run(['--minor', '--compact', example]);
    expect(JSON.parse(out)).toEqual(forecast(JSON.parse(readFileSync(example, 'utf8'))));
  });

  it('writes a workbook with one sheet per statement', async () => {
    const file = join(dir, 'out.xlsx');
    const { code, err } = await run([example, '--xlsx', file]);
    expect(code).toBe(0);
    expect(err).toContain('Workbook written');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Income statement',
      'Balance sheet',
      'Cash flow',
      'Years',
      'Advice',
      'Budget',
      'Assumptions',
    ]);
    const is = book.getWorksheet('Income statement')!;
    expect(is.getRow(2).getCell(1).value).toBe('Revenue');
    expect(is.getRow(2).getCell(2).value).toBe(18000); // January: 288,000 × 15/240
    expect(is.getRow(2).getCell(14).value).toBe(288000); // total column
    const bs = book.getWorksheet('Balance sheet')!;
    const check = bs.getRow(bs.rowCount);
    expect(check.getCell(1).value).toBe('Check: assets - liabilities - equity');
    for (let c = 2; c <= 14; c += 1) expect(check.getCell(c).value).toBe(0);
  });

  it('names the field of bad input and exits 1', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        business_type: 'existing',
        start_month: '2026-01',
        last_year: { revenue: 1000 },
        growth_rate: '15%',
        employees: [{ role: 'Clerk', salary: -1 }],
        hires: [{ role: 'Dev', salary: 1, month: 'Smarch' }],
      }),
    );
    const { code, err } = await run([file]);
    expect(code).toBe(1);
    expect(err).toContain('growth_rate: Growth rate must be one of');
    expect(err).toContain('employees.0.salary: Salary cannot be negative.');
    expect(err).toContain('hires.0.month: Unknown month "Smarch"');
  });

  it('explains its usage and unreadable files', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--help'])).out).toContain('Usage');
    expect((await run(['missing.json'])).err).toContain('Cannot read missing.json');
    expect((await run([example, '--xlsx'])).code).toBe(2);
    expect((await run([example, '--nope'])).code).toBe(2);
  });
});

describe('the bench input', () => {
  it('is valid and its 10-year forecast ties', () => {
    const f = forecast(bigForecastInput({ months: 120, products: 500, employees: 200 }));
    expect(f.balance_sheet).toHaveLength(120);
    expect(f.schedules.revenue.by_product).toHaveLength(500);
    expect(f.schedules.payroll.headcount[119]).toBe(200);
    expect(f.checks).toEqual({
      balance_sheet_balances: true,
      cash_ties: true,
      direct_equals_indirect: true,
    });
  });
});
