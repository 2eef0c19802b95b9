/**
 * devshop: a five-person software studio in Pune, the November 2026 timesheet log: one row per
 * person per project per day (Date, Day, Employee, Client, Project, Task, Hours, Billable?
 * Y/N, Rate ₹/hr, Amount ₹ for billable rows only, lakh-style number format), office closed
 * on 9 Nov, a Total row at the bottom (INR).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  alts,
  argMax,
  day,
  holds,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(13);

interface Entry {
  d: number;
  emp: string;
  client: string;
  project: string;
  task: string;
  half: number; // hours × 2
  bill: boolean;
  rate: number; // rupees per hour (whole)
}

const PROJECTS: Record<string, [string, string[]]> = {
  Zephyr: ['Zephyr Foods', ['Ordering app v2']],
  Trellis: ['Trellis Health', ['Patient portal']],
  Monsoon: ['Monsoon Travel', ['Booking engine']],
  Internal: ['Internal', ['Hiring', 'Internal tooling', 'Training']],
};
const TASKS: Record<string, string[]> = {
  Zephyr: ['Checkout flow', 'API integration', 'QA fixes', 'Sprint planning'],
  Trellis: ['Appointments module', 'Code review', 'Release prep'],
  Monsoon: ['Search results UI', 'Payment gateway', 'Load testing'],
  Internal: ['Interviews', 'CI pipeline', 'Team learning'],
};
const STAFF: Array<[string, number, string[], number]> = [
  // name, rate, clients worked (first is main), leave days
  ['Priya Nair', 3200, ['Zephyr', 'Internal'], 0],
  ['Arjun Mehta', 2800, ['Trellis', 'Monsoon'], 0],
  ['Sneha Kulkarni', 2400, ['Monsoon', 'Zephyr'], 1],
  ['Rohan Deshpande', 1800, ['Trellis', 'Internal'], 2],
  ['Kavya Iyer', 4500, ['Zephyr', 'Internal', 'Monsoon'], 0],
];
const WORKDAYS: number[] = [];
for (let d = 1; d <= 30; d++) {
  const wk = day(2026, 10, d).getUTCDay();
  if (wk !== 0 && wk !== 6 && d !== 9) WORKDAYS.push(d);
}
const entries: Entry[] = [];
for (const d of WORKDAYS)
  for (const [emp, rate, clients, leave] of STAFF) {
    if (leave && (d === 17 || (leave > 1 && d === 18))) continue;
    const halves = r.int(14, 19); // 7 – 9.5 h
    const split = r.next() < 0.45 ? 2 : 1;
    const parts = split === 2 ? [r.int(2, halves - 2)] : [];
    parts.push(halves - (parts[0] ?? 0));
    parts.forEach((h, i) => {
      const c =
        i === 0 ? clients[0]! : r.pick(clients.slice(1).length ? clients.slice(1) : clients);
      const [client, projects] = PROJECTS[c]!;
      const warranty = c === 'Trellis' && r.next() < 0.15;
      const k = r.int(0, projects.length - 1);
      entries.push({
        d,
        emp,
        client,
        project: projects[k]!,
        task: warranty ? 'Warranty bug fix' : c === 'Internal' ? TASKS[c]![k]! : r.pick(TASKS[c]!),
        half: h,
        bill: c !== 'Internal' && !warranty,
        rate,
      });
    });
  }
const hrs = (h: number | bigint): string => hundredths(BigInt(h) * 50n); // halves → hours text
const amount = (e: Entry): bigint => (e.bill ? (BigInt(e.half) * BigInt(e.rate) * 100n) / 2n : 0n); // cents
const H = sumBy(entries, (e) => e.half);
const BH = sumBy(
  entries,
  (e) => e.half,
  (e) => e.bill,
);
const AMT = sumBy(entries, amount);
const clients = ['Zephyr Foods', 'Trellis Health', 'Monsoon Travel'];
const clientH = clients.map((c) =>
  sumBy(
    entries,
    (e) => e.half,
    (e) => e.client === c,
  ),
);
const internalH = sumBy(
  entries,
  (e) => e.half,
  (e) => e.client === 'Internal',
);
const topClient = argMax(clientH);
const emps = STAFF.map(([n]) => n);
const empH = emps.map((n) =>
  sumBy(
    entries,
    (e) => e.half,
    (e) => e.emp === n,
  ),
);
const topEmp = argMax(empH);
const priya = entries.filter((e) => e.emp === 'Priya Nair');
const priyaDays = new Set(priya.map((e) => e.d)).size;
const priyaH = sumBy(priya, (e) => e.half);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nov 2026');
  ws.getCell('A1').value = 'Kestrel Labs LLP - Timesheet, November 2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'Rates in ₹ per hour. Amount only on billable rows. Office closed Mon 9 Nov (Diwali).';
  ws.getRow(4).values = [
    'Date',
    'Day',
    'Employee',
    'Client',
    'Project',
    'Task',
    'Hours',
    'Billable?',
    'Rate (₹/hr)',
    'Amount (₹)',
  ];
  ws.getRow(4).font = { bold: true };
  const inr = '#,##,##0';
  const DAYN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  entries.forEach((e, i) => {
    const rr = ws.getRow(5 + i);
    const dt = day(2026, 10, e.d);
    rr.values = [
      dt,
      DAYN[dt.getUTCDay()],
      e.emp,
      e.client,
      e.project,
      e.task,
      e.half / 2,
      e.bill ? 'Y' : 'N',
      e.rate,
      e.bill ? Number(amount(e) / 100n) : undefined,
    ];
    rr.getCell(1).numFmt = 'dd-mmm-yy';
    rr.getCell(9).numFmt = inr;
    rr.getCell(10).numFmt = inr;
  });
  const tr = ws.getRow(5 + entries.length + 1);
  tr.getCell(1).value = 'Total';
  tr.getCell(7).value = Number(H) / 2;
  tr.getCell(10).value = Number(AMT / 100n);
  tr.getCell(10).numFmt = inr;
  tr.font = { bold: true };
  ws.getColumn(3).width = 17;
  ws.getColumn(4).width = 15;
  ws.getColumn(5).width = 17;
  ws.getColumn(6).width = 20;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('clients + internal = hours', clientH.reduce((a, b) => a + b, 0n) + internalH, H),
  same(
    'employees = hours',
    empH.reduce((a, b) => a + b, 0n),
    H,
  ),
  same(
    'amount = billable hours × rates',
    AMT,
    sumBy(entries, (e) => (e.bill ? BigInt(e.half * e.rate * 50) : 0n)),
  ),
  holds('whole rupees', AMT % 100n === 0n),
  unique('client hours', clientH),
  holds('the top client has more hours than Internal', clientH[topClient]! > internalH),
  unique('employee hours', empH),
  holds('Priya logged every working day', priyaDays === WORKDAYS.length),
  holds(
    'some client hours are not billable (warranty)',
    entries.some((e) => e.client !== 'Internal' && !e.bill),
  ),
];

export const devshop: BlindBook = {
  name: 'devshop',
  business: 'software studio',
  shape: 'timesheet log (one row per person, project and day; billable flag, rate, amount)',
  bytes: build,
  checks,
  questions: questionsFor('devshop', [
    ['total hours logged in november', { value: hrs(H), means: 'sum of Hours (the Total row)' }],
    [
      'how much can we bill for november',
      { value: hundredths(AMT), means: 'sum of Amount (₹), billable rows' },
    ],
    ['how many billable hours', { value: hrs(BH), means: 'Hours of rows with Billable? = Y' }],
    ["what's our utilisation", { value: pct(BH, H), means: 'billable Hours / all Hours, %' }],
    [
      'which client took the most hours',
      {
        value: hrs(clientH[topClient]!),
        at: clients[topClient]!,
        means: 'the client with the most Hours (Internal is not a client, and has fewer)',
      },
    ],
    [
      'how much do we bill trellis health',
      {
        value: hundredths(sumBy(entries, amount, (e) => e.client === 'Trellis Health')),
        means: 'Amount of Trellis Health rows (warranty fixes are not billed)',
      },
    ],
    [
      'who logged the most hours',
      { value: hrs(empH[topEmp]!), at: emps[topEmp]!, means: 'the employee with the most Hours' },
    ],
    [
      'hours on the monsoon booking engine',
      {
        value: hrs(
          sumBy(
            entries,
            (e) => e.half,
            (e) => e.project === 'Booking engine',
          ),
        ),
        means: 'Hours of Booking engine rows',
      },
    ],
    [
      "what's priya's average hours per day",
      {
        value: alts(
          hundredths(divRound(priyaH * 50n, BigInt(priyaDays))),
          hundredths(divRound(priyaH * 50n, 30n)),
        ),
        means:
          "Priya Nair's Hours / the 20 days she logged (every working day), or / 30 calendar days",
      },
    ],
    [
      "what's our effective hourly rate",
      {
        value: alts(hundredths(divRound(AMT * 2n, BH)), hundredths(divRound(AMT * 2n, H))),
        means: 'Amount / billable Hours (or Amount / all Hours), ₹ per hour',
      },
    ],
    [
      'how many hours were non-billable',
      { value: hrs(H - BH), means: 'Hours of rows with Billable? = N' },
    ],
    [
      "what's arjun's rate",
      { value: '2800', means: 'Arjun Mehta, Rate (₹/hr), the same on every row' },
    ],
    [
      'what share of our billing is zephyr',
      {
        value: pct(
          sumBy(entries, amount, (e) => e.client === 'Zephyr Foods'),
          AMT,
        ),
        means: 'Zephyr Foods Amount / all Amount, %',
      },
    ],
    [
      'has zephyr paid their invoice',
      { refuse: true, means: 'a timesheet has no invoices or payments' },
    ],
    [
      'how many hours did we log in october',
      { refuse: true, means: 'the sheet is November 2026 only' },
    ],
  ]),
};
