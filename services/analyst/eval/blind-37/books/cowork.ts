/**
 * cowork: a Zürich coworking space's member list in Swiss francs, as at 1 December 2026. Per
 * member: company, plan, start date, billing (monthly / annual), fee per billing period, per
 * month, status (Active / Paused / Left), the date they left typed as text ("31.08.2026"),
 * deposit held, overdue invoices, meeting-room hours used in November. Paused members are not
 * billed. Swiss apostrophe thousands.
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  day,
  holds,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(8);

// monthly list prices in CHF cents; dedicated desks carry legacy prices
const PLAN_FEES: Record<string, number[]> = {
  'Hot desk': [35000],
  'Dedicated desk': [54000, 59000, 62000],
  'Private office (2)': [145000],
  'Private office (4)': [260000],
  'Virtual office': [9500],
};
// [member, company, plan, billing, status]
const MEMBERS: Array<[string, string, string, 'Monthly' | 'Annual', 'Active' | 'Paused' | 'Left']> =
  [
    ['Lena Brunner', 'Brunner UX', 'Dedicated desk', 'Monthly', 'Active'],
    ['Jonas Keller', 'Keller Data GmbH', 'Private office (2)', 'Monthly', 'Active'],
    ['Aylin Demir', 'freelance', 'Hot desk', 'Monthly', 'Active'],
    ['Matteo Rossi', 'Rossi Architetti', 'Dedicated desk', 'Annual', 'Active'],
    ['Sarah Meier', 'Fernweh Reisen', 'Virtual office', 'Monthly', 'Active'],
    ['Nils Johansson', 'Fjord Analytics AG', 'Private office (4)', 'Monthly', 'Active'],
    ['Chiara Bernasconi', 'freelance', 'Hot desk', 'Monthly', 'Paused'],
    ['David Frei', 'Frei Legal', 'Dedicated desk', 'Monthly', 'Active'],
    ['Emma Schmid', 'Schmid & Partner', 'Private office (2)', 'Annual', 'Active'],
    ['Luca Weber', 'Weber Video', 'Hot desk', 'Monthly', 'Left'],
    ['Noemi Baumann', 'freelance', 'Hot desk', 'Annual', 'Active'],
    ['Tim Hofer', 'Alpenbyte GmbH', 'Private office (4)', 'Monthly', 'Active'],
    ['Yara Haddad', 'Haddad Translations', 'Virtual office', 'Annual', 'Active'],
    ['Samuel Graf', 'Graf Consulting', 'Dedicated desk', 'Monthly', 'Left'],
    ['Laura Huber', 'Hello Bloom', 'Dedicated desk', 'Monthly', 'Active'],
    ['Felix Steiner', 'freelance', 'Hot desk', 'Monthly', 'Active'],
    ['Mira Vogel', 'Vogel Design', 'Dedicated desk', 'Monthly', 'Paused'],
    ['Oliver Kunz', 'Kunz Ventures', 'Virtual office', 'Monthly', 'Left'],
    ['Anna Zimmermann', 'Zimmermann PR', 'Dedicated desk', 'Annual', 'Active'],
    ['Raphael Moser', 'freelance', 'Hot desk', 'Monthly', 'Active'],
    ['Julia Widmer', 'Widmer Events', 'Private office (2)', 'Monthly', 'Active'],
    ['Marc Gerber', 'Gerber Photo', 'Hot desk', 'Monthly', 'Left'],
    ['Elena Popescu', 'freelance', 'Dedicated desk', 'Monthly', 'Active'],
    ['Kevin Lüthi', 'Lüthi Apps', 'Hot desk', 'Monthly', 'Active'],
    ['Sophie Roth', 'Roth Coaching', 'Virtual office', 'Monthly', 'Active'],
    ['Adrian Bachmann', 'Bachmann Studio', 'Dedicated desk', 'Monthly', 'Active'],
  ];

interface Member {
  name: string;
  company: string;
  plan: string;
  billing: 'Monthly' | 'Annual';
  status: 'Active' | 'Paused' | 'Left';
  start: Date;
  left?: string;
  fee: number;
  perMonth: number;
  deposit: number;
  overdue: number;
  room: number;
}
const members: Member[] = MEMBERS.map(([name, company, plan, billing, status], i) => {
  const list = r.pick(PLAN_FEES[plan]!);
  const fee = billing === 'Annual' ? Math.round((list * 12 * 0.9) / 100) * 100 : list;
  const perMonth = billing === 'Annual' ? Number(divRound(BigInt(fee), 12n)) : fee;
  const y =
    i === 1
      ? 2021
      : r.pick(
          status === 'Left' ? [2022, 2023, 2024, 2025] : [2022, 2023, 2024, 2025, 2025, 2026, 2026],
        );
  const start = i === 1 ? day(2021, 2, 1) : day(y, r.int(0, y === 2026 ? 9 : 11), 1);
  const deposit =
    status === 'Left' || plan === 'Virtual office'
      ? 0
      : plan.startsWith('Private')
        ? list
        : plan === 'Dedicated desk'
          ? 50000
          : 0;
  const overdue = status !== 'Left' && r.next() < 0.25 ? perMonth * r.int(1, 2) : 0;
  return {
    name,
    company,
    plan,
    billing,
    status,
    start,
    left:
      status === 'Left'
        ? `${r.pick(['31.03.2026', '30.06.2026', '31.08.2026', '31.10.2026'])}`
        : undefined,
    fee,
    perMonth,
    deposit,
    overdue,
    room: status === 'Active' ? r.int(0, plan.startsWith('Private') ? 4 : 14) : 0,
  };
});
// the four who left went in different months
['31.03.2026', '30.06.2026', '31.08.2026', '31.10.2026'].forEach((d, k) => {
  members.filter((m) => m.status === 'Left')[k]!.left = d;
});
// Tim Hofer's office invoice is the largest overdue
members[11]!.overdue = 2 * members[11]!.perMonth;

const active = members.filter((m) => m.status === 'Active');
const mrr = total(active.map((m) => m.perMonth));
const offices = active.filter((m) => m.plan.startsWith('Private'));
const desks = active.filter((m) => m.plan === 'Dedicated desk');
const starts = members.map((m) => m.start.getTime());
const first = argMin(starts);
const overdues = members.map((m) => m.overdue);
const lena = members[0]!;

const questions = questionsFor('cowork', [
  ['how many active members', { value: String(active.length), means: 'Rows with status Active' }],
  [
    "what's our MRR",
    {
      value: hundredths(mrr),
      means: 'Per month (CHF) of the Active members; paused are not billed',
    },
  ],
  [
    'how many private office clients',
    { value: String(offices.length), means: 'Members on a Private office plan (all are active)' },
  ],
  [
    "who's been a member longest",
    { at: members[first]!.name, means: 'The earliest start date (an active member)' },
  ],
  [
    'total deposits held',
    { value: hundredths(total(members.map((m) => m.deposit))), means: 'Sum of Deposit' },
  ],
  [
    'how many joined this year',
    {
      value: String(members.filter((m) => m.start.getUTCFullYear() === 2026).length),
      means: 'Start date in 2026',
    },
  ],
  [
    'how many left this year',
    {
      value: String(members.filter((m) => m.status === 'Left').length),
      means: 'Status Left (all in 2026)',
    },
  ],
  ['total overdue', { value: hundredths(total(overdues)), means: 'Sum of Overdue' }],
  ['who owes us the most', { at: members[argMax(overdues)]!.name, means: 'Largest Overdue' }],
  [
    'what does lena brunner pay a month',
    { value: hundredths(lena.perMonth), means: 'Lena Brunner, per month (monthly billing)' },
  ],
  [
    'average dedicated desk fee',
    {
      value: [
        meanCents(total(desks.map((m) => m.perMonth)), desks.length),
        meanCents(
          total(members.filter((m) => m.plan === 'Dedicated desk').map((m) => m.perMonth)),
          members.filter((m) => m.plan === 'Dedicated desk').length,
        ),
      ],
      means: 'Mean per-month fee of the active dedicated desks (or of every dedicated desk row)',
    },
  ],
  [
    'what share of MRR comes from private offices',
    {
      value: pct(total(offices.map((m) => m.perMonth)), mrr),
      means: 'Private office per-month / MRR',
    },
  ],
  [
    'how many members are paused',
    { value: String(members.filter((m) => m.status === 'Paused').length), means: 'Status Paused' },
  ],
  [
    'meeting room hours used in november',
    { value: String(members.reduce((s, m) => s + m.room, 0)), means: 'Sum of Room hrs Nov' },
  ],
  [
    'are our prices competitive with other spaces in zürich',
    { refuse: true, means: 'An opinion; no competitor prices in the sheet' },
  ],
  [
    'how many members will we have next year',
    { refuse: true, means: 'A forecast; the sheet holds today’s list only' },
  ],
  ['how often does jonas keller come in', { refuse: true, means: 'No visit or check-in data' }],
]);

const CHF = "#'##0.00";

export const cowork: BlindBook = {
  name: 'cowork',
  business: 'coworking space',
  shape: 'membership tracker: plan, start, billing, fee and per month, status, left date as text',
  questions,
  checks: [
    same(
      'status counts = members',
      BigInt(
        ['Active', 'Paused', 'Left'].reduce(
          (s, st) => s + members.filter((m) => m.status === st).length,
          0,
        ),
      ),
      BigInt(members.length),
    ),
    same(
      'MRR by plan = by member',
      total(
        Object.keys(PLAN_FEES).map((p) =>
          total(active.filter((m) => m.plan === p).map((m) => m.perMonth)),
        ),
      ),
      mrr,
    ),
    holds(
      'every private office is active',
      members.filter((m) => m.plan.startsWith('Private')).every((m) => m.status === 'Active'),
    ),
    unique('start date', starts, 'min'),
    holds('the longest member is active', members[first]!.status === 'Active'),
    unique('overdue', overdues),
    holds(
      'all leavers left in 2026',
      members.filter((m) => m.status === 'Left').every((m) => m.left!.endsWith('2026')),
    ),
    holds('Lena pays monthly', lena.billing === 'Monthly'),
    holds(
      'leavers started before 2026',
      members.filter((m) => m.status === 'Left').every((m) => m.start.getUTCFullYear() < 2026),
    ),
  ],
  bytes: async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Members');
    putRows(ws, [
      ['Werkraum Zürich: members'],
      ['As at 1 December 2026 · CHF · fees excl. MWST · paused members are not billed'],
      [],
      [
        'Member',
        'Company',
        'Plan',
        'Start date',
        'Billing',
        'Fee (CHF)',
        'Per month',
        'Status',
        'Left',
        'Deposit',
        'Overdue',
        'Room hrs Nov',
      ],
      ...members.map((m) => [
        m.name,
        m.company,
        m.plan,
        m.start,
        m.billing,
        cell(m.fee),
        cell(m.perMonth),
        m.status,
        m.left,
        m.deposit ? cell(m.deposit) : undefined,
        m.overdue ? cell(m.overdue) : undefined,
        m.room,
      ]),
    ]);
    ws.getRow(1).font = { bold: true, size: 14 };
    ws.getRow(4).font = { bold: true };
    ws.getColumn(1).width = 20;
    ws.getColumn(2).width = 20;
    ws.getColumn(3).width = 18;
    ws.getColumn(4).numFmt = 'dd.mm.yyyy';
    for (const c of [6, 7, 10, 11]) ws.getColumn(c).numFmt = CHF;
    return toBytes(wb);
  },
};
