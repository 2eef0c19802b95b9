/** Podcast studio: a subscription tracker (monthly and annual plans, active and cancelled), USD. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  type BlindBook,
  argMax,
  argMin,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(9);
const specs: Array<[string, string, 'Monthly' | 'Annual', [number, number]]> = [
  ['Riverside.fm', 'remote recording', 'Annual', [24, 48]],
  ['Adobe Creative Cloud', 'audio/video editing', 'Monthly', [5500, 9000]],
  ['Descript', 'transcripts & edits', 'Annual', [20, 40]],
  ['Buzzsprout', 'podcast hosting', 'Monthly', [1200, 2400]],
  ['Epidemic Sound', 'music licensing', 'Annual', [12, 30]],
  ['Canva Pro', 'artwork', 'Annual', [8, 11]],
  ['Google Workspace', 'email & docs', 'Monthly', [1400, 3600]],
  ['Dropbox', 'file storage', 'Annual', [18, 30]],
  ['Calendly', 'guest booking', 'Monthly', [1000, 1600]],
  ['iZotope RX', 'audio repair', 'Annual', [30, 45]],
  ['Zencastr', 'remote recording (old)', 'Monthly', [1800, 2500]],
  ['Headliner', 'audiograms', 'Monthly', [900, 1500]],
];
const subs = specs.map(([tool, what, billing, [lo, hi]], i) => {
  // annual prices are whole multiples of $12 so the monthly equivalent is exact
  const price = billing === 'Annual' ? r.int(lo, hi) * 1200 + r.int(0, 8) * 12 : r.int(lo, hi);
  const monthly = billing === 'Annual' ? price / 12 : price;
  const cancelled = i === 10 || i === 11;
  return {
    tool,
    what,
    billing,
    price,
    monthly,
    annual: monthly * 12,
    renews:
      billing === 'Annual'
        ? day(r.pick([2026, 2027]) === 2026 ? 2026 : 2027, r.int(0, 11), r.int(1, 28))
        : day(2026, 11, r.int(1, 28)),
    card: r.pick(['Amex', 'Chase Visa']),
    cancelled,
  };
});
// annual renewals strictly after now (25 Nov 2026) keep the tracker sensible
for (const s of subs)
  if (s.billing === 'Annual' && s.renews < new Date(Date.UTC(2026, 10, 26)))
    s.renews = new Date(Date.UTC(2027, s.renews.getUTCMonth(), s.renews.getUTCDate()));
type Sub = (typeof subs)[number];
const live = subs.filter((s) => !s.cancelled);
const gone = subs.filter((s) => s.cancelled);
const S = (xs: Sub[], f: (s: Sub) => number): bigint => total(xs.map(f));
const find = (t: string): Sub => subs.find((s) => s.tool.startsWith(t))!;
const jan = live.filter(
  (s) =>
    s.billing === 'Annual' && s.renews.getUTCFullYear() === 2027 && s.renews.getUTCMonth() === 0,
);
const annuals = live.map((s) => s.annual);
const row = (s: Sub): unknown[] => [
  s.tool,
  s.what,
  s.billing,
  cell(s.price),
  cell(s.monthly),
  cell(s.annual),
  s.renews,
  s.card,
  s.cancelled ? 'Cancelled' : 'Active',
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Subscriptions');
  putRows(ws, [
    ['Loudroom Podcast Studio — software subscriptions (USD)'],
    [],
    [
      'Tool',
      'What for',
      'Billing',
      'Price $',
      'Monthly equiv $',
      'Annual cost $',
      'Renews',
      'Card',
      'Status',
    ],
    ...live.map(row),
    [
      'Total (active)',
      undefined,
      undefined,
      undefined,
      cell(S(live, (s) => s.monthly)),
      cell(S(live, (s) => s.annual)),
    ],
    [],
    ['Cancelled'],
    ...gone.map(row),
  ]);
  return toBytes(wb);
}

export const podcast: BlindBook = {
  name: 'podcast',
  business: 'podcast studio',
  shape:
    'subscription tracker: billing, price, monthly equivalent, annual cost, renewal, card, status',
  bytes,
  questions: questionsFor('podcast', [
    [
      'what do our subscriptions cost a month',
      {
        value: hundredths(S(live, (s) => s.monthly)),
        means: 'Monthly equiv $ total of Active rows (Total (active))',
      },
    ],
    [
      'yearly cost of everything we pay for now',
      { value: hundredths(S(live, (s) => s.annual)), means: 'Annual cost $ of Active rows' },
    ],
    [
      'priciest subscription',
      { at: live[argMax(annuals)]!.tool, means: 'Active row with the largest Annual cost $' },
    ],
    [
      'what does Riverside cost us a year',
      { value: hundredths(find('Riverside').annual), means: 'Annual cost $ of Riverside.fm' },
    ],
    [
      'how much is due on annual plans renewing in january',
      {
        value: hundredths(S(jan, (s) => s.price)),
        means: 'Price $ of Active Annual plans renewing in January 2027',
      },
    ],
    [
      'how many tools are we paying for',
      { value: String(live.length), means: 'count of Active rows' },
    ],
    [
      'what were the cancelled ones costing us a year',
      { value: hundredths(S(gone, (s) => s.annual)), means: 'Annual cost $ of the Cancelled rows' },
    ],
    [
      'cheapest active tool',
      { at: live[argMin(annuals)]!.tool, means: 'Active row with the smallest Annual cost $' },
    ],
    ['which tools are worth keeping', { refuse: true, means: 'an opinion' }],
    [
      'how many downloads did episode 40 get',
      { refuse: true, means: 'not in a subscription tracker' },
    ],
    [
      'total of the monthly-billed ones each month',
      {
        value: hundredths(
          S(
            live.filter((s) => s.billing === 'Monthly'),
            (s) => s.price,
          ),
        ),
        means: 'Price $ of Active rows billed Monthly',
      },
    ],
    [
      'how much goes on the amex per year',
      {
        value: hundredths(
          S(
            live.filter((s) => s.card === 'Amex'),
            (s) => s.annual,
          ),
        ),
        means: 'Annual cost $ of Active rows on Amex',
      },
    ],
    [
      'Adobe monthly price',
      {
        value: hundredths(find('Adobe').price),
        means: 'Price $ of Adobe Creative Cloud (monthly)',
      },
    ],
  ]),
  checks: [
    {
      what: 'monthly equiv × 12 = annual cost',
      a: 12n * S(live, (s) => s.monthly),
      b: S(live, (s) => s.annual),
    },
    {
      what: 'cards = total annual',
      a:
        S(
          live.filter((s) => s.card === 'Amex'),
          (s) => s.annual,
        ) +
        S(
          live.filter((s) => s.card !== 'Amex'),
          (s) => s.annual,
        ),
      b: S(live, (s) => s.annual),
    },
    {
      what: 'annual price / 12 is whole cents',
      a: S(subs, (s) => (s.billing === 'Annual' ? s.price % 12 : 0)),
      b: 0n,
    },
    { what: 'unique priciest', a: uniqueMax(annuals) ? 1n : 0n, b: 1n },
    { what: 'unique cheapest', a: uniqueMax(annuals.map((x) => -x)) ? 1n : 0n, b: 1n },
    { what: 'some renew in January', a: jan.length > 0 ? 1n : 0n, b: 1n },
  ],
};
