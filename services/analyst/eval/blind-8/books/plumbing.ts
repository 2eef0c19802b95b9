/**
 * Rivera Plumbing & Heating (USD): an expense log grouped by category, each group followed
 * by a "Subtotal" row and a blank row, a GRAND TOTAL at the bottom, under a title line.
 */
import { meanCents, money, pct } from '../../expect';
import {
  argmax,
  cell$,
  day,
  MONTHS,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
  type SumCheck,
} from '../kit';

const BOOK = 'plumbing';
const CATS: Array<{ name: string; payees: string[]; lo: number; hi: number; n: [number, number] }> =
  [
    { name: 'Fuel', payees: ['Shell', 'Chevron', 'Costco Gas'], lo: 45, hi: 120, n: [14, 20] },
    {
      name: 'Parts & fittings',
      payees: ['Ferguson', 'Home Depot', 'Winnelson'],
      lo: 30,
      hi: 900,
      n: [12, 18],
    },
    {
      name: 'Van maintenance',
      payees: ['Midas', 'Jiffy Lube', 'Discount Tire'],
      lo: 60,
      hi: 1400,
      n: [3, 6],
    },
    { name: 'Insurance', payees: ['Next Insurance'], lo: 310, hi: 310, n: [6, 6] },
    { name: 'Tools', payees: ['Harbor Freight', 'Milwaukee Tool'], lo: 25, hi: 650, n: [4, 8] },
  ];

interface Line {
  date: Date;
  month: number;
  payee: string;
  cat: string;
  amount: bigint;
}

export async function buildPlumbing(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const groups: Line[][] = CATS.map((c) => {
    const n = rng.int(c.n[0], c.n[1]);
    const lines: Line[] = Array.from({ length: n }, (_, i) => {
      const month = c.name === 'Insurance' ? i + 1 : rng.int(1, 6);
      const amount = c.name === 'Insurance' ? 31000n : BigInt(rng.int(c.lo * 100, c.hi * 100));
      return {
        date: day(2025, month, c.name === 'Insurance' ? 1 : rng.int(1, 28)),
        month,
        payee: rng.pick(c.payees),
        cat: c.name,
        amount,
      };
    });
    return lines.sort((a, b) => a.date.getTime() - b.date.getTime());
  });
  const all = groups.flat();
  const catTotals = groups.map((g) => total(g.map((l) => l.amount)));
  const grand = total(catTotals);
  const byMonth = [1, 2, 3, 4, 5, 6].map((m) =>
    total(all.filter((l) => l.month === m).map((l) => l.amount)),
  );

  const wb = newBook();
  const ws = wb.addWorksheet('Expenses 2025');
  ws.addRow(['Rivera Plumbing & Heating — business expenses, Jan–Jun 2025']);
  ws.addRow([]);
  ws.addRow(['Date', 'Paid to', 'Category', 'Notes', 'Amount']); // row 3
  const checks: SumCheck[] = [];
  const subtotalRefs: string[] = [];
  groups.forEach((g, gi) => {
    const first = ws.rowCount + 1;
    g.forEach((l) =>
      ws.addRow([
        l.date,
        l.payee,
        l.cat,
        rng.next() < 0.3 ? 'job #' + rng.int(200, 480) : null,
        cell$(l.amount),
      ]),
    );
    const last = ws.rowCount;
    ws.addRow([null, `Subtotal ${CATS[gi]!.name}`, null, null, cell$(catTotals[gi]!)]);
    subtotalRefs.push(`E${ws.rowCount}`);
    checks.push({
      sheet: 'Expenses 2025',
      parts: [`E${first}:E${last}`],
      total: `E${ws.rowCount}`,
    });
    ws.addRow([]);
  });
  ws.addRow([null, 'GRAND TOTAL', null, null, cell$(grand)]);
  const grandRef = `E${ws.rowCount}`;
  checks.push({ sheet: 'Expenses 2025', parts: subtotalRefs, total: grandRef });
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';
  ws.getColumn(5).numFmt = moneyFmt('$');

  const q = new Questions(BOOK);
  const S = 'Expenses 2025';
  const amounts = all.map((l) => l.amount);
  const big = argmax(amounts);
  const fuel = groups[0]!;
  const ferguson = total(all.filter((l) => l.payee === 'Ferguson').map((l) => l.amount));
  q.ask(
    'What were total expenses?',
    { value: money(grand) },
    'sum of the expense lines (subtotals and grand total not added again), equals GRAND TOTAL',
    { sheet: S, ref: grandRef },
  );
  q.ask(
    'what did we spend on fuel',
    { value: money(catTotals[0]!) },
    'sum of Fuel lines, equals Subtotal Fuel',
    { sheet: S, ref: subtotalRefs[0]! },
  );
  q.ask(
    'largest single expense',
    { value: money(amounts[big]!) },
    'largest single expense line (not a subtotal)',
  );
  q.ask(
    'who did we pay the most in one go',
    { at: all[big]!.payee },
    'payee of the largest single expense line',
  );
  q.ask(
    'how many expenses are in here',
    { value: String(all.length) },
    'number of expense lines, excluding subtotal, blank and total rows',
  );
  q.ask(
    'average fuel fill up',
    { value: meanCents(catTotals[0]!, fuel.length) },
    'Fuel subtotal / number of Fuel lines, to the cent',
  );
  q.ask(
    'what % of spending is parts',
    { value: pct(catTotals[1]!, grand) },
    'Parts & fittings subtotal / grand total, percent 2 dp',
  );
  q.ask(
    'spend in march',
    { value: money(byMonth[2]!) },
    'all expense lines dated March 2025, every category',
  );
  q.ask(
    'which category costs us the most',
    { at: CATS[argmax(catTotals)]!.name },
    'category with the largest subtotal',
  );
  q.ask(
    'how much have we paid ferguson',
    { value: money(ferguson) },
    'sum of lines paid to Ferguson',
  );
  q.ask(
    'insurance for the first quarter',
    { value: money(total(groups[3]!.filter((l) => l.month <= 3).map((l) => l.amount))) },
    'Insurance lines dated Jan-Mar',
  );
  q.ask(
    'whats our most expensive month',
    { at: MONTHS[argmax(byMonth)]! },
    'month with the largest sum of expense lines',
  );
  q.ask('tools total', { value: money(catTotals[4]!) }, 'Subtotal Tools', {
    sheet: S,
    ref: subtotalRefs[4]!,
  });
  q.refuse(
    "what's eating our margin",
    'no revenue in the book, so margin cannot be computed; the largest cost is another question',
  );
  q.refuse('how much did we spend on tools in 2024', 'the log covers 2025 only');
  q.refuse(
    'what do the vans cost us',
    'Van maintenance alone or with Fuel: two readings, ask which',
  );

  return {
    name: BOOK,
    business: 'plumbing contractor',
    shape:
      'expense log grouped by category with Subtotal rows, blank rows, GRAND TOTAL, title line',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: checks,
  };
}
