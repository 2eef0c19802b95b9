/** Wedding planner: supplier payments tracker across weddings, deposits, balances, outstanding, GBP. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(14);
const weddings: Array<[string, number, number, number]> = [
  ['Patel & Hughes', 2026, 8, 19],
  ['Okafor & Lindqvist', 2026, 11, 12],
  ['Brennan & Shah', 2027, 3, 24],
  ['Morgan & Castillo', 2027, 5, 5],
];
const cats: Array<[string, string[], number, number]> = [
  ['Venue', ['Hadley Hall', 'The Old Tithe Barn', 'Kew Orangery'], 650000, 1400000],
  ['Catering', ['Feast & Co', 'Rowan Kitchen'], 520000, 1150000],
  ['Florals', ['Petal Lane', 'Wild Bunch Flowers'], 120000, 380000],
  ['Photography', ['Amber Lens', 'Joss Reid Photo'], 160000, 290000],
  ['Band / DJ', ['The Swingtones', 'DJ Marlow'], 90000, 260000],
  ['Cake', ['Crumb & Crown'], 45000, 110000],
];
type L = {
  w: number;
  sup: string;
  cat: string;
  contract: bigint;
  dep: bigint;
  depDate: Date;
  paid: bigint;
  due: Date;
};
const lines: L[] = [];
weddings.forEach(([, y, m, d], w) => {
  for (const [cat, sups, lo, hi] of cats) {
    const contract = BigInt(r.int(lo / 100, hi / 100)) * 100n;
    const dep = (contract * BigInt(r.pick([20, 25, 30, 50]))) / 100n;
    const when = Date.UTC(y, m, d);
    const due = new Date(when - r.pick([14, 28, 42]) * 86400000);
    const settled = due.getTime() <= Date.UTC(2026, 10, 25) && r.next() < 0.85;
    lines.push({
      w,
      sup: r.pick(sups),
      cat,
      contract,
      dep,
      depDate: new Date(when - r.int(200, 400) * 86400000),
      paid: settled ? contract - dep : 0n,
      due,
    });
  }
});
const out = (l: L): bigint => l.contract - l.dep - l.paid;
const outs = lines.map(out);
const byW = weddings.map((_, w) => total(lines.filter((l) => l.w === w).map(out)));
const contractW = weddings.map((_, w) =>
  total(lines.filter((l) => l.w === w).map((l) => l.contract)),
);
const contracts = lines.map((l) => l.contract);
const big = argMax(contracts);
const dec = lines.filter(
  (l) => l.due.getUTCFullYear() === 2027 && l.due.getUTCMonth() === 2 && out(l) > 0n,
);
const wn = (w: number): string => weddings[w]![0];
const flor = (w: number): bigint => lines.find((l) => l.w === w && l.cat === 'Florals')!.contract;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Supplier payments');
  const rows: unknown[][] = [
    ['Ever After Events - supplier payments tracker'],
    ['Updated 24/11/2026'],
    [],
    [
      'Wedding',
      'Wedding date',
      'Supplier',
      'Category',
      'Contract £',
      'Deposit paid',
      'Deposit date',
      'Balance paid',
      'Balance due by',
      'Outstanding',
      'Notes',
    ],
  ];
  let prev = -1;
  for (const l of lines) {
    if (l.w !== prev && prev !== -1) rows.push([]);
    prev = l.w;
    const [name, y, m, d] = weddings[l.w]!;
    rows.push([
      name,
      day(y, m, d),
      l.sup,
      l.cat,
      cell(l.contract),
      cell(l.dep),
      l.depDate,
      l.paid ? cell(l.paid) : undefined,
      l.due,
      cell(out(l)),
      out(l) === 0n ? 'settled' : undefined,
    ]);
  }
  rows.push([]);
  rows.push([
    'TOTAL',
    undefined,
    undefined,
    undefined,
    cell(total(contracts)),
    cell(total(lines.map((l) => l.dep))),
    undefined,
    cell(total(lines.map((l) => l.paid))),
    undefined,
    cell(total(outs)),
  ]);
  putRows(ws, rows);
  for (const c of [2, 7, 9]) ws.getColumn(c).numFmt = 'dd/mm/yyyy';
  for (const c of [5, 6, 8, 10]) ws.getColumn(c).numFmt = '£#,##0.00';
  return toBytes(wb);
}

export const wedding: BlindBook = {
  name: 'wedding',
  business: 'wedding planner',
  shape:
    'supplier payments tracker: wedding blocks, contract / deposit / balance paid / outstanding, dates, TOTAL row',
  bytes: build,
  questions: questionsFor('wedding', [
    [
      'what do we still owe suppliers altogether',
      { value: hundredths(total(outs)), means: 'TOTAL Outstanding' },
    ],
    [
      `how much is still owed for the ${wn(2)} wedding`,
      { value: hundredths(byW[2]!), means: `sum of Outstanding, ${wn(2)}` },
    ],
    [
      `total contract value for ${wn(1)}`,
      { value: hundredths(contractW[1]!), means: `sum of Contract £, ${wn(1)}` },
    ],
    [
      'biggest single supplier contract',
      { value: hundredths(contracts[big]!), means: 'largest Contract £' },
    ],
    [
      'how much have we paid in deposits',
      { value: hundredths(total(lines.map((l) => l.dep))), means: 'TOTAL Deposit paid' },
    ],
    [
      'catering spend across all weddings',
      {
        value: hundredths(total(lines.filter((l) => l.cat === 'Catering').map((l) => l.contract))),
        means: 'sum of Contract £ where Category = Catering',
      },
    ],
    [
      'which wedding has the most left to pay',
      { at: wn(argMax(byW)), means: 'wedding with the largest summed Outstanding' },
    ],
    [
      'how many suppliers are fully paid',
      {
        value: String(outs.filter((o) => o === 0n).length),
        means: 'count of lines with Outstanding = 0',
      },
    ],
    [
      'how much falls due in march 2027',
      {
        value: hundredths(total(dec.map(out))),
        means: 'Outstanding on lines with Balance due by in Mar 2027',
      },
    ],
    [
      `what's our fee on the ${wn(0)} wedding`,
      { refuse: true, means: "the planner's own fee is not in the tracker" },
    ],
    ['who is the best florist we use', { refuse: true, means: 'an opinion' }],
    [
      `florals as a share of the ${wn(3)} budget`,
      {
        value: pct(flor(3), contractW[3]!),
        means: `Florals contract / total Contract £, ${wn(3)}, % 2 dp`,
      },
    ],
    [
      `how much have we paid so far for ${wn(1)}`,
      {
        value: hundredths(total(lines.filter((l) => l.w === 1).map((l) => l.dep + l.paid))),
        means: `Deposit paid + Balance paid, ${wn(1)}`,
      },
    ],
  ]),
  checks: [
    {
      what: 'contract - deposits - balances = outstanding',
      a: total(contracts) - total(lines.map((l) => l.dep + l.paid)),
      b: total(outs),
    },
    { what: 'weddings sum to outstanding', a: total(byW), b: total(outs) },
    { what: 'most outstanding wedding unique', a: uniqueMax(byW) ? 1n : 0n, b: 1n },
    { what: 'something due in Mar 2027', a: dec.length > 0 ? 1n : 0n, b: 1n },
    { what: 'largest contract unique', a: uniqueMax(contracts) ? 1n : 0n, b: 1n },
  ],
};
