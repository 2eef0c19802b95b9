/**
 * tennisclub — a community tennis club in Christchurch (NZD). Membership list for the 2026-27
 * subscription year (1 Sep 2026 – 31 Aug 2027): member no, name, type (Adult / Junior / Senior /
 * Family / Social, one fee each), joined (date cells, 1987 on), status (Active / Lapsed), annual
 * sub, paid, outstanding; lapsed members stay on the list with the money columns blank; a
 * note row and a Totals row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(14);
const NAME = 'tennisclub';
const FEES: Record<string, number> = {
  Adult: 42000,
  Junior: 16000,
  Senior: 30000,
  Family: 78000,
  Social: 9000,
};
const TYPES = [
  'Adult',
  'Adult',
  'Adult',
  'Adult',
  'Junior',
  'Junior',
  'Junior',
  'Senior',
  'Senior',
  'Family',
  'Family',
  'Social',
];
const FIRST = [
  'Aroha',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Finn',
  'Grace',
  'Hemi',
  'Isla',
  'Jack',
  'Kiri',
  'Liam',
  'Mia',
  'Noah',
  'Olivia',
  'Pita',
  'Ruby',
  'Sam',
  'Tama',
  'Zoe',
];
const LAST = [
  'Anderson',
  'Brown',
  'Campbell',
  'Edwards',
  'Fraser',
  'Hughes',
  'Kerr',
  'Morgan',
  'Ngata',
  'Parata',
  'Reid',
  'Scott',
  'Taylor',
  'Walker',
  'Wilson',
  'Young',
];

interface Member {
  no: number;
  name: string;
  type: string;
  joined: Date;
  status: string;
  sub: bigint;
  paid: bigint;
  owed: bigint;
}
const seen = new Set<string>();
const members: Member[] = [];
for (let i = 0; members.length < 46; i++) {
  const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  if (seen.has(name)) continue;
  seen.add(name);
  const type = r.pick(TYPES);
  const y = type === 'Junior' ? r.int(2019, 2026) : r.int(1992, 2026);
  const joined = day(y, y === 2026 ? r.int(0, 10) : r.int(0, 11), r.int(1, 28));
  const lapsed = y < 2026 && r.next() < 0.13;
  const fee = BigInt(FEES[type]!);
  const u = r.next();
  const paid = lapsed ? 0n : u < 0.62 ? fee : u < 0.82 ? fee / 2n : 0n;
  members.push({
    no: 0,
    name,
    type,
    joined,
    status: lapsed ? 'Lapsed' : 'Active',
    sub: lapsed ? 0n : fee,
    paid,
    owed: lapsed ? 0n : fee - paid,
  });
}
// the club's longest-standing member
members.push({
  no: 0,
  name: 'Margaret Beaumont',
  type: 'Senior',
  joined: day(1987, 2, 14),
  status: 'Active',
  sub: 30000n,
  paid: 30000n,
  owed: 0n,
});
members.sort((a, b) => a.joined.getTime() - b.joined.getTime());
members.forEach((m, i) => (m.no = 101 + i));

const active = members.filter((m) => m.status === 'Active');
const lapsed = members.filter((m) => m.status === 'Lapsed');
const S = (f: (m: Member) => bigint, xs: Member[] = members): bigint => total(xs.map(f));
const subs = S((m) => m.sub);
const paid = S((m) => m.paid);
const owed = S((m) => m.owed);
const owedList = members.map((m) => m.owed);
const topOwed = argMax(owedList);
const byType = groupSum(
  active,
  (m) => m.type,
  (m) => m.sub,
);
const [topType, topTypeSubs] = extreme(byType);
const over = roundCut(owedList, 6, 10000);
const oldest = argMin(members.map((m) => m.joined.getTime()));
const fullyPaid = countOf(active, (m) => m.owed === 0n);
const joined2026 = countOf(members, (m) => m.joined.getUTCFullYear() === 2026);
const joinedSinceSep = countOf(members, (m) => m.joined >= day(2026, 8, 1));
const juniors = members.filter((m) => m.type === 'Junior');

const checks: CrossCheck[] = [
  same('paid + outstanding = subs', paid + owed, subs),
  same('types = subs', total([...byType.values()]), subs),
  ...active.map((m) => same(`${m.no} sub is the ${m.type} fee`, m.sub, BigInt(FEES[m.type]!))),
  unique('outstanding', owedList),
  uniqueIn('type subs', byType),
  offThreshold('outstanding', owedList, over),
  unique(
    'joined',
    members.map((m) => m.joined.getTime()),
    'min',
  ),
  holds(
    'lapsed members carry no money',
    lapsed.every((m) => m.sub === 0n && m.paid === 0n),
  ),
  holds('some lapsed members', lapsed.length > 0),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Members 2026-27');
  title(ws, 1, 'Avonside Lawn Tennis Club — membership list', 8);
  title(ws, 2, 'Subscription year 1 September 2026 – 31 August 2027 · NZ$ incl. GST', 8);
  ws.getCell(3, 1).value = 'Lapsed members are kept on the list; no sub is charged to them.';
  header(ws, 5, [
    'Member no',
    'Name',
    'Type',
    'Joined',
    'Status',
    'Annual sub',
    'Paid',
    'Outstanding',
  ]);
  members.forEach((m, i) => {
    const live = m.status === 'Active';
    ws.getRow(6 + i).values = [
      m.no,
      m.name,
      m.type,
      m.joined,
      m.status,
      live ? num(m.sub) : null,
      live ? num(m.paid) : null,
      live ? num(m.owed) : null,
    ];
  });
  const tr = ws.getRow(6 + members.length);
  tr.values = ['Totals', null, null, null, null, num(subs), num(paid), num(owed)];
  tr.font = { bold: true };
  fmt(ws, [4], 'd mmm yyyy');
  fmt(ws, [6, 7, 8], '$#,##0.00');
  widths(ws, [10, 22, 9, 13, 9, 12, 12, 12]);
  return toBytes(wb);
}

export const tennisclub: BlindBook = {
  name: NAME,
  business: 'community tennis club',
  shape: 'membership / subscription list with types, joined dates, paid and outstanding',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What do our subs come to this year in total?',
      { value: money(subs), means: 'Annual sub total (active members, 2026-27)' },
    ],
    ['How much is still owed in subs?', { value: money(owed), means: 'Outstanding total' }],
    [
      'How many members do we have?',
      {
        value: [n(active.length), n(members.length)],
        means: 'active members (or everyone listed)',
      },
    ],
    [
      'How many junior members do we have?',
      {
        value: [n(countOf(juniors, (m) => m.status === 'Active')), n(juniors.length)],
        means: 'Junior rows, active (or all)',
      },
    ],
    [
      'Who owes the most?',
      {
        value: money(owedList[topOwed]!),
        at: members[topOwed]!.name,
        means: 'largest Outstanding',
      },
    ],
    ['How much have we collected so far?', { value: money(paid), means: 'Paid total' }],
    ["What's the adult sub?", { value: money(FEES.Adult!), means: 'the Adult annual sub' }],
    [
      'What share of our members have paid in full?',
      {
        value: [
          pct(BigInt(fullyPaid), BigInt(active.length)),
          pct(BigInt(fullyPaid), BigInt(members.length)),
        ],
        tol: 0.01,
        means: 'active members with nothing outstanding / active members (or / everyone listed)',
      },
    ],
    [
      'How many members joined this year?',
      {
        value: [n(joined2026), n(joinedSinceSep)],
        means: 'joined in 2026 (or since the sub year began, 1 Sep 2026)',
      },
    ],
    [
      'Which membership type brings in the most?',
      { value: money(topTypeSubs), at: topType, means: 'type with the largest Annual sub total' },
    ],
    [
      `How many members owe more than $${grouped(over)}?`,
      { value: n(countOf(owedList, (v) => v > over)), means: `Outstanding over ${money(over)}` },
    ],
    [
      'When did our longest-standing member join?',
      { at: [...dayOf(members[oldest]!.joined), '1987'], means: 'earliest Joined date' },
    ],
    [
      'What do family memberships bring in?',
      { value: money(byType.get('Family')!), means: 'Family Annual sub total' },
    ],
    ['How many members have lapsed?', { value: n(lapsed.length), means: 'Status Lapsed' }],
    [
      "What's the average sub?",
      {
        value: [meanCents(subs, active.length), meanCents(subs, members.length)],
        means: 'subs / active members (or / everyone listed)',
      },
    ],
    ['How many courts do we have?', { refuse: true, means: 'not on a membership list' }],
    ['Who plays the most?', { refuse: true, means: 'no playing records' }],
    ['How many members will renew next year?', { refuse: true, means: 'a forecast' }],
  ]),
};
