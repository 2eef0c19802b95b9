/**
 * dojo: a martial arts club's membership tracker, hand kept: one row per member (plan, monthly
 * fee, start date, status Active / Frozen / Cancelled, cancelled date as text, belt, how they
 * pay, notes), a small summary under the table. GBP.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct } from '../../expect';
import {
  MON,
  argMax,
  cell,
  day,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../lib';

const r = rng(14);
const PLANS = ['Adult Unlimited', 'Adult 2x week', 'Junior', 'Family', 'Student'] as const;
type Plan = (typeof PLANS)[number];
const FEE: Record<Plan, bigint> = {
  'Adult Unlimited': 5900n,
  'Adult 2x week': 4500n,
  Junior: 3500n,
  Family: 9500n,
  Student: 3900n,
};
const PLAN_WEIGHT = [0.3, 0.22, 0.26, 0.12, 0.1];
const BELTS = ['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown', 'Black'] as const;
const PAYS = ['Direct Debit', 'Standing Order', 'Cash'] as const;
const NAMES = [
  'Aaron Blake',
  'Amira Hassan',
  'Ben Carter',
  'Chloe Evans',
  'Daniel Price',
  'Ellie Watts',
  'Ethan Hughes',
  'Fatima Noor',
  'George Lee',
  'Grace Bennett',
  'Harry Collins',
  'Imogen Shaw',
  'Isaac Morris',
  'Jade Turner',
  'Jamal Adeyemi',
  'Katie Ross',
  'Leo Martins',
  'Lily Parker',
  'Mason Gray',
  'Megan Lloyd',
  'Nathan Cole',
  'Niamh Kelly',
  'Oscar Webb',
  'Phoebe Walsh',
  'Priya Shah',
  'Reece Fox',
  'Ruby Dixon',
  'Sam Oduya',
  'Sophie Hart',
  'Theo Grant',
  'Tyler Moss',
  'Uma Desai',
  'Will Barnes',
  'Yasmin Ali',
  'Zach Hall',
  'Zoe Pearce',
];

interface Member {
  name: string;
  plan: Plan;
  fee: bigint;
  start: [number, number, number];
  status: 'Active' | 'Frozen' | 'Cancelled';
  cancelled?: [number, number, number];
  belt: (typeof BELTS)[number];
  pays: (typeof PAYS)[number];
  note?: string;
}

const weighted = <T>(xs: readonly T[], w: number[]): T => {
  let x = r.next();
  for (let i = 0; i < xs.length; i++) {
    x -= w[i]!;
    if (x < 0) return xs[i]!;
  }
  return xs[xs.length - 1]!;
};

const members: Member[] = NAMES.map((name, i) => {
  const plan = weighted(PLANS, PLAN_WEIGHT);
  // the club's first member, still training; everyone else joined 2020 on
  const start: [number, number, number] =
    name === 'Oscar Webb' ? [2018, 8, 3] : [r.int(2020, 2026), r.int(0, 10), r.int(1, 28)];
  const roll = r.next();
  const status =
    i % 9 === 5 ? 'Frozen' : roll < 0.2 && name !== 'Oscar Webb' ? 'Cancelled' : 'Active';
  const years = 2026 - start[0];
  const belt =
    name === 'Oscar Webb' ? 'Black' : BELTS[Math.min(6, Math.floor(years * 0.9 + r.next()))]!;
  let fee = FEE[plan];
  let note: string | undefined;
  if (plan === 'Adult Unlimited' && start[0] <= 2021) {
    fee = 5200n;
    note = 'legacy price';
  }
  if (plan === 'Family' && r.next() < 0.4) {
    fee = 8500n;
    note = 'sibling discount';
  }
  return {
    name,
    plan,
    fee,
    start,
    status,
    cancelled:
      status === 'Cancelled'
        ? [r.next() < 0.35 ? 2025 : 2026, r.int(0, 10), r.int(1, 28)]
        : undefined,
    belt,
    pays: weighted(PAYS, [0.7, 0.18, 0.12]),
    note,
  };
});
const key = ([y, m, d]: [number, number, number]): number => y * 10000 + m * 100 + d;
// a cancellation comes after the start: a drawn date before it becomes 29 Nov 2026
for (const m of members)
  if (m.cancelled && key(m.cancelled) <= key(m.start)) m.cancelled = [2026, 10, 29];

const active = members.filter((m) => m.status === 'Active');
const fees = (ms: Member[]): bigint => total(ms.map((m) => m.fee));
const planCount = (ms: Member[]): number[] =>
  PLANS.map((p) => ms.filter((m) => m.plan === p).length);
const popular = argMax(planCount(active));
const startKey = (m: Member): number => key(m.start);
const longest = members.reduce((a, b) => (startKey(b) < startKey(a) ? b : a));
const cancelled2026 = members.filter((m) => m.cancelled?.[0] === 2026).length;
const joined2026 = members.filter((m) => m.start[0] === 2026).length;
const dd = active.filter((m) => m.pays === 'Direct Debit').length;
const black = members.filter((m) => m.belt === 'Black');
const priya = members.find((m) => m.name === 'Priya Shah')!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Members');
  const text = ([y, m, d]: [number, number, number]): string => `${d} ${MON[m]} ${y}`;
  putRows(ws, [
    ['Red Dragon Martial Arts — members'],
    ['Updated 30/11/2026 · fees £ per month'],
    [],
    ['Member', 'Plan', 'Fee £/mo', 'Start date', 'Status', 'Cancelled', 'Belt', 'Pays by', 'Notes'],
    ...members.map((m) => [
      m.name,
      m.plan,
      cell(m.fee),
      day(...m.start),
      m.status,
      m.cancelled ? text(m.cancelled) : undefined,
      m.belt,
      m.pays,
      m.note,
    ]),
    [],
    ['Active members', active.length],
    ['Monthly fees (active)', cell(fees(active))],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getColumn(3).numFmt = '£#,##0.00';
  ws.getColumn(4).numFmt = 'dd/mm/yyyy';
  ws.getCell(`B${members.length + 7}`).numFmt = '£#,##0.00';
  ws.getColumn(1).width = 22;
  ws.getColumn(2).width = 16;
  return toBytes(wb);
}

export const dojo: BlindBook = {
  name: 'dojo',
  business: 'martial arts club',
  shape:
    'membership tracker: plan, fee, start, status, cancelled (text), belt, pays by; summary rows under it',
  bytes,
  questions: questionsFor('dojo', [
    [
      'how many active members do we have',
      { value: String(active.length), means: 'rows with Status Active' },
    ],
    [
      'monthly income from active members',
      { value: hundredths(fees(active)), means: 'Fee £/mo of Active rows added' },
    ],
    [
      'how many members cancelled this year',
      { value: String(cancelled2026), means: 'Cancelled rows whose Cancelled date is in 2026' },
    ],
    [
      'most popular plan',
      {
        at: PLANS[popular],
        means: 'plan with the most Active members (the same plan counting every row)',
      },
    ],
    [
      'how many active junior members',
      {
        value: String(active.filter((m) => m.plan === 'Junior').length),
        means: 'Active rows on the Junior plan',
      },
    ],
    [
      'average monthly fee of active members',
      { value: meanCents(fees(active), active.length), means: 'Active fees / Active members' },
    ],
    [
      'what would the frozen members normally pay us a month',
      {
        value: hundredths(fees(members.filter((m) => m.status === 'Frozen'))),
        means: 'Fee £/mo of Frozen rows added',
      },
    ],
    [
      "who's been a member longest",
      { at: longest.name, means: 'the earliest Start date (an Active member)' },
    ],
    [
      'how many joined in 2026',
      { value: String(joined2026), means: 'rows whose Start date is in 2026, any status' },
    ],
    [
      'what share of active members pay by direct debit',
      {
        value: pct(BigInt(dd), BigInt(active.length)),
        tol: 0.01,
        means: 'Active rows paying by Direct Debit / Active rows × 100',
      },
    ],
    [
      'what does the family plan bring in a month',
      {
        value: hundredths(fees(active.filter((m) => m.plan === 'Family'))),
        means: 'Fee £/mo of Active Family rows',
      },
    ],
    [
      'how many black belts',
      { value: String(black.length), means: 'rows with Belt Black (all of them Active)' },
    ],
    [
      "what's Priya Shah's monthly fee",
      { value: hundredths(priya.fee), means: 'Priya Shah’s Fee £/mo' },
    ],
    ['how many classes did Ellie attend', { refuse: true, means: 'no attendance is held' }],
    ['what will churn be next year', { refuse: true, means: 'no forecast is held' }],
  ]),
  checks: [
    same(
      'status counts = rows',
      BigInt(
        ['Active', 'Frozen', 'Cancelled']
          .map((s) => members.filter((m) => m.status === s).length)
          .reduce((a, b) => a + b, 0),
      ),
      BigInt(members.length),
    ),
    same(
      'plan fees = active fees',
      total(PLANS.map((p) => fees(active.filter((m) => m.plan === p)))),
      fees(active),
    ),
    holds('most popular plan unique among active', uniqueMax(planCount(active))),
    holds(
      'and the same plan over every row',
      argMax(planCount(members)) === popular && uniqueMax(planCount(members)),
    ),
    holds(
      'longest member unique and active',
      uniqueMin(members.map(startKey)) && longest.status === 'Active',
    ),
    holds(
      'every black belt is active',
      black.length > 0 && black.every((m) => m.status === 'Active'),
    ),
    holds(
      'some frozen, some cancelled in 2026',
      members.some((m) => m.status === 'Frozen') && cancelled2026 > 0,
    ),
    holds(
      'cancellations after the start',
      members.every((m) => !m.cancelled || key(m.cancelled) > key(m.start)),
    ),
  ],
};
