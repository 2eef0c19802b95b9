/** Bookkeeping practice: a staff timesheet for October 2026, billable flag and amount (R, ZAR). */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(7);
const STAFF: Array<[string, number]> = [
  ['Thandi Nkosi', 95000],
  ['Pieter van Wyk', 78000],
  ['Aisha Patel', 62000],
  ['Johan Botha', 45000],
];
const CLIENTS = [
  'Mokoena Transport',
  'Karoo Kitchens',
  'Blue Crane Guesthouse',
  'Sithole & Sons',
  'Fynbos Florists',
];
const TASKS = ['Monthly bookkeeping', 'VAT return', 'Payroll', 'Management accounts', 'Queries'];
interface Entry {
  d: number;
  staff: string;
  rate: number;
  client: string;
  task: string;
  hours: number; // hundredths of an hour (quarter hours)
  billable: boolean;
}
const entries: Entry[] = [];
for (let d = 1; d <= 30; d++) {
  const wd = day(2026, 9, d).getUTCDay();
  if (wd === 0 || wd === 6) continue;
  const n = r.int(1, 3);
  for (let k = 0; k < n; k++) {
    const [staff, rate] = r.pick(STAFF);
    const internal = r.next() < 0.08;
    entries.push({
      d,
      staff,
      rate,
      client: internal ? 'Internal' : r.pick(CLIENTS),
      task: internal ? r.pick(['Training', 'Admin', 'Marketing']) : r.pick(TASKS),
      hours: r.int(2, 28) * 25,
      billable: !internal,
    });
  }
}
/** amount in cents = hours(hundredths) × rate(cents) / 100 */
const amount = (e: Entry): bigint => (e.billable ? (BigInt(e.hours) * BigInt(e.rate)) / 100n : 0n);
const hoursIf = (f: (e: Entry) => boolean): bigint => total(entries.filter(f).map((e) => e.hours));
const amtIf = (f: (e: Entry) => boolean): bigint => total(entries.filter(f).map(amount));
const clientHours = CLIENTS.map((c) => hoursIf((e) => e.client === c));
const staffAmt = STAFF.map(([s]) => amtIf((e) => e.staff === s));
const allHours = hoursIf(() => true);
const d14 = entries.filter((e) => e.d === 14);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Timesheet Oct 2026');
  putRows(ws, [
    ['Ledgerline Bookkeeping (Pty) Ltd – timesheet, October 2026'],
    [],
    ['Date', 'Staff', 'Client', 'Task', 'Hours', 'Rate (R/h)', 'Billable', 'Amount (R)'],
    ...entries.map((e) => [
      day(2026, 9, e.d),
      e.staff,
      e.client,
      e.task,
      e.hours / 100,
      cell(e.rate),
      e.billable ? 'Y' : 'N',
      e.billable ? cell(amount(e)) : undefined,
    ]),
  ]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const q = questionsFor('bookkeeping', [
  [
    'how many hours did Pieter log',
    {
      value: hundredths(hoursIf((e) => e.staff.startsWith('Pieter'))),
      means: 'sum of Hours for Pieter van Wyk',
    },
  ],
  [
    'total billable amount for october',
    { value: hundredths(amtIf(() => true)), means: 'sum of Amount (R)' },
  ],
  [
    'which client took up the most time',
    {
      at: CLIENTS[argMax(clientHours)]!,
      means: 'client (not Internal) with the most Hours (unique)',
    },
  ],
  [
    'how much can we bill Mokoena Transport',
    {
      value: hundredths(amtIf((e) => e.client === 'Mokoena Transport')),
      means: 'sum of Amount (R) for Mokoena Transport',
    },
  ],
  [
    'non-billable hours?',
    { value: hundredths(hoursIf((e) => !e.billable)), means: 'sum of Hours where Billable = N' },
  ],
  [
    'who billed the most',
    {
      at: STAFF[argMax(staffAmt)]![0],
      means: 'staff member with the largest sum of Amount (R) (unique)',
    },
  ],
  [
    'hours spent on vat returns',
    {
      value: hundredths(hoursIf((e) => e.task === 'VAT return')),
      means: 'sum of Hours where Task = VAT return',
    },
  ],
  [
    "what's Aisha's hourly rate",
    { value: hundredths(STAFF[2]![1]), means: 'Rate (R/h) on Aisha Patel rows (one rate)' },
  ],
  [
    'hours booked on the 14th',
    { value: hundredths(hoursIf((e) => e.d === 14)), means: 'sum of Hours dated 14/10/2026' },
  ],
  [
    'total hours worked in october',
    { value: hundredths(allHours), means: 'sum of all Hours, October 2026' },
  ],
  [
    'what % of our hours were billable',
    {
      value: pct(
        hoursIf((e) => e.billable),
        allHours,
      ),
      means: 'billable Hours / all Hours × 100, 2 dp',
    },
  ],
  [
    'how much did Thandi bill for Karoo Kitchens',
    {
      value: hundredths(
        amtIf((e) => e.staff.startsWith('Thandi') && e.client === 'Karoo Kitchens'),
      ),
      means: 'sum of Amount (R) where Staff = Thandi Nkosi and Client = Karoo Kitchens',
    },
  ],
  ['is Johan underperforming', { refuse: true, means: 'an opinion on a person' }],
  [
    'how much did we invoice in september',
    { refuse: true, means: 'the timesheet covers October only' },
  ],
]);

export const bookkeeping: BlindBook = {
  name: 'bookkeeping',
  business: 'bookkeeping practice',
  shape: 'staff timesheet (hours, rate, billable flag, amount)',
  bytes,
  questions: q,
  checks: [
    {
      what: 'amount by staff = amount by client',
      a: total(staffAmt),
      b: amtIf((e) => e.client !== 'Internal'),
    },
    {
      what: 'hours by client + internal = all hours',
      a: total(clientHours) + hoursIf((e) => e.client === 'Internal'),
      b: allHours,
    },
    { what: 'top client unique', a: uniqueMax(clientHours) ? 1n : 0n, b: 1n },
    { what: 'top biller unique', a: uniqueMax(staffAmt) ? 1n : 0n, b: 1n },
    {
      what: 'internal hours below top client',
      a: hoursIf((e) => e.client === 'Internal') < clientHours[argMax(clientHours)]! ? 1n : 0n,
      b: 1n,
    },
    { what: 'entries on the 14th', a: d14.length > 0 ? 1n : 0n, b: 1n },
    {
      what: 'Thandi did Karoo work',
      a: amtIf((e) => e.staff.startsWith('Thandi') && e.client === 'Karoo Kitchens') > 0n ? 1n : 0n,
      b: 1n,
    },
  ],
};
