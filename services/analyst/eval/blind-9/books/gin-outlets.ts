/**
 * Gin distillery two-year comparison by outlet (GBP), two STACKED tables on one sheet:
 * "Bottles sold" then "Revenue (£)", each with years as TEXT column headers, newest first
 * ("2025", "2024"), a Variance and a "Var %" column, and a Total row. A note line sits between.
 */
import { growth, divRound, hundredths, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'gin-outlets';
const r = rng(NAME);
const OUTLETS = [
  'Distillery shop',
  'Online shop',
  'Edinburgh bars',
  'Glasgow bars',
  'Duty free',
  'Supermarket (regional)',
  'Gift hampers',
];
const b24 = OUTLETS.map(() => r.int(900, 6_000));
const b25 = b24.map((b, i) =>
  i === 4 ? Math.round(b * 0.82) : Math.round(b * (1.01 + r.next() * 0.35)),
);
const price = OUTLETS.map(() => r.int(2_150, 3_450));
const rev24 = b24.map((b, i) => b * price[i]!);
const rev25 = b25.map((b, i) => b * (price[i]! + 150));
const T = sumN;
const var1 = (a: number, b: number): number =>
  Number(divRound(BigInt(b - a) * 1000n, BigInt(a))) / 10;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Outlets');
  ws.addRow(['Saltmarsh Gin Co. - sales by outlet, 2025 vs 2024']);
  ws.addRow([]);
  ws.addRow(['Bottles sold']);
  ws.addRow(['Outlet', '2025', '2024', 'Variance', 'Var %']);
  OUTLETS.forEach((o, i) =>
    ws.addRow([o, b25[i], b24[i], b25[i]! - b24[i]!, var1(b24[i]!, b25[i]!) / 100]),
  );
  ws.addRow(['Total', T(b25), T(b24), T(b25) - T(b24), var1(T(b24), T(b25)) / 100]);
  ws.addRow([]);
  ws.addRow(['Note: duty free lost the airport contract in March 2025.']);
  ws.addRow([]);
  ws.addRow(['Revenue (£)']);
  ws.addRow(['Outlet', '2025', '2024', 'Variance', 'Var %']);
  OUTLETS.forEach((o, i) =>
    ws.addRow([
      o,
      cell(rev25[i]!),
      cell(rev24[i]!),
      cell(rev25[i]! - rev24[i]!),
      var1(rev24[i]!, rev25[i]!) / 100,
    ]),
  );
  ws.addRow([
    'Total',
    cell(T(rev25)),
    cell(T(rev24)),
    cell(T(rev25) - T(rev24)),
    var1(T(rev24), T(rev25)) / 100,
  ]);
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const revUp = rev25.map((v, i) => v - rev24[i]!);
const topUp = argExtreme(revUp, 'max');
const down = argExtreme(
  rev25.map((v, i) => (v - rev24[i]!) / rev24[i]!),
  'min',
);
const topBottles = argExtreme(b25, 'max');

q('how many bottles did we sell this year', { value: String(T(b25)) }, 'Bottles sold, Total, 2025');
q('bottles last year', { value: String(T(b24)) }, 'Bottles sold, Total, 2024');
q('bottle sales growth %', { value: growth(T(b24), T(b25)) }, '(2025 - 2024) / 2024, bottles');
q('revenue this year', { value: m(T(rev25)) }, 'Revenue Total, 2025');
q(
  'how much more revenue did we make than last year',
  { value: m(T(rev25) - T(rev24)) },
  'Revenue 2025 - 2024',
);
q(
  'which outlet added the most revenue in pounds',
  { value: m(revUp[topUp]!), at: OUTLETS[topUp]! },
  'largest revenue Variance (2025 - 2024)',
);
q(
  'which outlet went backwards',
  {
    at: OUTLETS[down]!,
    value: [
      m(revUp[down]!),
      pct(revUp[down]!, rev24[down]!),
      String(b25[down]! - b24[down]!),
      growth(b24[down]!, b25[down]!),
    ],
  },
  'the only outlet down in both tables; its change in £, %, or bottles accepted',
);
q(
  'bottles at the distillery shop in 2024',
  { value: String(b24[0]!) },
  'Bottles sold, Distillery shop, 2024',
);
q(
  'average price per bottle this year',
  { value: hundredths(divRound(BigInt(T(rev25)), BigInt(T(b25)))) },
  'Revenue 2025 total / bottles 2025 total, to the penny',
);
q(
  'compare this year to last',
  {
    value: [
      growth(T(rev24), T(rev25)),
      m(T(rev25) - T(rev24)),
      growth(T(b24), T(b25)),
      String(T(b25) - T(b24)),
    ],
  },
  'revenue or bottles, change or % change: all four accepted',
);
q(
  'what share of revenue came from the online shop this year',
  { value: pct(rev25[1]!, T(rev25)) },
  'Online shop revenue 2025 / total 2025',
);
q(
  'where do we sell the most bottles',
  { value: String(b25[topBottles]!), at: OUTLETS[topBottles]! },
  'largest 2025 bottles',
);
q(
  'online revenue growth',
  { value: [growth(rev24[1]!, rev25[1]!), m(rev25[1]! - rev24[1]!)] },
  'Online shop revenue, % or £ change',
);
q('whats our profit per bottle', { refuse: true }, 'no costs on the sheet');
q(
  'how many bottles have we got left in the warehouse',
  { refuse: true },
  'no stock figures on the sheet',
);
q('glasgow bars revenue 2024', { value: m(rev24[3]!) }, 'Revenue, Glasgow bars, 2024');

export const ginOutlets: BlindBook = {
  name: NAME,
  business: 'gin distillery',
  shape: 'two-year comparison, years as text newest first, two stacked tables, Variance / Var %',
  bytes,
  questions: list,
  checks: [
    [
      'only duty free fell',
      revUp.filter((v) => v < 0).length === 1 &&
        down === 4 &&
        b25.filter((b, i) => b < b24[i]!).length === 1,
    ],
    ['revenue variance sums to the total variance', T(revUp) === T(rev25) - T(rev24)],
  ],
};
