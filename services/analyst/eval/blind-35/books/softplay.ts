/**
 * softplay: a soft-play centre's weekly staff rota (GBP). Two-row header (day names over the
 * dates), one row per person: name, role, hours Mon-Sun (blank or "off" on days off), total
 * hours, hourly rate, week pay; a Totals row (day columns, hours and pay) kept as formulas.
 */
import ExcelJS from 'exceljs';
import { divRound, meanCents, money, ratio2 } from '../../expect';
import {
  argMax,
  cell,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(7);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ROLE_RATE: Record<string, number> = {
  'Duty manager': 1385,
  'Play assistant': 1271,
  'Play assistant (18-20)': 1085,
  Café: 1271,
  'Party host': 1295,
};
const STAFF: Array<[string, string]> = [
  ['Gemma Pryce', 'Duty manager'],
  ['Darren Holt', 'Duty manager'],
  ['Chloe Bennett', 'Play assistant'],
  ['Tom Okafor', 'Play assistant'],
  ['Aisha Begum', 'Play assistant (18-20)'],
  ['Liam Doherty', 'Play assistant (18-20)'],
  ['Megan Lloyd', 'Play assistant'],
  ['Ruth Simmonds', 'Café'],
  ['Kasia Nowak', 'Café'],
  ['Jordan Wright', 'Café'],
  ['Ellie-Mae Carter', 'Party host'],
  ['Sam Fairhurst', 'Party host'],
  ['Harvey Quinn', 'Party host'],
];
// how likely each day is worked (Sat busiest, Sun next), and shift lengths in half hours
const P = [0.6, 0.55, 0.6, 0.55, 0.7, 0.95, 0.85];
interface Person {
  name: string;
  role: string;
  half: number[]; // half hours per day
  rate: number;
  pay: number;
}
const WEEKENDS = new Set(['Aisha Begum', 'Liam Doherty', 'Harvey Quinn']);
const PEOPLE: Person[] = STAFF.map(([name, role]) => {
  const half = P.map((p, d) =>
    (WEEKENDS.has(name) ? d >= 5 : r.next() < p)
      ? role === 'Party host' && d < 5
        ? r.pick([6, 8])
        : r.pick([8, 10, 12, 15, 16])
      : 0,
  );
  const rate = ROLE_RATE[role]!;
  const h = half.reduce((a, b) => a + b, 0);
  return { name, role, half, rate, pay: Number(divRound(BigInt(h * rate), 2n)) };
});
// Tom works Wednesday; Saturday has everyone who is not a manager on a day off
PEOPLE[3]!.half[2] = 15;
PEOPLE[3]!.pay = Number(
  divRound(BigInt(PEOPLE[3]!.half.reduce((a, b) => a + b, 0) * PEOPLE[3]!.rate), 2n),
);

const hrs = PEOPLE.map((p) => p.half.reduce((a, b) => a + b, 0));
const dayHalf = DAYS.map((_, d) => PEOPLE.reduce((s, p) => s + p.half[d]!, 0));
const most = argMax(hrs);
const busiest = argMax(dayHalf);
const wage = total(PEOPLE.map((p) => p.pay));
const allHalf = hrs.reduce((a, b) => a + b, 0);
const role = (x: string): Person[] => PEOPLE.filter((p) => p.role === x);
const chloe = PEOPLE[2]!;
const tom = PEOPLE[3]!;
const h2 = (half: number): string => String(half / 2);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Rota');
  ws.getCell('A1').value = 'Jungle Jims Soft Play, Wigan: staff rota';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Week commencing Monday 7 December 2026. Hours are paid hours (breaks deducted).';
  const H = 4;
  const top = ws.getRow(H);
  const sub = ws.getRow(H + 1);
  top.getCell(1).value = 'Name';
  top.getCell(2).value = 'Role';
  DAYS.forEach((d, i) => {
    top.getCell(3 + i).value = d.slice(0, 3);
    sub.getCell(3 + i).value = `${7 + i} Dec`;
  });
  top.getCell(10).value = 'Total hrs';
  top.getCell(11).value = 'Rate £/hr';
  top.getCell(12).value = 'Week pay £';
  top.font = { bold: true };
  sub.font = { italic: true };
  PEOPLE.forEach((p, i) => {
    const n = H + 2 + i;
    const w = ws.getRow(n);
    w.getCell(1).value = p.name;
    w.getCell(2).value = p.role;
    p.half.forEach((h, d) => {
      if (h) w.getCell(3 + d).value = h / 2;
      else if ((i + d) % 3 === 0) w.getCell(3 + d).value = 'off';
    });
    w.getCell(10).value = { formula: `SUM(C${n}:I${n})`, result: hrs[i]! / 2 };
    w.getCell(11).value = cell(p.rate);
    w.getCell(11).numFmt = '0.00';
    w.getCell(12).value = { formula: `ROUND(J${n}*K${n},2)`, result: cell(p.pay) };
    w.getCell(12).numFmt = '#,##0.00';
  });
  const first = H + 2;
  const lastRow = H + 1 + PEOPLE.length;
  const t = ws.getRow(lastRow + 1);
  t.getCell(1).value = 'Totals';
  const col = (c: number): string => String.fromCharCode(64 + c);
  DAYS.forEach((_, d) => {
    t.getCell(3 + d).value = {
      formula: `SUM(${col(3 + d)}${first}:${col(3 + d)}${lastRow})`,
      result: dayHalf[d]! / 2,
    };
  });
  t.getCell(10).value = { formula: `SUM(J${first}:J${lastRow})`, result: allHalf / 2 };
  t.getCell(12).value = { formula: `SUM(L${first}:L${lastRow})`, result: cell(wage) };
  t.getCell(12).numFmt = '#,##0.00';
  t.font = { bold: true };
  ws.getRow(lastRow + 3).getCell(1).value =
    'Swaps must be agreed with the duty manager. Parties: Sat 10:00, 13:00, 16:00; Sun 11:00, 14:00.';
  [18, 22, 7, 7, 7, 7, 7, 7, 7, 9, 9, 11].forEach((wd, i) => (ws.getColumn(1 + i).width = wd));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'day columns = people totals (half hours)',
    a: BigInt(dayHalf.reduce((a, b) => a + b, 0)),
    b: BigInt(allHalf),
  },
  {
    what: 'hours x rate = week pay (to the cent)',
    a: total(PEOPLE.map((p, i) => divRound(BigInt(hrs[i]! * p.rate), 2n))),
    b: wage,
  },
  unique('hours by person', hrs),
  unique('hours by day', dayHalf),
  holds('Tom works Wednesday', tom.half[2]! > 0),
  holds(
    'some staff under 16 hours',
    hrs.some((h) => h < 32),
  ),
];

const questions = questionsFor('softplay', [
  [
    'total hours on the rota this week',
    { value: h2(allHalf), means: 'sum of Total hrs (Totals row)' },
  ],
  ['wage bill for the week', { value: money(wage), means: 'sum of Week pay £' }],
  [
    "who's doing the most hours",
    { at: PEOPLE[most]!.name, value: h2(hrs[most]!), means: 'person with the highest Total hrs' },
  ],
  ['how many hours on saturday', { value: h2(dayHalf[5]!), means: 'Sat column total' }],
  [
    'busiest day?',
    {
      at: [DAYS[busiest]!, `${DAYS[busiest]!.slice(0, 3)} `, `${7 + busiest} Dec`],
      value: h2(dayHalf[busiest]!),
      means: 'day with the most rota hours',
    },
  ],
  [
    'how many staff are in on sunday',
    {
      value: String(PEOPLE.filter((p) => p.half[6]! > 0).length),
      means: 'people with hours in the Sun column',
    },
  ],
  ["what's Chloe's rate", { value: money(chloe.rate), means: 'Chloe Bennett, Rate £/hr' }],
  [
    'party host hours this week',
    {
      value: h2(role('Party host').reduce((s, p) => s + p.half.reduce((a, b) => a + b, 0), 0)),
      means: 'Total hrs of the Party host rows',
    },
  ],
  [
    'café staff cost this week',
    { value: money(total(role('Café').map((p) => p.pay))), means: 'Week pay of the Café rows' },
  ],
  [
    'average hourly rate',
    {
      value: [
        meanCents(total(PEOPLE.map((p) => p.rate)), PEOPLE.length),
        ratio2(wage * 2n, BigInt(allHalf) * 100n),
      ],
      means: 'mean of Rate £/hr over the 13 staff, or wage bill / total hours',
    },
  ],
  [
    'how many people are on less than 16 hours',
    { value: String(hrs.filter((h) => h < 32).length), means: 'people with Total hrs below 16' },
  ],
  ["what's Tom working on wednesday", { value: h2(tom.half[2]!), means: 'Tom Okafor, Wed hours' }],
  ["who's on next week", { refuse: true, means: 'the rota covers w/c 7 Dec 2026 only' }],
  ['how much did we take on saturday', { refuse: true, means: 'a rota holds no takings' }],
]);

export const softplay: BlindBook = {
  name: 'softplay',
  business: 'soft-play centre',
  shape:
    'staff rota: day names over dates (two-row header), hours Mon-Sun with blanks and "off", total hrs, rate, week pay; Totals row as formulas',
  bytes,
  questions,
  checks,
};
