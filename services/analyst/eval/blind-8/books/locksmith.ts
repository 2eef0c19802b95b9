/**
 * Keyhole Schlüsseldienst (CHF): a yearly budget vs actual sheet with Income and Expenses
 * sections, Budget / Actual / Variance / Var % columns (Variance = Actual - Budget), Total
 * lines and a Net result line.
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

const BOOK = 'locksmith';
const INCOME = ['Emergency call-outs', 'Lock fitting', 'Key cutting', 'Safe opening'];
const EXPENSES = [
  'Van & fuel',
  'Locks & parts',
  'Phone & software',
  'Advertising',
  'Insurance',
  'Training',
];

export async function buildLocksmith(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const incB = [rng.int(60, 80), rng.int(40, 55), rng.int(8, 14), rng.int(5, 9)].map((t) =>
    BigInt(t * 100000),
  );
  const incA = incB.map((b) => (b * BigInt(rng.int(880, 1130))) / 1000n);
  const expB = [
    rng.int(9, 12),
    rng.int(14, 20),
    rng.int(3, 4),
    rng.int(4, 7),
    rng.int(3, 4),
    rng.int(1, 2),
  ].map((t) => BigInt(t * 100000));
  const expA = expB.map(
    (b, i) => (b * BigInt(i === 1 ? rng.int(1150, 1300) : rng.int(900, 1140))) / 1000n,
  );
  const tib = total(incB),
    tia = total(incA),
    teb = total(expB),
    tea = total(expA);
  if (tea <= teb) throw new Error('the set asks how far expenses went over budget: they must');

  const wb = newBook();
  const ws = wb.addWorksheet('Budget v Actual');
  ws.addRow(['Keyhole Schlüsseldienst GmbH — Budget vs. Actual 2025 (CHF)']);
  ws.addRow([]);
  ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Var %']); // row 3
  const put = (label: string, b?: bigint, a?: bigint): number => {
    ws.addRow(
      b === undefined || a === undefined
        ? [label]
        : [label, cell$(b), cell$(a), cell$(a - b), Number(a - b) / Number(b)],
    );
    return ws.rowCount;
  };
  put('INCOME');
  const incRows = INCOME.map((n, i) => put(n, incB[i], incA[i]));
  const tiRow = put('Total income', tib, tia);
  ws.addRow([]);
  put('EXPENSES');
  const expRows = EXPENSES.map((n, i) => put(n, expB[i], expA[i]));
  const teRow = put('Total expenses', teb, tea);
  ws.addRow([]);
  const netRow = put('Net result', tib - teb, tia - tea);
  for (let c = 2; c <= 4; c++) ws.getColumn(c).numFmt = moneyFmt('CHF ');
  ws.getColumn(5).numFmt = '0.0%';

  const S = 'Budget v Actual';
  const q = new Questions(BOOK);
  const over = expA.map((a, i) => a - expB[i]!);
  q.ask('actual income for the year', { value: money(tia) }, 'Total income, Actual', {
    sheet: S,
    ref: `C${tiRow}`,
  });
  q.ask(
    'how far over budget are we on expenses',
    { value: money(tea - teb), abs: true },
    'Total expenses Actual - Budget (sign not judged)',
  );
  q.ask(
    'which cost went most over budget',
    { at: EXPENSES[argmax(over)]! },
    'expense line with the largest Actual - Budget',
  );
  q.ask(
    'income against budget in %',
    { value: growth(tib, tia) },
    '(Total income Actual - Budget) / Budget, percent 2 dp',
  );
  q.ask(
    'how did call outs do against budget',
    { value: [money(incA[0]! - incB[0]!), growth(incB[0]!, incA[0]!)] },
    'Emergency call-outs Variance (Actual - Budget) or the same in percent: both accepted',
  );
  q.ask('net result actual', { value: money(tia - tea) }, 'Net result, Actual', {
    sheet: S,
    ref: `C${netRow}`,
  });
  q.ask('what net result did we budget for', { value: money(tib - teb) }, 'Net result, Budget', {
    sheet: S,
    ref: `B${netRow}`,
  });
  q.ask(
    'what did we actually spend on advertising',
    { value: money(expA[3]!) },
    'Advertising, Actual',
    { sheet: S, ref: `C${expRows[3]!}` },
  );
  q.ask(
    'how many costs came in under budget',
    { value: String(over.filter((o) => o < 0n).length) },
    'expense lines with Actual below Budget',
  );
  q.ask('biggest earner', { at: INCOME[argmax(incA)]! }, 'income line with the largest Actual');
  q.ask(
    'what % of income was safe opening',
    { value: pct(incA[3]!, tia) },
    'Safe opening Actual / Total income Actual, percent 2 dp',
  );
  q.ask('budgeted income', { value: money(tib) }, 'Total income, Budget', {
    sheet: S,
    ref: `B${tiRow}`,
  });
  q.ask(
    'how much over were we on locks and parts in percent',
    { value: growth(expB[1]!, expA[1]!) },
    '(Locks & parts Actual - Budget) / Budget, percent 2 dp',
  );
  q.ask('total expenses actual', { value: money(tea) }, 'Total expenses, Actual', {
    sheet: S,
    ref: `C${teRow}`,
  });
  q.refuse('why are we over on parts', 'the sheet has figures, not reasons');
  q.refuse('how did we do in june', 'the sheet is for the whole year, no months');

  return {
    name: BOOK,
    business: 'locksmith',
    shape:
      'budget vs actual with Income/Expenses sections, Variance and Var %, Total and Net lines',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`C${incRows[0]}:C${incRows[3]}`], total: `C${tiRow}` },
      { sheet: S, parts: [`B${expRows[0]}:B${expRows[5]}`], total: `B${teRow}` },
      { sheet: S, parts: [`D${expRows[0]}:D${expRows[5]}`], total: `D${teRow}` },
    ],
  };
}
