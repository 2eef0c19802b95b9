/**
 * A micro-distillery's export sales by market, this year vs last: years as NUMBER headers,
 * newest first (2025, 2024), a change column and a change % column, a total row, Danish kr.
 */
import { growth, hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const MARKETS = [
  'Sweden',
  'Norway',
  'Germany',
  'Netherlands',
  'Japan',
  'USA',
  'UK',
  'Faroe Islands',
];

export const distilleryExports: BookDef = {
  name: 'distillery-exports',
  business: 'micro-distillery (exports)',
  shape: 'two-year comparison, years newest first, variance and %, kr',
  async build(rng: Rng) {
    const rows = MARKETS.map(() => {
      const last = BigInt(rng.int(40000, 400000)) * 100n;
      const now = (last * BigInt(rng.int(70, 150))) / 100n + BigInt(rng.int(0, 99));
      return { now, last };
    });
    const tNow = sumOf(rows.map((r) => r.now));
    const tLast = sumOf(rows.map((r) => r.last));
    const wb = newBook();
    const ws = wb.addWorksheet('Export markets');
    ws.addRow(['Fjordlys Destilleri ApS']);
    ws.addRow(['Export sales by market (DKK, excl. excise)']);
    ws.addRow(['Market', 2025, 2024, 'Change', 'Change %']);
    rows.forEach((r, i) =>
      ws.addRow([
        MARKETS[i],
        cell(r.now),
        cell(r.last),
        cell(r.now - r.last),
        Number(growth(r.last, r.now)),
      ]),
    );
    ws.addRow([
      'Total exports',
      cell(tNow),
      cell(tLast),
      cell(tNow - tLast),
      Number(growth(tLast, tNow)),
    ]);

    const Q = questionList('distillery-exports');
    const ch = rows.map((r) => r.now - r.last);
    const up = argMax(ch);
    const down = argMin(ch);
    const bigNow = argMax(rows.map((r) => r.now));
    Q.ask('total exports in 2025', { value: hundredths(tNow) }, 'Total exports, 2025');
    Q.ask('what about 2024 exports', { value: hundredths(tLast) }, 'Total exports, 2024');
    Q.ask(
      'compare 2025 to the year before',
      { value: [hundredths(tNow - tLast), growth(tLast, tNow)] },
      'Total change 2025-2024, as an amount or as growth %',
    );
    Q.ask(
      'how much did exports grow in %',
      { value: growth(tLast, tNow) },
      '(2025-2024)/2024 * 100 on the totals',
    );
    Q.ask(
      'which market grew the most',
      { value: hundredths(ch[up]!), at: MARKETS[up]! },
      'largest Change (amount)',
    );
    Q.ask(
      'where did we lose the most',
      { value: hundredths(ch[down]!), at: MARKETS[down]! },
      'most negative Change',
    );
    Q.ask('germany sales in 2024', { value: hundredths(rows[2]!.last) }, 'Germany, 2024');
    Q.ask(
      'how did japan do in 2025 vs 2024',
      { value: [hundredths(ch[4]!), growth(rows[4]!.last, rows[4]!.now)] },
      'Japan change, amount or %',
    );
    Q.ask(
      'biggest export market in 2025',
      { value: hundredths(rows[bigNow]!.now), at: MARKETS[bigNow]! },
      'largest 2025 value',
    );
    Q.ask(
      'usa share of 2025 exports %',
      { value: pct(rows[5]!.now, tNow) },
      'USA 2025 / total 2025 * 100',
    );
    Q.ask(
      'how many markets went down',
      { value: String(ch.filter((c) => c < 0n).length) },
      'count of negative Change',
    );
    Q.ask('norway 2025', { value: hundredths(rows[1]!.now) }, 'Norway, 2025');
    Q.ask('exports in 2023', { refuse: true }, 'only 2024 and 2025');
    Q.ask('how many bottles did we ship to the uk', { refuse: true }, 'amounts only, no volumes');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [{ what: 'sum of changes = total change', a: sumOf(ch), b: tNow - tLast }],
    };
  },
};
