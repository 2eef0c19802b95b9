/** Language school: course revenue by channel, months down, two header rows (language over channel) (A$). */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  MONTHS,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(3);
const N = 10;
/** [language, channel, lo, hi] in dollars */
const COLS: Array<[string, string, number, number]> = [
  ['English', 'Group', 9000, 16000],
  ['English', '1:1', 3000, 7000],
  ['English', 'Online', 2500, 6500],
  ['Spanish', 'Group', 2000, 4800],
  ['Spanish', 'Online', 900, 2600],
  ['Japanese', 'Group', 1500, 3800],
  ['Japanese', 'Online', 700, 2400],
];
const data = COLS.map(([, , lo, hi]) =>
  Array.from({ length: N }, () => r.int(lo, hi) * 100 + r.pick([0, 0, 50])),
);
const col = (lang: string, ch: string): number[] =>
  data[COLS.findIndex(([l, c]) => l === lang && c === ch)]!;
const monthTotal = Array.from({ length: N }, (_, i) => total(data.map((c) => c[i]!)));
const grand = total(monthTotal);
const byLang = (lang: string): bigint =>
  total(COLS.flatMap(([l], j) => (l === lang ? data[j]! : [])));
const langs = ['English', 'Spanish', 'Japanese'];
const langTotals = langs.map(byLang);
const online = total(COLS.flatMap(([, c], j) => (c === 'Online' ? data[j]! : [])));
const best = argMax(monthTotal);
const jpo = col('Japanese', 'Online');
const worstJpo = argMin(jpo);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Revenue 2026');
  const rows: unknown[][] = [
    ['Southbank Language School – course revenue by channel, 2026 (AUD)'],
    [],
    [
      'Month',
      'English',
      undefined,
      undefined,
      'Spanish',
      undefined,
      'Japanese',
      undefined,
      'Total',
    ],
    [undefined, ...COLS.map(([, c]) => c), undefined],
    ...Array.from({ length: N }, (_, i) => [
      MONTHS[i],
      ...data.map((c) => cell(c[i]!)),
      cell(monthTotal[i]!),
    ]),
    [],
    ['Total', ...data.map((c) => cell(total(c))), cell(grand)],
  ];
  putRows(ws, rows);
  ws.mergeCells('B3:D3');
  ws.mergeCells('E3:F3');
  ws.mergeCells('G3:H3');
  return toBytes(wb);
}

const q = questionsFor('langschool', [
  [
    'how much did english online make in may',
    { value: hundredths(col('English', 'Online')[4]!), means: 'English / Online, May' },
  ],
  [
    'total spanish revenue this year',
    { value: hundredths(byLang('Spanish')), means: 'Spanish Group + Spanish Online, Jan–Oct 2026' },
  ],
  [
    'best month overall?',
    { at: monthPlaces(best, 2026), means: 'month with the largest Total (unique)' },
  ],
  [
    'how much came from online classes altogether',
    {
      value: hundredths(online),
      means: 'English Online + Spanish Online + Japanese Online, all months',
    },
  ],
  [
    'japanese group lessons in Q1',
    {
      value: hundredths(total(col('Japanese', 'Group').slice(0, 3))),
      means: 'Japanese / Group, January + February + March',
    },
  ],
  [
    'what share of revenue is one-to-one english',
    {
      value: pct(total(col('English', '1:1')), grand),
      means: 'English 1:1 total / grand Total × 100, 2 dp',
    },
  ],
  [
    'average monthly revenue',
    { value: meanCents(grand, N), means: 'grand Total / 10 months, to the cent' },
  ],
  [
    'how much has revenue grown from january to october',
    {
      value: [hundredths(monthTotal[9]! - monthTotal[0]!), growth(monthTotal[0]!, monthTotal[9]!)],
      means: 'Total October − January (or % growth (Oct − Jan)/Jan)',
    },
  ],
  [
    'which language earns us the most',
    { at: langs[argMax(langTotals)]!, means: 'language with the largest sum of its columns' },
  ],
  [
    'weakest month for japanese online',
    {
      at: monthPlaces(worstJpo, 2026),
      means: 'month with the smallest Japanese / Online (unique)',
    },
  ],
  ['total revenue year to date', { value: hundredths(grand), means: 'grand Total, Jan–Oct 2026' }],
  [
    'spanish group in september',
    { value: hundredths(col('Spanish', 'Group')[8]!), means: 'Spanish / Group, September' },
  ],
  [
    'how many students are enrolled in spanish',
    { refuse: true, means: 'student numbers are not in the revenue sheet' },
  ],
  [
    'what should we charge for japanese next term',
    { refuse: true, means: 'an opinion / pricing advice, not in the sheet' },
  ],
]);

export const langschool: BlindBook = {
  name: 'langschool',
  business: 'language school',
  shape: 'revenue by language × channel, two header rows (merged), months down',
  bytes,
  questions: q,
  checks: [
    { what: 'column totals = row totals', a: total(data.map((c) => total(c))), b: grand },
    { what: 'languages add to the grand total', a: total(langTotals), b: grand },
    { what: 'best month unique', a: uniqueMax(monthTotal) ? 1n : 0n, b: 1n },
    {
      what: 'worst Japanese online month unique',
      a: BigInt(jpo.filter((x) => x === jpo[worstJpo]).length),
      b: 1n,
    },
  ],
};
