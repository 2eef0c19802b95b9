/**
 * A removals firm's expense log in euros: grouped by category, a category heading row, blank
 * rows between groups, a "Subtotal" row per category and a "Grand total" row at the end.
 */
import { hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  utcDate,
  type BookDef,
  type Rng,
} from '../lib';

const CATS: Array<[string, string[], number, number]> = [
  ['Diesel', ['Circle K', 'Shell', 'Esso'], 80, 260],
  ['Van hire', ['Hertz Vans', 'Europcar'], 300, 900],
  ['Boxes & wrap', ['Rajapack', 'Viking'], 40, 220],
  ['Casual labour', ['J. Murphy', 'T. Walsh', 'P. Byrne'], 120, 480],
  ['Tolls & parking', ['eFlow', 'M50 toll', 'Q-Park'], 5, 60],
];

export const removalsExpenses: BookDef = {
  name: 'removals-expenses',
  business: 'removals firm',
  shape: 'expense log, category groups, blank rows, subtotals, grand total, €',
  async build(rng: Rng) {
    const wb = newBook();
    const ws = wb.addWorksheet('Costs H2');
    ws.addRow(['Liffey Removals Ltd']);
    ws.addRow(['Running costs July–December 2025 (EUR)']);
    ws.addRow([]);
    ws.addRow(['Date', 'Paid to', 'What for', 'Amount €', 'Note']);
    const groups: Array<{
      cat: string;
      items: Array<{ amount: bigint; month: number; payee: string }>;
    }> = [];
    for (const [cat, payees, lo, hi] of CATS) {
      ws.addRow([cat]);
      const items: Array<{ amount: bigint; month: number; payee: string }> = [];
      const n = rng.int(5, 9);
      for (let i = 0; i < n; i++) {
        const month = 6 + Math.floor((i * 6) / n);
        const amount = BigInt(rng.int(lo * 100, hi * 100));
        const payee = rng.pick(payees);
        items.push({ amount, month, payee });
        ws.addRow([
          utcDate(2025, month, rng.int(1, 28)),
          payee,
          `${cat.toLowerCase()} – job ${rng.int(100, 999)}`,
          cell(amount),
          rng.next() < 0.2 ? 'receipt missing' : '',
        ]);
      }
      ws.addRow(['', '', `Subtotal ${cat}`, cell(sumOf(items.map((x) => x.amount)))]);
      ws.addRow([]);
      groups.push({ cat, items });
    }
    const subs = groups.map((g) => sumOf(g.items.map((x) => x.amount)));
    const grand = sumOf(subs);
    ws.addRow(['', '', 'Grand total', cell(grand)]);
    ws.addRow(['All amounts include VAT.']);
    ws.getColumn(1).numFmt = 'dd/mm/yyyy';

    const all = groups.flatMap((g) => g.items);
    const Q = questionList('removals-expenses');
    const top = argMax(subs);
    const biggest = all.reduce((m, x) => (x.amount > m ? x.amount : m), 0n);
    const boxes = groups[2]!.items;
    const octLabour = sumOf(groups[3]!.items.filter((x) => x.month === 9).map((x) => x.amount));
    Q.ask('what did we spend on diesel', { value: hundredths(subs[0]!) }, 'Diesel subtotal');
    Q.ask(
      'total running costs',
      { value: hundredths(grand) },
      'grand total (lines only, subtotals not added again)',
    );
    Q.ask(
      'biggest single expense',
      { value: hundredths(biggest) },
      'largest line amount, subtotal/total rows excluded',
    );
    Q.ask(
      'how many times did we fill up with diesel',
      { value: String(groups[0]!.items.length) },
      'count of Diesel lines',
    );
    Q.ask(
      'average spend on boxes and wrap per purchase',
      { value: meanCents(subs[2]!, boxes.length) },
      'Boxes & wrap subtotal / its line count',
    );
    Q.ask(
      'which category costs us the most',
      { value: hundredths(subs[top]!), at: CATS[top]![0] },
      'category with the largest subtotal',
    );
    Q.ask(
      'what percent of costs is van hire',
      { value: pct(subs[1]!, grand) },
      'Van hire subtotal / grand total * 100',
    );
    Q.ask('casual labour total', { value: hundredths(subs[3]!) }, 'Casual labour subtotal');
    Q.ask(
      'how much went on tolls and parking',
      { value: hundredths(subs[4]!) },
      'Tolls & parking subtotal',
    );
    Q.ask(
      `how much did we pay ${CATS[1]![1][0]}`,
      {
        value: hundredths(
          sumOf(groups[1]!.items.filter((x) => x.payee === CATS[1]![1][0]).map((x) => x.amount)),
        ),
      },
      'sum of lines paid to that payee',
    );
    Q.ask(
      'casual labour in october',
      { value: hundredths(octLabour) },
      'Casual labour lines dated October 2025',
    );
    Q.ask('how much did we spend on advertising', { refuse: true }, 'no advertising category');
    Q.ask(
      "what's eating our margin",
      { refuse: true },
      'no revenue in the workbook: margin cannot be read',
    );
    Q.ask(
      'how much did we spend in the first half of the year',
      { refuse: true },
      'the log covers July-December only',
    );

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [{ what: 'lines = grand total', a: sumOf(all.map((x) => x.amount)), b: grand }],
    };
  },
};
