/**
 * Petal & Stem Florals (CAD, "$"): a QuickBooks-style Profit and Loss export: company,
 * report name and period title rows, an indented account column, quarter columns and a
 * Total column, "Total Income" / "Gross Profit" / "Net Operating Income" / "Net Income".
 */
import { money, pct } from '../../expect';
import {
  argmax,
  cell$,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'florist';
const INCOME = ['Weddings', 'Corporate events', 'Walk-in & online', 'Funerals'];
const COGS = ['Wholesale flowers', 'Sundries & vases'];
const EXP = [
  'Advertising & Marketing',
  'Bank Charges & Fees',
  'Rent',
  'Vehicle Expenses',
  'Wages',
  'Utilities',
];
const QS = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];

export async function buildFlorist(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const row = (lo: number, hi: number): bigint[] =>
    QS.map(() => BigInt(rng.int(lo * 100, hi * 100)));
  const inc = [row(18000, 42000), row(4000, 11000), row(9000, 15000), row(2500, 6000)];
  const cogs = [row(9000, 17000), row(1200, 3000)];
  const exp = [
    row(600, 2500),
    row(90, 260),
    row(5400, 5400),
    row(1100, 2200),
    row(14000, 17000),
    row(700, 1300),
  ];
  const interest = row(8, 40);
  const colSum = (rows: bigint[][]): bigint[] =>
    [0, 1, 2, 3].map((i) => total(rows.map((r) => r[i]!)));
  const ti = colSum(inc);
  const tc = colSum(cogs);
  const gp = ti.map((v, i) => v - tc[i]!);
  const te = colSum(exp);
  const noi = gp.map((v, i) => v - te[i]!);
  const ni = noi.map((v, i) => v + interest[i]!);

  const wb = newBook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Petal & Stem Florals Inc.']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', ...QS, 'Total']); // row 5
  const put = (label: string, r?: bigint[]): number => {
    ws.addRow(r ? [label, ...r.map(cell$), cell$(total(r))] : [label]);
    return ws.rowCount;
  };
  put('Income');
  const incRows = INCOME.map((n, i) => put(`   ${n}`, inc[i]));
  const tiRow = put('Total Income', ti);
  put('Cost of Goods Sold');
  COGS.forEach((n, i) => put(`   ${n}`, cogs[i]));
  const tcRow = put('Total Cost of Goods Sold', tc);
  const gpRow = put('Gross Profit', gp);
  put('Expenses');
  const expRows = EXP.map((n, i) => put(`   ${n}`, exp[i]));
  const teRow = put('Total Expenses', te);
  put('Net Operating Income', noi);
  put('Other Income');
  put('   Interest Earned', interest);
  put('Total Other Income', interest);
  const niRow = put('Net Income', ni);
  ws.addRow([]);
  ws.addRow(['Accrual Basis  Monday, January 12, 2026 09:14 AM GMT-05:00']);
  for (let c = 2; c <= 6; c++) ws.getColumn(c).numFmt = moneyFmt('$');

  const S = 'Profit and Loss';
  const q = new Questions(BOOK);
  const expFy = exp.map(total);
  q.ask(
    'how much did weddings bring in this year',
    { value: money(total(inc[0]!)) },
    'Weddings, Total column',
    { sheet: S, ref: `F${incRows[0]!}` },
  );
  q.ask('total income', { value: money(total(ti)) }, 'Total Income, Total column', {
    sheet: S,
    ref: `F${tiRow}`,
  });
  q.ask('gross profit for 2025', { value: money(total(gp)) }, 'Gross Profit, Total column', {
    sheet: S,
    ref: `F${gpRow}`,
  });
  q.ask(
    'what was our net income',
    { value: money(total(ni)) },
    'Net Income, Total column (after other income)',
    { sheet: S, ref: `F${niRow}` },
  );
  q.ask(
    'what % of income is weddings',
    { value: pct(total(inc[0]!), total(ti)) },
    'Weddings total / Total Income total, percent 2 dp',
  );
  const topExp = argmax(expFy);
  if (expFy[topExp]! > total(cogs[0]!)) {
    q.ask(
      'biggest expense',
      { at: EXP[topExp]! },
      'expense account with the largest Total; it is also larger than any Cost of Goods Sold line, so both readings agree',
    );
  } else {
    q.refuse(
      'biggest expense',
      'a Cost of Goods Sold line beats every expense account: two readings, ask which',
    );
  }
  q.ask(
    'how much did we spend on advertising',
    { value: money(expFy[0]!) },
    'Advertising & Marketing, Total',
  );
  q.ask(
    'gross margin percent',
    { value: pct(total(gp), total(ti)) },
    'Gross Profit / Total Income, percent 2 dp',
  );
  q.ask(
    'wedding income in the summer quarter',
    { value: money(inc[0]![2]!) },
    'Weddings, Jul - Sep 2025',
  );
  q.ask(
    'which quarter had the most income',
    { at: ['Jan - Mar', 'Apr - Jun', 'Jul - Sep', 'Oct - Dec'][argmax(ti)]! },
    'quarter with the largest Total Income',
  );
  q.ask('total expenses q1', { value: money(te[0]!) }, 'Total Expenses, Jan - Mar 2025', {
    sheet: S,
    ref: `B${teRow}`,
  });
  q.ask('flower costs for the year', { value: money(total(cogs[0]!)) }, 'Wholesale flowers, Total');
  q.ask('bank fees', { value: money(expFy[1]!) }, 'Bank Charges & Fees, Total');
  q.ask(
    'net income last quarter',
    { value: money(ni[3]!) },
    'Net Income, Oct - Dec 2025 (last quarter in the report)',
  );
  q.refuse('how did we do in march', 'the report is by quarter; March alone is not in it');
  q.refuse('how many weddings did we do', 'the report has amounts, not counts of weddings');

  return {
    name: BOOK,
    business: 'florist (weddings and events)',
    shape: 'QuickBooks-style P&L export: title rows, indented accounts, quarter columns + Total',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`F${incRows[0]}:F${incRows[3]}`], total: `F${tiRow}` },
      { sheet: S, parts: [`B${expRows[0]}:E${expRows[5]}`], total: `F${teRow}` },
      { sheet: S, parts: [`B${tcRow}:E${tcRow}`], total: `F${tcRow}` },
    ],
  };
}
