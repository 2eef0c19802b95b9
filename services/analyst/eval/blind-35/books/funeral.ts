/**
 * funeral: a funeral director's arrangements ledger (GBP): deposits and payments against each
 * funeral. Ref, funeral date, deceased, client, package, our fees, disbursements (paid out on
 * the family's behalf), invoice total, deposit, deposit date typed as text (dd/mm/yyyy),
 * further payments, balance due, status; a totals row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  day,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(9);
type Pkg = 'Direct cremation' | 'Simple funeral' | 'Traditional funeral' | 'Woodland burial';
const BASE: Record<Pkg, number> = {
  'Direct cremation': 149500,
  'Simple funeral': 295000,
  'Traditional funeral': 425000,
  'Woodland burial': 360000,
};
const PEOPLE: Array<[deceased: string, client: string, pkg: Pkg]> = [
  ['Mr Ronald Atherton', 'Mrs S. Atherton', 'Traditional funeral'],
  ['Mrs Edna Pickles', 'Mr G. Pickles', 'Simple funeral'],
  ['Mr Brian Sutcliffe', 'Ms K. Sutcliffe', 'Direct cremation'],
  ['Mrs Margaret Hirst', 'Mr & Mrs Hirst', 'Traditional funeral'],
  ['Mr Dennis Crowther', 'Mrs J. Crowther', 'Woodland burial'],
  ['Mrs Joan Ackroyd', 'Mr P. Ackroyd', 'Simple funeral'],
  ['Mr Harold Kaye', 'Miss L. Kaye', 'Direct cremation'],
  ['Mrs Irene Whiteley', 'Mr D. Whiteley', 'Traditional funeral'],
  ['Mr Stanley Haigh', 'Mrs A. Haigh', 'Simple funeral'],
  ['Mrs Doreen Firth', 'Mr M. Firth', 'Direct cremation'],
  ['Mr Keith Lockwood', 'Mrs C. Lockwood', 'Woodland burial'],
  ['Mrs Betty Sykes', 'Mr R. Sykes', 'Traditional funeral'],
  ['Mr Alan Brook', 'Ms T. Brook', 'Simple funeral'],
  ['Mrs Sheila Dyson', 'Mr K. Dyson', 'Direct cremation'],
  ['Mr Geoffrey Senior', 'Mrs V. Senior', 'Traditional funeral'],
  ['Mrs Pauline Beaumont', 'Mr S. Beaumont', 'Simple funeral'],
  ['Mr Derek Holroyd', 'Mrs E. Holroyd', 'Woodland burial'],
  ['Mrs Maureen Oldroyd', 'Mr J. Oldroyd', 'Direct cremation'],
  ['Mr Frank Bottomley', 'Mrs H. Bottomley', 'Simple funeral'],
  ['Mrs Gladys Armitage', 'Mr N. Armitage', 'Woodland burial'],
  ['Mr Leonard Shaw', 'Mrs B. Shaw', 'Direct cremation'],
  ['Mrs Jean Brearley', 'Mr A. Brearley', 'Simple funeral'],
];
const DWP = new Set([5, 12, 18]);

interface Arr {
  ref: string;
  date: Date;
  deceased: string;
  client: string;
  pkg: Pkg;
  fees: number;
  disb: number;
  invoice: number;
  deposit: number;
  depDate: Date;
  further: number;
  balance: number;
  status: string;
}
const ARRS: Arr[] = PEOPLE.map(([deceased, client, pkg], i) => {
  // funerals spread from early July to mid December 2026, in order
  const date = day(2026, 6, 3 + Math.round(i * 7.6) + r.int(0, 3));
  const fees = BASE[pkg] + r.pick([0, 0, 29500, 45000, 60000]);
  const disb =
    pkg === 'Direct cremation'
      ? 0
      : pkg === 'Woodland burial'
        ? 95000 + r.pick([0, 25000])
        : 108000 + r.pick([0, 25000, 32500]);
  const invoice = fees + disb;
  const picked = r.pick([50000, 75000, 100000]);
  const depDate = new Date(date.getTime() - r.int(5, 12) * 86400000);
  const future = date > day(2026, 11, 7);
  const deposit = pkg === 'Direct cremation' ? invoice : future ? 150000 : picked;
  const further =
    pkg === 'Direct cremation' || future || DWP.has(i)
      ? 0
      : r.next() < 0.55
        ? invoice - deposit
        : Math.round(((invoice - deposit) * (0.3 + 0.5 * r.next())) / 100) * 100;
  const balance = invoice - deposit - further;
  const status =
    balance === 0
      ? 'Paid in full'
      : DWP.has(i)
        ? 'Awaiting DWP payment'
        : future
          ? 'Booked'
          : 'Balance outstanding';
  return {
    ref: `HD/26/${String(118 + i)}`,
    date,
    deceased,
    client,
    pkg,
    fees,
    disb,
    invoice,
    deposit,
    depDate,
    further,
    balance,
    status,
  };
});

const text = (d: Date): string =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const bal = ARRS.map((a) => a.balance);
const top = argMax(bal);
const pkg = (p: Pkg): Arr[] => ARRS.filter((a) => a.pkg === p);
const octDeps = ARRS.filter(
  (a) => a.depDate.getUTCMonth() === 9 && a.depDate.getUTCFullYear() === 2026,
);
const decFunerals = ARRS.filter((a) => a.date.getUTCMonth() === 11);
const invoiced = total(ARRS.map((a) => a.invoice));
const collected = total(ARRS.map((a) => a.deposit + a.further));
const ath = ARRS[0]!;
const direct = pkg('Direct cremation');

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Ledger 2026');
  ws.getCell('A1').value = 'Hallam & Daughters Funeral Directors, Huddersfield';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value =
    'Arrangements ledger 2026 (from July). Disbursements = crematorium / cemetery, celebrant, medical fees paid on behalf.';
  const head = [
    'Ref',
    'Funeral date',
    'Deceased',
    'Client',
    'Package',
    'Our fees £',
    'Disbursements £',
    'Invoice total £',
    'Deposit £',
    'Deposit date',
    'Further payments £',
    'Balance due £',
    'Status',
  ];
  const H = 4;
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  const f = '£#,##0.00';
  ARRS.forEach((a, i) => {
    const w = ws.getRow(H + 1 + i);
    w.getCell(1).value = a.ref;
    w.getCell(2).value = a.date;
    w.getCell(2).numFmt = 'dd/mm/yyyy';
    w.getCell(3).value = a.deceased;
    w.getCell(4).value = a.client;
    w.getCell(5).value = a.pkg;
    w.getCell(6).value = cell(a.fees);
    if (a.disb) w.getCell(7).value = cell(a.disb);
    w.getCell(8).value = cell(a.invoice);
    w.getCell(9).value = cell(a.deposit);
    w.getCell(10).value = text(a.depDate);
    if (a.further) w.getCell(11).value = cell(a.further);
    w.getCell(12).value = cell(a.balance);
    w.getCell(13).value = a.status;
    for (const c of [6, 7, 8, 9, 11, 12]) w.getCell(c).numFmt = f;
  });
  const t = ws.getRow(H + 2 + ARRS.length);
  t.getCell(1).value = 'Totals';
  const sums: Array<[number, bigint]> = [
    [6, total(ARRS.map((a) => a.fees))],
    [7, total(ARRS.map((a) => a.disb))],
    [8, invoiced],
    [9, total(ARRS.map((a) => a.deposit))],
    [11, total(ARRS.map((a) => a.further))],
    [12, total(bal)],
  ];
  for (const [c, v] of sums) {
    t.getCell(c).value = cell(v);
    t.getCell(c).numFmt = f;
  }
  t.font = { bold: true };
  ws.getRow(H + 4 + ARRS.length).getCell(1).value =
    'Direct cremations are paid in full at arrangement. DWP = Funeral Expenses Payment applied for.';
  [11, 12, 22, 18, 20, 11, 14, 13, 10, 12, 15, 12, 20].forEach(
    (wd, i) => (ws.getColumn(1 + i).width = wd),
  );
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'fees + disbursements = invoice total',
    a: total(ARRS.map((a) => a.fees + a.disb)),
    b: invoiced,
  },
  {
    what: 'deposit + further + balance = invoice total',
    a: collected + total(bal),
    b: invoiced,
  },
  unique('balance due', bal),
  holds('the largest balance is for a funeral already held', ARRS[top]!.status !== 'Booked'),
  holds(
    'no traditional funeral after today',
    pkg('Traditional funeral').every((a) => a.date <= day(2026, 11, 7)),
  ),
  holds(
    'deceased surnames unique (Atherton once)',
    ARRS.filter((a) => a.deceased.includes('Atherton')).length === 1,
  ),
  holds('some deposits in October', octDeps.length > 1),
  holds('some funerals booked for December', decFunerals.length > 0),
  holds(
    'all funerals in 2026',
    ARRS.every((a) => a.date.getUTCFullYear() === 2026),
  ),
];

const questions = questionsFor('funeral', [
  ['total balance outstanding', { value: money(total(bal)), means: 'sum of Balance due £' }],
  [
    'how many traditional funerals this year',
    {
      value: String(pkg('Traditional funeral').length),
      means: 'rows with Package Traditional funeral (all 2026)',
    },
  ],
  [
    'total disbursements',
    { value: money(total(ARRS.map((a) => a.disb))), means: 'sum of Disbursements £' },
  ],
  [
    'who owes us the most',
    {
      at: [ARRS[top]!.client, ARRS[top]!.deceased.split(' ').pop()!, ARRS[top]!.ref],
      value: money(bal[top]!),
      means: 'row with the largest Balance due £ (client, family name or ref)',
    },
  ],
  [
    "what's left to pay on the Atherton funeral",
    { value: money(ath.balance), means: 'Atherton row, Balance due £' },
  ],
  [
    'deposits taken in october',
    {
      value: money(total(octDeps.map((a) => a.deposit))),
      means: 'Deposit £ of rows whose Deposit date (text) is in Oct 2026',
    },
  ],
  [
    'average invoice for a direct cremation',
    {
      value: meanCents(total(direct.map((a) => a.invoice)), direct.length),
      means: 'mean Invoice total £ of the Direct cremation rows',
    },
  ],
  [
    'how much are our own fees across all the funerals',
    {
      value: money(total(ARRS.map((a) => a.fees))),
      means: 'sum of Our fees £ (disbursements excluded)',
    },
  ],
  [
    'how many families are waiting on the DWP',
    {
      value: String(ARRS.filter((a) => a.status === 'Awaiting DWP payment').length),
      means: 'rows with Status Awaiting DWP payment',
    },
  ],
  [
    'how many funerals in december',
    { value: String(decFunerals.length), means: 'rows with a Funeral date in Dec 2026' },
  ],
  [
    'what share of the invoiced total have we collected',
    { value: pct(collected, invoiced), means: '(Deposit + Further payments) / Invoice total, %' },
  ],
  [
    'total invoiced for woodland burials',
    {
      value: money(total(pkg('Woodland burial').map((a) => a.invoice))),
      means: 'Invoice total £ of the Woodland burial rows',
    },
  ],
  [
    'how many funerals did we do in 2025',
    { refuse: true, means: 'the ledger starts in July 2026' },
  ],
  [
    'what will the crematorium charge next year',
    { refuse: true, means: 'future fees are not in the sheet' },
  ],
]);

export const funeral: BlindBook = {
  name: 'funeral',
  business: 'funeral director',
  shape:
    'deposits ledger: package, fees, disbursements, invoice, deposit with a text date, further payments, balance due, status; totals row',
  bytes,
  questions,
  checks,
};
