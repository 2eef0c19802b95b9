/**
 * A craft brewery's QuickBooks-style Profit and Loss export: company / report / period title
 * rows, numbered accounts indented under section headers, "Total ..." lines, months across
 * and a TOTAL column. Amounts in dollars.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'brewery-qb';
const INCOME = {
  '4000 Taproom Sales': [14000, 30000],
  '4100 Distributor Sales': [9000, 22000],
  '4200 Merchandise': [600, 2400],
};
const COGS = { '5000 Malt & Hops': [3500, 7500], '5100 Cans & Kegs': [1500, 4200] };
const EXPENSES = {
  '6000 Rent': [6500, 6500],
  '6100 Payroll': [11000, 15000],
  '6200 Utilities': [1200, 3100],
  '6300 Excise Tax': [700, 1900],
};

type Lines = Record<string, number[]>;
const gen = (rng: () => number, spec: Record<string, number[]>): Lines =>
  Object.fromEntries(
    Object.entries(spec).map(([k, [lo, hi]]) => [k, MON.map(() => centsIn(rng, lo!, hi!))]),
  );
const cols = (ls: Lines): bigint[] => MON.map((_, i) => sum(Object.values(ls).map((v) => v[i]!)));

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const inc = gen(rng, INCOME);
  const cogs = gen(rng, COGS);
  const exp = gen(rng, EXPENSES);
  const ti = cols(inc);
  const tc = cols(cogs);
  const te = cols(exp);
  const gp = MON.map((_, i) => ti[i]! - tc[i]!);
  const ni = MON.map((_, i) => gp[i]! - te[i]!);
  const tot = (xs: Array<number | bigint>): bigint => sum(xs);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Barrel & Bine Brewing Co.']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', ...MON.map((m) => `${m} 2025`), 'TOTAL']);
  const put = (label: string, xs: Array<number | bigint>): void =>
    fmt(ws.addRow([label, ...xs.map(cell), cell(tot(xs))]), range(2, 14));
  ws.addRow(['Income']);
  for (const [k, v] of Object.entries(inc)) put(`   ${k}`, v);
  put('Total Income', ti);
  ws.addRow(['Cost of Goods Sold']);
  for (const [k, v] of Object.entries(cogs)) put(`   ${k}`, v);
  put('Total Cost of Goods Sold', tc);
  put('Gross Profit', gp);
  ws.addRow(['Expenses']);
  for (const [k, v] of Object.entries(exp)) put(`   ${k}`, v);
  put('Total Expenses', te);
  put('Net Operating Income', ni);
  put('Net Income', ni);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis  Tuesday, January 13, 2026 09:41 AM GMT-08:00']);

  const q = new Questions(NAME);
  const best = argMax(ti);
  const bestNi = argMax(ni);
  q.money('total income for 2025', tot(ti), 'Total Income, TOTAL column');
  q.money('taproom sales in july', inc['4000 Taproom Sales']![6]!, '4000 Taproom Sales, Jul 2025');
  q.money('net income for the year', tot(ni), 'Net Income, TOTAL');
  q.money('gross profit', tot(gp), 'Gross Profit, TOTAL');
  q.money(
    'how much did cans and kegs cost us',
    tot(cogs['5100 Cans & Kegs']!),
    '5100 Cans & Kegs, TOTAL',
  );
  q.money('rent for the year', tot(exp['6000 Rent']!), '6000 Rent, TOTAL');
  q.pct(
    'cogs as a percent of income',
    pct(tot(tc), tot(ti)),
    'Total Cost of Goods Sold / Total Income * 100 (TOTAL column)',
  );
  if (uniqueExtreme(ti, best))
    q.at(
      'which month had the highest income',
      MON[best]!,
      'month with the highest Total Income',
      money(ti[best]!),
    );
  q.money('net income in december', ni[11]!, 'Net Income, Dec 2025');
  q.money(
    'total expenses',
    tot(te),
    'Total Expenses, TOTAL (operating expenses; COGS is its own section)',
  );
  q.money('what did we pay in excise tax', tot(exp['6300 Excise Tax']!), '6300 Excise Tax, TOTAL');
  q.money(
    'distributor sales in q1',
    sum(inc['4100 Distributor Sales']!.slice(0, 3)),
    '4100 Distributor Sales, Jan+Feb+Mar',
  );
  q.money('merch sales', tot(inc['4200 Merchandise']!), '4200 Merchandise, TOTAL');
  if (uniqueExtreme(ni, bestNi))
    q.at(
      'most profitable month',
      MON[bestNi]!,
      'month with the highest Net Income',
      money(ni[bestNi]!),
    );
  q.pct('net margin', pct(tot(ni), tot(ti)), 'Net Income / Total Income * 100, TOTAL column');
  q.money('payroll in march', exp['6100 Payroll']![2]!, '6100 Payroll, Mar 2025');
  q.money(
    'how much did malt and hops run us in the second half',
    sum(cogs['5000 Malt & Hops']!.slice(6)),
    '5000 Malt & Hops, Jul-Dec',
  );
  q.refuse('how many barrels did we brew', 'no volumes in the P&L');
  q.refuse('which outlet sells the most of our beer', 'sales are by channel, not by outlet');

  return {
    name: NAME,
    business: 'craft brewery',
    shape: 'QuickBooks P&L export: title rows, indented numbered accounts, months x TOTAL',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      {
        what: 'net income = income - cogs - expenses',
        got: tot(ni),
        want: tot(ti) - tot(tc) - tot(te),
      },
      {
        what: 'income lines = total income',
        got: sum(Object.values(inc).map((v) => tot(v))),
        want: tot(ti),
      },
    ],
  };
}
