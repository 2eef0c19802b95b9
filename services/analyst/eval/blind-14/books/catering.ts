/**
 * A catering company's QuickBooks-style Profit and Loss export (US$): three title rows
 * (company, report, period), a blank row, an empty header label with "Total", indented account
 * names, section headers without values and "Total ..." rows.
 */
import ExcelJS from 'exceljs';
import { asker, cell, int, money, pct, rng, sum, toBytes, type BlindBook } from '../kit';

export async function cateringBook(): Promise<BlindBook> {
  const r = rng(5);
  const amt = (lo: number, hi: number): bigint =>
    BigInt(int(r, lo, hi)) * 100n + BigInt(int(r, 0, 99));
  const income: Array<[string, bigint]> = [
    ['Wedding events', amt(180000, 260000)],
    ['Corporate lunches', amt(90000, 140000)],
    ['Bar service', amt(30000, 60000)],
    ['Equipment hire', amt(5000, 15000)],
  ];
  const cogs: Array<[string, bigint]> = [
    ['Food & beverage purchases', amt(110000, 150000)],
    ['Casual event staff', amt(60000, 90000)],
  ];
  const expenses: Array<[string, bigint]> = [
    ['Advertising & Marketing', amt(8000, 15000)],
    ['Insurance', amt(9000, 12000)],
    ['Kitchen rent', amt(36000, 36000)],
    ['Van fuel', amt(7000, 11000)],
    ['Payroll Expenses', amt(80000, 110000)],
    ['Utilities', amt(6000, 9000)],
  ];
  const other: Array<[string, bigint]> = [['Interest earned', amt(200, 900)]];
  const tInc = sum(income.map((x) => x[1]));
  const tCogs = sum(cogs.map((x) => x[1]));
  const gross = tInc - tCogs;
  const tExp = sum(expenses.map((x) => x[1]));
  const noi = gross - tExp;
  const tOther = sum(other.map((x) => x[1]));
  const netIncome = noi + tOther;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Harbour Table Catering LLC']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total']);
  const sec = (name: string, rows: Array<[string, bigint]>, total: bigint): void => {
    ws.addRow([name]);
    for (const [n, v] of rows) ws.addRow([`   ${n}`, cell(v)]);
    ws.addRow([`Total ${name}`, cell(total)]);
  };
  sec('Income', income, tInc);
  sec('Cost of Goods Sold', cogs, tCogs);
  ws.addRow(['Gross Profit', cell(gross)]);
  sec('Expenses', expenses, tExp);
  ws.addRow(['Net Operating Income', cell(noi)]);
  sec('Other Income', other, tOther);
  ws.addRow(['Net Other Income', cell(tOther)]);
  ws.addRow(['Net Income', cell(netIncome)]);
  ws.addRow([]);
  ws.addRow(['Accrual basis Monday, January 12, 2026 09:14 AM GMT-05:00']);

  const { q, list } = asker('catering');
  const biggestExp = expenses.reduce((a, b) => (b[1] > a[1] ? b : a));
  q('total income 2025', { value: money(tInc) }, 'Total Income');
  q('net income', { value: money(netIncome) }, 'Net Income row');
  q('what was our gross profit', { value: money(gross) }, 'Gross Profit row');
  q('gross margin', { value: pct(gross, tInc) }, 'Gross Profit / Total Income, %');
  q('how much did weddings bring in', { value: money(income[0]![1]) }, 'Wedding events');
  q('what did we spend on fuel for the vans', { value: money(expenses[3]![1]) }, 'Van fuel');
  q(
    'total expenses',
    { value: [money(tExp), money(tExp + tCogs)] },
    'Total Expenses; a bookkeeper may also add COGS, so both are accepted',
  );
  q('cost of goods sold', { value: money(tCogs) }, 'Total Cost of Goods Sold');
  q(
    'biggest overhead',
    { value: money(biggestExp[1]), at: biggestExp[0] },
    'largest line under Expenses',
  );
  q(
    'what % of income is corporate lunches',
    { value: pct(income[1]![1], tInc) },
    'Corporate lunches / Total Income, %',
  );
  q('net operating income', { value: money(noi) }, 'Net Operating Income row');
  q('how much interest did we earn', { value: money(other[0]![1]) }, 'Interest earned');
  q(
    'payroll as a share of income',
    { value: pct(expenses[4]![1], tInc) },
    'Payroll Expenses / Total Income, %',
  );
  q('how did we do in march', { refuse: true }, 'the report is one annual column, no months');
  q('how much do our clients owe us', { refuse: true }, 'a P&L has no receivables');
  return {
    name: 'catering',
    business: 'catering company (US$)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'net income two ways', a: netIncome, b: tInc - tCogs - tExp + tOther }],
  };
}
