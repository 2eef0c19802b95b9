/** Veterinary practice: a Xero monthly Profit and Loss export (account codes, sections), Jan–Oct 2026, GBP. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  type BlindBook,
  cell,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(1);
const N = 10; // Jan..Oct 2026
const acc = (lo: number, hi: number): number[] =>
  Array.from({ length: N }, () => r.int(lo, hi) * 100 + r.int(0, 99));
const flat = (v: number): number[] => Array.from({ length: N }, () => v);

const income: Array<[string, number[]]> = [
  ['200 - Consultations', acc(14000, 19000)],
  ['210 - Vaccinations', acc(3000, 5200)],
  ['220 - Surgery', acc(9000, 16000)],
  ['230 - Pharmacy Sales', acc(5000, 8000)],
];
const cos: Array<[string, number[]]> = [
  ['310 - Drugs & Consumables', acc(4200, 6800)],
  ['320 - Laboratory Fees', acc(1200, 2400)],
];
const opex: Array<[string, number[]]> = [
  ['400 - Wages & Salaries', acc(17000, 19500)],
  ['410 - Rent', flat(350000)],
  ['420 - Light, Power & Heat', acc(700, 1500)],
  ['430 - Insurance', flat(61250)],
  ['440 - Advertising', acc(150, 900)],
];
const colSum = (g: Array<[string, number[]]>, m: number): bigint => total(g.map(([, v]) => v[m]!));
const months = Array.from({ length: N }, (_, m) => m);
const incM = months.map((m) => colSum(income, m));
const cosM = months.map((m) => colSum(cos, m));
const opM = months.map((m) => colSum(opex, m));
const gpM = months.map((m) => incM[m]! - cosM[m]!);
const netM = months.map((m) => gpM[m]! - opM[m]!);
const inc = total(incM);
const net = total(netM);
const lineTotal = (g: Array<[string, number[]]>, name: string): number[] =>
  g.find(([n]) => n.startsWith(name))![1];
const surgery = lineTotal(income, '220');
const lab = lineTotal(cos, '320');
const drugs = lineTotal(cos, '310');
const wages = lineTotal(opex, '400');
const consult = lineTotal(income, '200');
const pharmacy = lineTotal(income, '230');
const power = lineTotal(opex, '420');
const hdr = [
  'Jan-26',
  'Feb-26',
  'Mar-26',
  'Apr-26',
  'May-26',
  'Jun-26',
  'Jul-26',
  'Aug-26',
  'Sep-26',
  'Oct-26',
];

function rowsOf(): unknown[][] {
  const line = (label: string, v: Array<number | bigint>): unknown[] => [
    label,
    ...v.map((x) => cell(x)),
    cell(total(v)),
  ];
  const out: unknown[][] = [
    ['Whiskers & Paws Veterinary Centre Ltd'],
    ['Profit and Loss'],
    ['For the 10 months ended 31 October 2026'],
    [],
    ['Account', ...hdr, 'Total'],
    [],
    ['Trading Income'],
    ...income.map(([n, v]) => line(n, v)),
    line('Total Trading Income', incM),
    [],
    ['Cost of Sales'],
    ...cos.map(([n, v]) => line(n, v)),
    line('Total Cost of Sales', cosM),
    [],
    line('Gross Profit', gpM),
    [],
    ['Operating Expenses'],
    ...opex.map(([n, v]) => line(n, v)),
    line('Total Operating Expenses', opM),
    [],
    line('Net Profit', netM),
  ];
  return out;
}

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Profit and Loss'), rowsOf());
  return toBytes(wb);
}

const best = argMax(netM);
const lowPh = argMin(pharmacy);
const q2op = opM[3]! + opM[4]! + opM[5]!;

export const vet: BlindBook = {
  name: 'vet',
  business: 'veterinary practice',
  shape: 'Xero P&L export, account codes, months across',
  bytes,
  questions: questionsFor('vet', [
    [
      'total trading income so far this year?',
      { value: hundredths(inc), means: 'Total Trading Income, Jan–Oct 2026 Total column' },
    ],
    [
      'how much surgery did we bill in march',
      { value: hundredths(surgery[2]!), means: '220 - Surgery, Mar-26' },
    ],
    [
      'what have lab fees cost us this year',
      { value: hundredths(total(lab)), means: '320 - Laboratory Fees, Total Jan–Oct 2026' },
    ],
    [
      'best month for net profit',
      { at: monthPlaces(best, 2026), means: 'month with the highest Net Profit' },
    ],
    ['gross profit in june?', { value: hundredths(gpM[5]!), means: 'Gross Profit, Jun-26' }],
    [
      'total wages bill',
      { value: hundredths(total(wages)), means: '400 - Wages & Salaries, Total Jan–Oct' },
    ],
    [
      'drugs and consumables as a % of income',
      {
        value: pct(total(drugs), inc),
        means: '310 Drugs & Consumables total / Total Trading Income × 100, 2 dp',
      },
    ],
    [
      'net profit for the year to date',
      { value: hundredths(net), means: 'Net Profit Total column' },
    ],
    [
      'how much did consultations grow from january to october',
      {
        value: [hundredths(BigInt(consult[9]! - consult[0]!)), growth(consult[0]!, consult[9]!)],
        means: 'Consultations Oct-26 − Jan-26, or as % of Jan',
      },
    ],
    [
      'average monthly spend on light power and heat',
      { value: meanCents(total(power), N), means: '420 total / 10 months, to the cent' },
    ],
    [
      'which month were pharmacy sales weakest',
      { at: monthPlaces(lowPh, 2026), means: 'month with the lowest 230 - Pharmacy Sales' },
    ],
    [
      'operating expenses for april to june',
      { value: hundredths(q2op), means: 'Total Operating Expenses Apr-26 + May-26 + Jun-26' },
    ],
    [
      'what will november net profit come in at',
      { refuse: true, means: 'a forecast; the sheet stops at October' },
    ],
    [
      'how much did we pay the locum vet',
      { refuse: true, means: 'no locum line; wages are one account' },
    ],
    ['how many animals did we see in may', { refuse: true, means: 'no patient counts in a P&L' }],
  ]),
  checks: [
    {
      what: 'income − cost of sales − opex = net profit',
      a: inc - total(cosM) - total(opM),
      b: net,
    },
    {
      what: 'month net profits = account lines',
      a: total(netM),
      b:
        total([...income.flatMap(([, v]) => v)]) -
        total(cos.flatMap(([, v]) => v)) -
        total(opex.flatMap(([, v]) => v)),
    },
    { what: 'best net month unique', a: uniqueMax(netM) ? 1n : 0n, b: 1n },
    {
      what: 'weakest pharmacy month unique',
      a: uniqueMax(pharmacy.map((x) => -x)) ? 1n : 0n,
      b: 1n,
    },
  ],
};
