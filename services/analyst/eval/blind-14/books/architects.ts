/**
 * An architecture studio's cash-flow statement (CHF): years as TEXT headers "FY2025" and
 * "FY2024" newest first, sections Operating / Investing / Financing with "Net cash from ..."
 * lines, outflows as negative numbers, then net change, opening and closing cash.
 */
import ExcelJS from 'exceljs';
import { asker, cell, growth, int, money, rng, sum, toBytes, type BlindBook } from '../kit';

export async function architectsBook(): Promise<BlindBook> {
  const r = rng(12);
  const two = (lo: number, hi: number, sign = 1): [bigint, bigint] => [
    BigInt(sign * int(r, lo, hi)) * 100n,
    BigInt(sign * int(r, lo, hi)) * 100n,
  ];
  const operating: Array<[string, [bigint, bigint]]> = [
    ['Receipts from clients', two(900000, 1300000)],
    ['Payments to staff', two(450000, 620000, -1)],
    ['Payments to suppliers & consultants', two(120000, 210000, -1)],
    ['Income taxes paid', two(30000, 70000, -1)],
  ];
  const investing: Array<[string, [bigint, bigint]]> = [
    ['Purchase of computers & plotters', two(15000, 60000, -1)],
    ['Purchase of office fit-out', two(0, 90000, -1)],
    ['Sale of old equipment', two(1000, 8000)],
  ];
  const financing: Array<[string, [bigint, bigint]]> = [
    ['Loan repayments', two(40000, 40000, -1)],
    ['Dividends paid to partners', two(80000, 160000, -1)],
  ];
  const net = (xs: Array<[string, [bigint, bigint]]>, k: 0 | 1): bigint =>
    sum(xs.map((x) => x[1][k]));
  const opening2024 = 31248000n;
  const change = (k: 0 | 1): bigint => net(operating, k) + net(investing, k) + net(financing, k);
  const close2024 = opening2024 + change(1);
  const close2025 = close2024 + change(0);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['Atelier Brunner Keller Architekten']);
  ws.addRow(['Statement of cash flows']);
  ws.addRow(['CHF']);
  ws.addRow(['', 'FY2025', 'FY2024']);
  const sec = (title: string, rows: Array<[string, [bigint, bigint]]>, total: string): void => {
    ws.addRow([title]);
    for (const [n, [a, b]] of rows) ws.addRow([n, cell(a), cell(b)]);
    ws.addRow([total, cell(net(rows, 0)), cell(net(rows, 1))]);
    ws.addRow([]);
  };
  sec('Operating activities', operating, 'Net cash from operating activities');
  sec('Investing activities', investing, 'Net cash used in investing activities');
  sec('Financing activities', financing, 'Net cash used in financing activities');
  ws.addRow(['Net change in cash', cell(change(0)), cell(change(1))]);
  ws.addRow(['Cash at beginning of year', cell(close2024), cell(opening2024)]);
  ws.addRow(['Cash at end of year', cell(close2025), cell(close2024)]);

  const capex = investing[0]![1][0] + investing[1]![1][0];
  const { q, list } = asker('architects');
  q(
    'net cash from operations in 2025',
    { value: money(net(operating, 0)) },
    'Net cash from operating activities, FY2025',
  );
  q('cash at the end of FY2025', { value: money(close2025) }, 'Cash at end of year, FY2025');
  q('how much did cash change in 2024', { value: money(change(1)) }, 'Net change in cash, FY2024');
  q(
    'how much did we pay the partners in dividends in 2025',
    { value: money(financing[1]![1][0]), abs: true },
    'Dividends paid, FY2025 (sign ignored)',
  );
  q(
    'what did we spend on equipment and fit-out in 2025',
    { value: money(capex), abs: true },
    'computers & plotters + office fit-out, FY2025 (sign ignored)',
  );
  q(
    'receipts from clients fy2024',
    { value: money(operating[0]![1][1]) },
    'Receipts from clients, FY2024',
  );
  q(
    'how much did client receipts grow from 2024 to 2025',
    { value: growth(operating[0]![1][1], operating[0]![1][0]) },
    '(FY2025 - FY2024)/FY2024, %',
  );
  q(
    'staff payments 2025',
    { value: money(operating[1]![1][0]), abs: true },
    'Payments to staff, FY2025 (sign ignored)',
  );
  q(
    'net cash used in investing fy2024',
    { value: money(net(investing, 1)), abs: true },
    'Net cash used in investing activities, FY2024',
  );
  q('opening cash 2024', { value: money(opening2024) }, 'Cash at beginning of year, FY2024');
  q(
    'tax paid over the two years',
    { value: money(operating[3]![1][0] + operating[3]![1][1]), abs: true },
    'Income taxes paid FY2025 + FY2024 (sign ignored)',
  );
  q(
    'financing cash flow 2025',
    { value: money(net(financing, 0)) },
    'Net cash used in financing activities, FY2025 (negative)',
  );
  q('what was our profit in 2025', { refuse: true }, 'a cash-flow statement does not state profit');
  q('how much cash will we have next year', { refuse: true }, 'a forecast, not in the sheet');
  return {
    name: 'architects',
    business: 'architecture studio (CHF)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      { what: 'closing 2025 two ways', a: close2025, b: opening2024 + change(0) + change(1) },
    ],
  };
}
