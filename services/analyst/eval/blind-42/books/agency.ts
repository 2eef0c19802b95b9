/**
 * agency — a small marketing agency's timesheet, November 2026 (CAD): date, staff, client,
 * project, task, hours in quarters, billable Y / N, rate, amount (blank when not billable;
 * internal time under "Internal"); weekdays only; Total row.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents, pct, ratio2 } from '../../expect';
import { day, cell, holds, questionsFor, rng, same, toBytes, total, type BlindBook } from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(14);
const STAFF: Array<[string, number]> = [
  ['Mia Tremblay', 12000],
  ['Noah Singh', 14000],
  ['Olivia Chen', 16500],
  ['Liam Gagnon', 10500],
  ['Emma Roy', 13000],
];
const CLIENTS: Array<[string, string[]]> = [
  ['Maple Leaf Dental', ['Website refresh', 'Google Ads']],
  ['Northern Brew Co.', ['Rebrand', 'Social content']],
  ['Rideau Realty', ['Listings campaign']],
  ['Lakeshore Yoga', ['Newsletter', 'SEO audit']],
];
const TASKS = ['Design', 'Copywriting', 'Development', 'Meeting', 'Strategy', 'Reporting'];
interface E {
  d: number;
  staff: string;
  client: string;
  project: string;
  task: string;
  q: number;
  bill: boolean;
  rate: number;
  amt: number;
}
const es: E[] = [];
for (let d = 2; d <= 30; d++) {
  const wd = day(2026, 10, d).getUTCDay();
  if (wd === 0 || wd === 6) continue;
  for (const [staff, rate] of STAFF) {
    let left = r.int(26, 32); // quarter-hours in the day
    while (left > 0) {
      const q = Math.min(left, r.int(4, 16));
      left -= q;
      const internal = r.next() < 0.15;
      const [client, projects] = internal
        ? ['Internal', ['Admin & training']]
        : r.pick(CLIENTS.slice(0, staff === 'Olivia Chen' ? 3 : 4));
      es.push({
        d,
        staff,
        client,
        project: r.pick(projects),
        task: internal ? 'Admin' : r.pick(TASKS),
        q,
        bill: !internal,
        rate,
        amt: internal ? 0 : (q * rate) / 4,
      });
    }
  }
}
const Q = (xs: E[]): bigint => total(xs.map((e) => e.q));
const hrs = (q: bigint): string => hundredths(q * 25n);
const allQ = Q(es);
const bill = es.filter((e) => e.bill);
const billQ = Q(bill);
const amt = total(es.map((e) => e.amt));
const byStaff = groupSum(
  es,
  (e) => e.staff,
  (e) => e.q,
);
const byClient = groupSum(
  es,
  (e) => e.client,
  (e) => e.q,
);
const byClientBill = groupSum(
  bill,
  (e) => e.client,
  (e) => e.q,
);
const amtClient = groupSum(
  es,
  (e) => e.client,
  (e) => e.amt,
);
const amtStaff = groupSum(
  es,
  (e) => e.staff,
  (e) => e.amt,
);
const wk = es.filter((e) => e.d >= 16 && e.d <= 20);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Nov 2026');
  ws.getCell('A1').value = 'Brightside Creative Inc. — Timesheet, November 2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Rates CAD per hour; internal time is not billed';
  const head = [
    'Date',
    'Staff',
    'Client',
    'Project',
    'Task',
    'Hours',
    'Billable',
    'Rate',
    'Amount',
  ];
  head.forEach((h, i) => (ws.getRow(4).getCell(i + 1).value = h));
  ws.getRow(4).font = { bold: true };
  es.forEach((e, i) => {
    ws.getRow(5 + i).values = [
      day(2026, 10, e.d),
      e.staff,
      e.client,
      e.project,
      e.task,
      e.q / 4,
      e.bill ? 'Y' : 'N',
      cell(e.rate),
      e.bill ? cell(e.amt) : null,
    ];
  });
  const t = ws.getRow(5 + es.length);
  t.values = ['Total', null, null, null, null, Number(allQ) / 4, null, null, cell(amt)];
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'yyyy-mm-dd';
  ws.getColumn(8).numFmt = '$#,##0.00';
  ws.getColumn(9).numFmt = '$#,##0.00';
  return toBytes(wb);
}

export const agency: BlindBook = {
  name: 'agency',
  business: 'marketing agency (five staff)',
  shape: 'timesheet',
  bytes,
  questions: questionsFor('agency', [
    ['total hours logged in november', { value: hrs(allQ), means: 'Hours, all rows (= Total)' }],
    ['how many billable hours', { value: hrs(billQ), means: 'Hours of the Billable Y rows' }],
    ['how much can we bill for november', { value: hundredths(amt), means: 'Amount, all rows' }],
    [
      'who logged the most hours',
      { at: extreme(byStaff)[0], means: 'the staff member with the most hours (unique)' },
    ],
    [
      'hours on northern brew',
      { value: hrs(byClient.get('Northern Brew Co.')!), means: 'Hours for Northern Brew Co.' },
    ],
    [
      'what % of our time is billable',
      { value: pct(billQ, allQ), means: 'billable hours / all hours × 100' },
    ],
    [
      'how much do we bill rideau realty',
      { value: hundredths(amtClient.get('Rideau Realty')!), means: 'Amount for Rideau Realty' },
    ],
    [
      'average billable rate',
      {
        value: [ratio2(amt, billQ * 25n), meanCents(total(STAFF.map((s) => s[1])), STAFF.length)],
        means: 'Amount / billable hours, or the mean of the five rates',
      },
    ],
    [
      'how many hours did mia do',
      { value: hrs(byStaff.get('Mia Tremblay')!), means: "Mia Tremblay's hours" },
    ],
    [
      'which client took the most time',
      {
        at: extreme(byClientBill)[0],
        means: 'the client with the most hours (unique; Internal is fewer)',
      },
    ],
    [
      'how many people are on the timesheet',
      { value: String(STAFF.length), means: 'distinct staff' },
    ],
    [
      'non-billable hours',
      { value: hrs(allQ - billQ), means: 'Hours of the Billable N rows (Internal)' },
    ],
    ['hours logged the week of nov 16', { value: hrs(Q(wk)), means: 'Hours dated 16–20 Nov 2026' }],
    [
      "olivia's billings",
      { value: hundredths(amtStaff.get('Olivia Chen')!), means: 'Amount for Olivia Chen' },
    ],
    [
      'what did we pay the staff in november',
      { refuse: true, means: 'a timesheet holds billing rates, not wages' },
    ],
    ["who's our most productive person", { refuse: true, means: 'an opinion, not in the sheet' }],
  ]),
  checks: [
    same('staff = total hours', total([...byStaff.values()]), allQ),
    same('clients = total amount', total([...amtClient.values()]), amt),
    same('amount = hours × rate', total(bill.map((e) => BigInt(e.q * e.rate))), 4n * amt),
    uniqueIn('top staff', byStaff),
    uniqueIn('top client', byClientBill),
    holds('internal fewer than top client', byClient.get('Internal')! < extreme(byClientBill)[1]),
    holds(
      'weekdays only',
      es.every((e) => ![0, 6].includes(day(2026, 10, e.d).getUTCDay())),
    ),
  ],
};
