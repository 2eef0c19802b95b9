/**
 * Ballykeel Cider Co. (EUR): a quarterly P&L with section headings, indented lines,
 * "Total ..." lines, Gross profit and Net profit, and a full-year column.
 */
import { growth, money, pct } from '../../expect';
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

const BOOK = 'cider-maker';
const REVENUE = ['Trade sales', 'Cellar door', 'Tours & events'];
const COST = ['Apples & juice', 'Bottles, cans & kegs', 'Excise duty'];
const OPEX = ['Wages', 'Rent & rates', 'Marketing', 'Utilities', 'Insurance'];

export async function buildCiderMaker(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const seasonal = [0.7, 1.0, 1.4, 1.2];
  const line = (lo: number, hi: number, season: boolean): bigint[] =>
    seasonal.map((s) =>
      BigInt(Math.round(rng.int(lo, hi) * (season ? s : 1)) * 100 + rng.int(0, 99)),
    );
  const rev = [line(38000, 52000, true), line(9000, 16000, true), line(2000, 7000, true)];
  const cost = [line(9000, 13000, true), line(6000, 9000, true), line(3500, 5200, true)];
  const opex = [
    line(21000, 23000, false),
    line(4800, 4800, false),
    line(1500, 6000, false),
    line(1400, 2600, false),
    line(900, 900, false),
  ];
  const sumQ = (rows: bigint[][]): bigint[] =>
    [0, 1, 2, 3].map((i) => total(rows.map((r) => r[i]!)));
  const fy = (r: bigint[]): bigint => total(r);
  const totRev = sumQ(rev);
  const totCost = sumQ(cost);
  const gp = totRev.map((v, i) => v - totCost[i]!);
  const totOpex = sumQ(opex);
  const net = gp.map((v, i) => v - totOpex[i]!);

  const wb = newBook();
  const ws = wb.addWorksheet('P&L 2025');
  ws.addRow(['Ballykeel Cider Co. Ltd']);
  ws.addRow(['Profit and loss account — year ended 31 December 2025']);
  ws.addRow(['€', 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025']); // row 3
  const put = (label: string, r?: bigint[]): number => {
    ws.addRow(r ? [label, ...r.map(cell$), cell$(fy(r))] : [label]);
    return ws.rowCount;
  };
  put('Revenue');
  const revRows = REVENUE.map((n, i) => put(`   ${n}`, rev[i]));
  const totRevRow = put('Total revenue', totRev);
  put('Cost of sales');
  const costRows = COST.map((n, i) => put(`   ${n}`, cost[i]));
  const totCostRow = put('Total cost of sales', totCost);
  const gpRow = put('Gross profit', gp);
  ws.addRow([]);
  put('Operating expenses');
  const opexRows = OPEX.map((n, i) => put(`   ${n}`, opex[i]));
  const totOpexRow = put('Total operating expenses', totOpex);
  ws.addRow([]);
  const netRow = put('Net profit', net);
  for (let c = 2; c <= 6; c++) ws.getColumn(c).numFmt = moneyFmt('€');

  const S = 'P&L 2025';
  const q = new Questions(BOOK);
  const opexFy = opex.map(fy);
  q.ask('revenue for the year', { value: money(fy(totRev)) }, 'Total revenue, FY 2025 column', {
    sheet: S,
    ref: `F${totRevRow}`,
  });
  q.ask('what was revenue in q3', { value: money(totRev[2]!) }, 'Total revenue, Q3', {
    sheet: S,
    ref: `D${totRevRow}`,
  });
  q.ask(
    'gross margin?',
    { value: pct(fy(gp), fy(totRev)) },
    'FY gross profit / FY total revenue, percent 2 dp',
  );
  q.ask('net profit this year', { value: money(fy(net)) }, 'Net profit, FY 2025', {
    sheet: S,
    ref: `F${netRow}`,
  });
  q.ask('operating costs in Q2', { value: money(totOpex[1]!) }, 'Total operating expenses, Q2', {
    sheet: S,
    ref: `C${totOpexRow}`,
  });
  q.ask(
    'biggest overhead',
    { at: OPEX[argmax(opexFy)]! },
    'operating expense line with the largest FY amount',
  );
  q.ask('how much duty did we pay', { value: money(fy(cost[2]!)) }, 'Excise duty, FY 2025', {
    sheet: S,
    ref: `F${costRows[2]!}`,
  });
  q.ask(
    'net margin for the year',
    { value: pct(fy(net), fy(totRev)) },
    'FY net profit / FY total revenue, percent 2 dp',
  );
  q.ask(
    'how much did revenue grow from q1 to q4 in %',
    { value: growth(totRev[0]!, totRev[3]!) },
    '(Q4 total revenue - Q1) / Q1, percent 2 dp',
  );
  q.ask(
    'most profitable quarter',
    { at: ['Q1', 'Q2', 'Q3', 'Q4'][argmax(net)]! },
    'quarter with the largest Net profit',
  );
  q.ask(
    'what share of revenue is the cellar door',
    { value: pct(fy(rev[1]!), fy(totRev)) },
    'Cellar door FY / Total revenue FY, percent 2 dp',
  );
  q.ask(
    'how did we do in q2',
    { value: [money(net[1]!), money(totRev[1]!)] },
    'Q2 net profit (the usual reading) or Q2 total revenue: both accepted',
  );
  q.ask(
    'total costs for the year',
    { value: money(fy(totCost) + fy(totOpex)) },
    'Total cost of sales FY + Total operating expenses FY',
  );
  q.ask(
    'marketing spend in the second half',
    { value: money(opex[2]![2]! + opex[2]![3]!) },
    'Marketing Q3 + Q4',
  );
  q.ask('gross profit q4', { value: money(gp[3]!) }, 'Gross profit, Q4', {
    sheet: S,
    ref: `E${gpRow}`,
  });
  q.refuse(
    "what's eating our margin",
    'several readings (largest cost line, fastest-growing cost, falling gross margin): ask which',
  );
  q.refuse('how much cash have we got', 'a P&L has no cash balance');

  return {
    name: BOOK,
    business: 'cider maker',
    shape: 'quarterly P&L with sections, indented lines, Total lines, Gross/Net profit, FY column',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`B${revRows[0]}:E${revRows[2]}`], total: `F${totRevRow}` },
      { sheet: S, parts: [`F${costRows[0]}:F${costRows[2]}`], total: `F${totCostRow}` },
      { sheet: S, parts: [`B${opexRows[0]}:B${opexRows[4]}`], total: `B${totOpexRow}` },
      { sheet: S, parts: [`B${netRow}:E${netRow}`], total: `F${netRow}` },
    ],
  };
}
