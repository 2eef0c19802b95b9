/**
 * A bed & breakfast's two-year comparison "in € thousands": months down, years as column
 * headers (2025 | 2024), Change and Change %, a Total row; a second sheet with room nights.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { MON, argmax, argmin, growth, hundredths, isum, newBook, toBytes } from '../kit/cells';

/** Revenue is kept in hundreds of euros (one decimal of a thousand). */
const k = (hundreds: bigint): number => Number(hundreds) / 10;
/** accept the figure as written (thousands) or scaled to euros */
const both = (hundreds: bigint): string[] => [
  hundredths(hundreds * 10n),
  hundredths(hundreds * 10000n),
];

export async function buildBnbTwoYear(r: Rng): Promise<BuiltBook> {
  const season = [0.5, 0.55, 0.7, 0.9, 1.1, 1.4, 1.8, 1.9, 1.3, 0.9, 0.55, 0.7];
  const prev = season.map((s) => BigInt(Math.round(s * r.int(150, 210))));
  const cur = prev.map((p) => p + BigInt(r.int(-25, 45)));
  const nightsPrev = season.map((s) => Math.round(s * r.int(70, 90)));
  const nightsCur = nightsPrev.map((n) => n + r.int(-8, 14));
  const tc = isum(cur);
  const tp = isum(prev);

  const wb = newBook();
  const ws = wb.addWorksheet('Revenue 25 vs 24');
  ws.addRow(['Casa do Vale B&B']);
  ws.addRow(['Room revenue, 2025 compared with 2024 (€ thousands)']);
  ws.addRow([]);
  ws.addRow(['', 2025, 2024, 'Change', 'Change %']);
  MON.forEach((m, i) =>
    ws.addRow([
      m,
      k(cur[i]!),
      k(prev[i]!),
      k(cur[i]! - prev[i]!),
      Number(growth(prev[i]!, cur[i]!)) / 100,
    ]),
  );
  ws.addRow(['Total', k(tc), k(tp), k(tc - tp), Number(growth(tp, tc)) / 100]);
  ws.getColumn(5).numFmt = '0.0%';
  const ws2 = wb.addWorksheet('Room nights');
  ws2.addRow(['Room nights sold']);
  ws2.addRow(['Month', 2025, 2024]);
  MON.forEach((m, i) => ws2.addRow([m, nightsCur[i], nightsPrev[i]]));
  const n25 = nightsCur.reduce((a, b) => a + b, 0);
  const n24 = nightsPrev.reduce((a, b) => a + b, 0);
  ws2.addRow(['Total', n25, n24]);

  const change = cur.map((c, i) => c - prev[i]!);
  const up = argmax(change);
  const down = argmin(change);
  const best = argmax(cur);
  const worst = argmin(cur);
  const summer = (xs: bigint[]): bigint => xs[5]! + xs[6]! + xs[7]!;
  const adr = (rev: bigint, n: number): string =>
    hundredths((rev * 10000n * 2n + BigInt(n)) / (2n * BigInt(n)));
  const questions: BookQuestion[] = [
    {
      id: 'cmp',
      question: 'compare room revenue this year to last',
      expect: { value: growth(tp, tc), tol: 0.01 },
      means: 'Total 2025 (the latest year in the sheet) vs 2024 as growth % = (2025 - 2024) / 2024',
    },
    {
      id: 't25',
      question: 'total room revenue 2025',
      expect: { value: both(tc) },
      means: 'Total, 2025 (in thousands as written, or in euros)',
    },
    {
      id: 't24',
      question: 'what did we take in 2024',
      expect: { value: both(tp) },
      means: 'Total, 2024 (revenue sheet; thousands or euros)',
    },
    {
      id: 'aug',
      question: 'how did august compare with last year',
      expect: { value: [...both(change[7]!), growth(prev[7]!, cur[7]!)], tol: 0.01 },
      means:
        'August change 2025 - 2024 (thousands or euros) or its Change %; either reading accepted',
    },
    {
      id: 'up',
      question: 'which month improved the most',
      expect: { value: both(change[up]!), at: MON[up]! },
      means: 'largest Change (absolute)',
    },
    {
      id: 'down',
      question: 'biggest drop vs last year',
      expect: { value: both(change[down]!), at: MON[down]! },
      means: 'smallest (most negative) Change',
    },
    {
      id: 'best',
      question: 'best month in 2025',
      expect: { value: both(cur[best]!), at: MON[best]! },
      means: 'largest 2025 revenue',
    },
    {
      id: 'worst',
      question: 'quietest month in 2025',
      expect: { value: both(cur[worst]!), at: MON[worst]! },
      means: 'smallest 2025 revenue',
    },
    {
      id: 'summer',
      question: 'june to august revenue 2025',
      expect: { value: both(summer(cur)) },
      means: 'Jun+Jul+Aug 2025',
    },
    {
      id: 'mar24',
      question: 'march 2024',
      expect: { value: both(prev[2]!) },
      means: 'March, 2024 revenue',
    },
    {
      id: 'nights',
      question: 'how many room nights did we sell in 2025',
      expect: { value: String(n25) },
      means: 'Room nights sheet, Total 2025',
    },
    {
      id: 'nightsg',
      question: 'room nights growth vs 2024 in %',
      expect: { value: growth(BigInt(n24), BigInt(n25)), tol: 0.01 },
      means: '(nights 2025 - 2024) / 2024',
    },
    {
      id: 'julnights',
      question: 'nights sold july 2025',
      expect: { value: String(nightsCur[6]) },
      means: 'Room nights, July, 2025',
    },
    {
      id: 'adr',
      question: 'average rate per night in 2025',
      expect: { value: adr(tc, n25), tol: 0.01 },
      means: 'ADR = 2025 revenue in euros / 2025 room nights (two sheets)',
    },
    {
      id: 'occ',
      question: 'what was our occupancy rate',
      expect: { refuse: true },
      means: 'rooms available are not in the workbook',
    },
    {
      id: 'y2026',
      question: 'how is 2026 going',
      expect: { refuse: true },
      means: 'no 2026 figures',
    },
  ];
  return {
    business: 'bed & breakfast',
    shape:
      'two-year comparison in € thousands, years as headers, Change/Change %; second sheet with nights',
    bytes: await toBytes(wb),
    questions,
    checks: [
      { what: 'monthly changes add up to the total change', left: isum(change), right: tc - tp },
    ],
  };
}
