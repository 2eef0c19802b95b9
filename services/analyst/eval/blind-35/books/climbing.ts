/**
 * climbing: a bouldering gym's membership tracker (CAD). One row per member: member #, name,
 * plan, start date, billing, fee, monthly equivalent, status (Active / Frozen / Cancelled),
 * renewal or expiry date (annual plans and punch cards only), waiver signed Y/N, visits this
 * year. A count line and notes at the foot.
 */
import ExcelJS from 'exceljs';
import { divRound, money, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  day,
  dayPlaces,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(8);
const PLANS = {
  'Monthly unlimited': { billing: 'Monthly', fee: 8900, equiv: 8900 },
  'Student monthly': { billing: 'Monthly', fee: 6500, equiv: 6500 },
  'Family monthly': { billing: 'Monthly', fee: 15900, equiv: 15900 },
  'Annual unlimited': { billing: 'Annual', fee: 89900, equiv: Number(divRound(89900n, 12n)) },
  '10-visit punch card': { billing: 'One-off', fee: 18000, equiv: 0 },
} as const;
type Plan = keyof typeof PLANS;
const NAMES = [
  'Priya Nair',
  'Liam Tremblay',
  'Chloé Gagnon',
  'Noah Roy',
  'Olivia Chen',
  'Ethan Côté',
  'Ava MacDonald',
  'Lucas Bouchard',
  'Maya Singh',
  'Owen Fraser',
  'Zoe Leblanc',
  'Jack Wilson',
  'Emma Pelletier',
  'Mateo Alvarez',
  'Hannah Kim',
  'Benjamin Morin',
  'Sofia Rossi',
  'William Lavoie',
  'Isla Campbell',
  'Nathan Girard',
  'Amelia Wong',
  'Félix Bergeron',
  'Grace Thompson',
  'Ryan Patel',
  'Léa Fortin',
  'Daniel Okoye',
  'Charlotte Reid',
  'Samuel Dubois',
  'Abigail Hughes',
  'Marcus Johnson',
  'Nora Haddad',
  'Theo Martin',
];
const PLAN_OF: Plan[] = NAMES.map((_, i) =>
  i === 0 || i % 6 === 3
    ? 'Annual unlimited'
    : i % 7 === 5
      ? 'Student monthly'
      : i % 9 === 4
        ? 'Family monthly'
        : i % 11 === 8
          ? '10-visit punch card'
          : 'Monthly unlimited',
);
const STATUS_OF = (i: number): string =>
  PLAN_OF[i] === 'Annual unlimited'
    ? 'Active'
    : [6, 17, 26].includes(i)
      ? 'Frozen'
      : [10, 21, 29].includes(i)
        ? 'Cancelled'
        : 'Active';

interface Member {
  no: number;
  name: string;
  plan: Plan;
  start: Date;
  status: string;
  renew: Date | null;
  waiver: boolean;
  visits: number;
}
const TODAY = day(2026, 11, 5);
const MEMBERS: Member[] = NAMES.map((name, i) => {
  const plan = PLAN_OF[i]!;
  const status = STATUS_OF(i);
  const punch = plan === '10-visit punch card';
  const y = punch
    ? 2026
    : status === 'Cancelled'
      ? r.pick([2023, 2024, 2025])
      : r.pick([2023, 2024, 2025, 2026, 2026]);
  const m = i === 9 ? 0 : y === 2026 ? r.int(0, 10) : r.int(0, 11);
  const d = r.int(1, 28);
  const start = day(y, m, d);
  const anniversary = day(2026, m, d) > day(2026, 11, 7) ? day(2026, m, d) : day(2027, m, d);
  const renew = plan === 'Annual unlimited' ? anniversary : punch ? day(y + 1, m, d) : null;
  // visits since 1 Jan 2026: a member's weekly habit times the weeks they have been on the books
  const from = Math.max(start.getTime(), day(2026, 0, 1).getTime());
  const weeks = (TODAY.getTime() - from) / (7 * 86400000);
  const visits = punch
    ? r.int(2, 9)
    : status === 'Cancelled'
      ? r.int(0, 6)
      : Math.round(weeks * (status === 'Frozen' ? 0.4 + r.next() : 0.5 + 2.5 * r.next()));
  return {
    no: 2041 + i * 3,
    name,
    plan,
    start,
    status,
    renew,
    waiver: !(status === 'Active' && i % 8 === 5),
    visits,
  };
});

const active = MEMBERS.filter((m) => m.status === 'Active');
const mrr = total(active.map((m) => PLANS[m.plan].equiv));
const visits = MEMBERS.map((m) => m.visits);
const topV = argMax(visits);
const annual = MEMBERS.filter((m) => m.plan === 'Annual unlimited');
const janRenew = annual.filter(
  (m) => m.renew && m.renew.getUTCFullYear() === 2027 && m.renew.getUTCMonth() === 0,
).length;
const priya = MEMBERS[0]!;
const joined26 = MEMBERS.filter((m) => m.start.getUTCFullYear() === 2026).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Members');
  ws.getCell('A1').value = 'Granite Peaks Bouldering, Halifax: membership tracker';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Updated Dec 5, 2026. Fees in CA$ before HST. Visits = check-ins since Jan 1.';
  const head = [
    'Member #',
    'Name',
    'Plan',
    'Start date',
    'Billing',
    'Fee (CA$)',
    'Monthly equiv. (CA$)',
    'Status',
    'Renewal / expiry',
    'Waiver signed',
    'Visits YTD',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  MEMBERS.forEach((m, i) => {
    const w = ws.getRow(H + 1 + i);
    const p = PLANS[m.plan];
    w.getCell(1).value = m.no;
    w.getCell(2).value = m.name;
    w.getCell(3).value = m.plan;
    w.getCell(4).value = m.start;
    w.getCell(4).numFmt = 'yyyy-mm-dd';
    w.getCell(5).value = p.billing;
    w.getCell(6).value = cell(p.fee);
    w.getCell(6).numFmt = '#,##0.00';
    if (p.equiv) {
      w.getCell(7).value = cell(p.equiv);
      w.getCell(7).numFmt = '#,##0.00';
    }
    w.getCell(8).value = m.status;
    if (m.renew) {
      w.getCell(9).value = m.renew;
      w.getCell(9).numFmt = 'yyyy-mm-dd';
    }
    w.getCell(10).value = m.waiver ? 'Y' : 'N';
    w.getCell(11).value = m.visits;
  });
  const foot = H + 2 + MEMBERS.length;
  ws.getRow(foot).getCell(1).value = `${MEMBERS.length} members on file`;
  ws.getRow(foot + 1).getCell(1).value =
    'Frozen = paused up to 3 months, no fee while frozen. Monthly plans roll on; no renewal date.';
  [10, 18, 20, 12, 9, 10, 12, 10, 14, 8, 9].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'status counts add to the members on file',
    a: BigInt(
      ['Active', 'Frozen', 'Cancelled']
        .map((s) => MEMBERS.filter((m) => m.status === s).length)
        .reduce((a, b) => a + b, 0),
    ),
    b: BigInt(MEMBERS.length),
  },
  {
    what: 'MRR by plan = MRR by member',
    a: total(
      Object.keys(PLANS).map((p) =>
        BigInt(active.filter((m) => m.plan === p).length * PLANS[p as Plan].equiv),
      ),
    ),
    b: mrr,
  },
  unique('visits YTD', visits),
  holds(
    'every annual member is active',
    annual.every((m) => m.status === 'Active'),
  ),
  holds(
    'annual renewals fall after today',
    annual.every((m) => m.renew! > day(2026, 11, 7)),
  ),
  holds(
    'no cancelled member joined in 2026',
    MEMBERS.every((m) => m.status !== 'Cancelled' || m.start.getUTCFullYear() < 2026),
  ),
  holds(
    'unsigned waivers are all active members',
    MEMBERS.every((m) => m.waiver || m.status === 'Active'),
  ),
  holds('some annual renewals in January', janRenew > 0),
];

const pr = priya.renew!;
const questions = questionsFor('climbing', [
  ['how many active members', { value: String(active.length), means: 'rows with Status Active' }],
  [
    'monthly recurring revenue from active members',
    {
      value: money(mrr),
      means: 'sum of Monthly equiv. (CA$) over Active rows (punch cards have none)',
    },
  ],
  [
    'how many members are frozen',
    {
      value: String(MEMBERS.filter((m) => m.status === 'Frozen').length),
      means: 'rows with Status Frozen',
    },
  ],
  [
    "who's visited the most this year",
    {
      at: MEMBERS[topV]!.name,
      value: String(visits[topV]),
      means: 'member with the most Visits YTD',
    },
  ],
  [
    'how many annual members do we have',
    { value: String(annual.length), means: 'rows on the Annual unlimited plan (all active)' },
  ],
  [
    'when does Priya Nair renew',
    {
      at: dayPlaces(pr.getUTCFullYear(), pr.getUTCMonth(), pr.getUTCDate()),
      means: 'Priya Nair, Renewal / expiry',
    },
  ],
  [
    'how many annual renewals are due in january',
    { value: String(janRenew), means: 'Annual unlimited rows renewing in Jan 2027' },
  ],
  [
    'average visits per active member',
    {
      value: ratio2(total(active.map((m) => m.visits)), active.length),
      means: 'Visits YTD summed over Active rows / active members, 2 decimals',
    },
  ],
  [
    "how many members haven't signed the waiver",
    { value: String(MEMBERS.filter((m) => !m.waiver).length), means: 'rows with Waiver signed N' },
  ],
  [
    'what does the student plan cost',
    { value: money(PLANS['Student monthly'].fee), means: 'Student monthly, Fee (CA$)' },
  ],
  [
    'how many people joined this year',
    { value: String(joined26), means: 'rows with a Start date in 2026' },
  ],
  [
    'how many cancelled',
    {
      value: String(MEMBERS.filter((m) => m.status === 'Cancelled').length),
      means: 'rows with Status Cancelled',
    },
  ],
  ['average age of our members?', { refuse: true, means: 'no ages or birth dates in the sheet' }],
  [
    'which members are likely to cancel',
    { refuse: true, means: 'a prediction the sheet cannot make' },
  ],
]);

export const climbing: BlindBook = {
  name: 'climbing',
  business: 'bouldering gym',
  shape:
    'membership tracker: plan, start, billing, fee, monthly equivalent, status, renewal date, waiver, visits',
  bytes,
  questions,
  checks,
};
