/**
 * agricontractor — an agricultural contractor in Wielkopolska (PLN). Fixed asset register with
 * straight-line depreciation for 2026 (a full year's charge in the year bought): asset,
 * category, date acquired (date cells), cost, useful life (years), depreciation 2026,
 * accumulated depreciation at 31 Dec 2026, net book value; five assets fully written off;
 * "zł" suffix format; a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, money, pct } from '../../expect';
import {
  argMax,
  countOf,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  stepped,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(15);
const NAME = 'agricontractor';

/** asset, category, year bought, cost low and high (zł), useful life */
const ASSETS: Array<[string, string, number, number, number, number]> = [
  ['John Deere 6155R', 'Tractors', 2021, 690000, 750000, 8],
  ['New Holland T7.210', 'Tractors', 2018, 520000, 560000, 8],
  ['Ursus C-360', 'Tractors', 2009, 60000, 70000, 10],
  ['Fendt 724 Vario', 'Tractors', 2024, 1100000, 1200000, 8],
  ['Claas Lexion 760 combine', 'Harvesting', 2020, 1600000, 1700000, 10],
  ['Krone BiG Pack baler', 'Harvesting', 2026, 460000, 500000, 7],
  ['Kverneland plough', 'Harvesting', 2015, 45000, 52000, 8],
  ['Amazone UX 5201 sprayer', 'Harvesting', 2022, 370000, 410000, 7],
  ['Wielton grain trailer 16 t', 'Trailers', 2019, 110000, 130000, 10],
  ['Pronar T680 trailer', 'Trailers', 2024, 90000, 100000, 10],
  ['Toyota Hilux', 'Vehicles', 2023, 200000, 220000, 5],
  ['Isuzu D-Max', 'Vehicles', 2017, 130000, 150000, 5],
  ['Workshop compressor', 'Workshop', 2016, 16000, 20000, 6],
  ['Kemppi welding set', 'Workshop', 2024, 20000, 24000, 5],
];

interface Asset {
  name: string;
  cat: string;
  bought: Date;
  cost: bigint;
  life: number;
  dep: bigint;
  acc: bigint;
  nbv: bigint;
}
const assets: Asset[] = ASSETS.map(([name, cat, y, lo, hi, life]) => {
  const cost = BigInt(stepped(r, lo, hi, 10000));
  const annual = divRound(cost, BigInt(life));
  const years = 2026 - y + 1;
  const acc = (k: number): bigint => (annual * BigInt(k) > cost ? cost : annual * BigInt(k));
  const acc26 = acc(years);
  return {
    name,
    cat,
    bought: day(y, r.int(0, y === 2026 ? 5 : 11), r.int(1, 28)),
    cost,
    life,
    dep: acc26 - acc(years - 1),
    acc: acc26,
    nbv: cost - acc26,
  };
});

const S = (f: (a: Asset) => bigint, xs: Asset[] = assets): bigint => total(xs.map(f));
const cost = S((a) => a.cost);
const dep = S((a) => a.dep);
const acc = S((a) => a.acc);
const nbv = S((a) => a.nbv);
const nbvs = assets.map((a) => a.nbv);
const topNbv = argMax(nbvs);
const byCat = groupSum(
  assets,
  (a) => a.cat,
  (a) => a.nbv,
);
const [topCat, topCatNbv] = extreme(byCat);
const find = (k: string): Asset => assets.find((a) => a.name.startsWith(k))!;
const combine = find('Claas');
const written = assets.filter((a) => a.nbv === 0n);
const tractors = assets.filter((a) => a.cat === 'Tractors');
const costs = assets.map((a) => a.cost);
const over = roundCut(costs, 6, 10000000);
const lifeMean = divRound(
  BigInt(assets.reduce((s, a) => s + a.life, 0)) * 100n,
  BigInt(assets.length),
);

const checks: CrossCheck[] = [
  ...assets.map((a) => same(`${a.name}: cost − accumulated = NBV`, a.cost - a.acc, a.nbv)),
  same('totals: cost − accumulated = NBV', cost - acc, nbv),
  same('categories = NBV', total([...byCat.values()]), nbv),
  unique('net book value', nbvs),
  uniqueIn('category NBV', byCat),
  offThreshold('cost', costs, over),
  holds('five assets fully written off', written.length === 5),
  holds(
    'written-off assets take no charge this year',
    written.every((a) => a.dep === 0n),
  ),
  holds('the combine still has book value', combine.nbv > 0n && combine.dep > 0n),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Środki trwałe');
  title(ws, 1, 'Agro-Usługi Nowak sp.j. — fixed asset register', 8);
  title(ws, 2, 'Depreciation for 2026 · straight line, a full year in the year bought · PLN', 8);
  header(ws, 4, [
    'Asset',
    'Category',
    'Date acquired',
    'Cost',
    'Useful life (years)',
    'Depreciation 2026',
    'Accumulated depreciation',
    'Net book value',
  ]);
  assets.forEach((a, i) => {
    ws.getRow(5 + i).values = [
      a.name,
      a.cat,
      a.bought,
      num(a.cost),
      a.life,
      num(a.dep),
      num(a.acc),
      num(a.nbv),
    ];
  });
  const tr = ws.getRow(5 + assets.length);
  tr.values = ['Totals', null, null, num(cost), null, num(dep), num(acc), num(nbv)];
  tr.font = { bold: true };
  fmt(ws, [3], 'yyyy-mm-dd');
  fmt(ws, [4, 6, 7, 8], '#,##0.00 "zł"');
  widths(ws, [28, 12, 14, 16, 10, 16, 18, 16]);
  return toBytes(wb);
}

export const agricontractor: BlindBook = {
  name: NAME,
  business: 'agricultural contractor',
  shape: 'fixed asset register with straight-line depreciation and net book value',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What are our assets worth on the books?',
      { value: money(nbv), means: 'Net book value total' },
    ],
    [
      "What's this year's depreciation charge?",
      { value: money(dep), means: 'Depreciation 2026 total' },
    ],
    ['What did we pay for all our machinery?', { value: money(cost), means: 'Cost total' }],
    [
      'Which asset has the highest book value?',
      { value: money(nbvs[topNbv]!), at: assets[topNbv]!.name, means: 'largest Net book value' },
    ],
    ["What's the combine worth now?", { value: money(combine.nbv), means: 'Claas combine, NBV' }],
    ['How many assets are fully written off?', { value: n(written.length), means: 'NBV of zero' }],
    [
      'What did the new baler cost?',
      { value: money(find('Krone').cost), means: 'Krone baler, Cost' },
    ],
    [
      'When did we buy the John Deere?',
      { at: dayOf(find('John Deere').bought), means: 'John Deere 6155R, Date acquired' },
    ],
    [
      'How much depreciation have the tractors built up?',
      { value: money(S((a) => a.acc, tractors)), means: 'Tractors, Accumulated depreciation' },
    ],
    [
      'Which category is worth the most on the books?',
      { value: money(topCatNbv), at: topCat, means: 'category with the largest NBV' },
    ],
    [
      'How many assets did we buy in 2024?',
      {
        value: n(countOf(assets, (a) => a.bought.getUTCFullYear() === 2024)),
        means: 'Date acquired in 2024',
      },
    ],
    [
      "What's the average useful life of our assets?",
      { value: hundredths(lifeMean), tol: 0.01, means: 'mean Useful life (years)' },
    ],
    [
      'What share of the cost is tractors?',
      {
        value: pct(
          S((a) => a.cost, tractors),
          cost,
        ),
        tol: 0.01,
        means: 'Tractors cost / total cost',
      },
    ],
    [
      'How much depreciation does the combine take this year?',
      { value: money(combine.dep), means: 'Claas combine, Depreciation 2026' },
    ],
    [
      `How many assets cost more than ${grouped(over)} zł?`,
      { value: n(countOf(costs, (c) => c > over)), means: `Cost over ${money(over)}` },
    ],
    [
      'What could we sell the old Ursus for?',
      { refuse: true, means: 'book value is not market value; no price on the register' },
    ],
    [
      'How much did we spend on diesel this year?',
      { refuse: true, means: 'not on an asset register' },
    ],
    ['Which tractor is the most reliable?', { refuse: true, means: 'an opinion' }],
  ]),
};
