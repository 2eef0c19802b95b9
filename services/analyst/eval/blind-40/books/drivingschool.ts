/**
 * Driving school: bank export 1 Sep – 30 Nov 2026, Australian dollars, newest first. Account
 * lines above the header, dates typed as text ("28/11/2026"), one signed Amount column
 * (money out negative), Description and the running Balance.
 */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  cents,
  day,
  holds,
  pickAt,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(7);
const NAME = 'drivingschool';
const STUDENTS = [
  'J NGUYEN',
  'A SINGH',
  'M ROSSI',
  'T OKAFOR',
  'L CHEN',
  'S MURPHY',
  'R HADDAD',
  'E WILSON',
];
const SUBURBS = ['BRUNSWICK', 'COBURG', 'PRESTON'];

interface Tx {
  month: number;
  d: number;
  desc: string;
  amount: number; // signed cents
}
const txs: Tx[] = [];
for (let month = 8; month <= 10; month++) {
  const days = month === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    const dow = day(2026, month, d).getUTCDay();
    const add = (desc: string, amount: number): void => void txs.push({ month, d, desc, amount });
    if (d === 3) add('DD AAMI INSURANCE POL 77120345', -21235);
    if (d === 15) add('DD TOYOTA FINANCE 4471982', -68940);
    if (d === 9) add('DD TELSTRA BILL', -8900);
    if (d === 20) add('GOOGLE ADS 8823471190', -cents(r, 150, 300));
    if (dow === 1 || dow === 3 || dow === 5)
      add('SQUARE AU PAYOUT SQ*STEERCLEAR', cents(r, 600, 1900));
    if (dow !== 0 && r.next() < 0.3)
      add(`TFR FROM ${r.pick(STUDENTS)} LESSONS`, stepped65(r.int(1, 8)));
    if (dow === 2) add(`EFTPOS AMPOL ${r.pick(SUBURBS)}`, -cents(r, 70, 110));
    if (dow === 6 && r.next() < 0.4) add('EFTPOS BP NORTHCOTE', -cents(r, 60, 95));
    if (dow === 4 && [2, 4].includes(Math.ceil(d / 7))) {
      add('TFR TO K PATEL WAGES', -cents(r, 1450, 1650));
      add('TFR TO D MORGAN WAGES', -cents(r, 1300, 1550));
    }
    if (d === 25) add('TFR TO OWNER DRAWINGS', -350000);
    if (month === 9 && d === 28) add('BPAY ATO BAS Q1', -412700);
    if (month === 9 && d === 12) add('EFTPOS MYCAR SERVICE PRESTON', -48650);
    if (d === days) add('ACCOUNT FEE', -1000);
  }
}
function stepped65(n: number): number {
  return n * 6500; // lessons at $65
}
const OPENING = 842017;
let bal = OPENING;
const balances = txs.map((t) => (bal += t.amount));

const amounts = txs.map((t) => t.amount);
const ins = amounts.filter((a) => a > 0);
const outs = amounts.filter((a) => a < 0);
const sumWhere = (ok: (t: Tx) => boolean): bigint => total(pickAt(amounts, where(txs, ok)));
const octIn = sumWhere((t) => t.month === 9 && t.amount > 0);
const ampol = sumWhere((t) => t.desc.includes('AMPOL'));
const aami = sumWhere((t) => t.desc.includes('AAMI'));
const ato = sumWhere((t) => t.desc.includes('ATO'));
const toyota = sumWhere((t) => t.desc.includes('TOYOTA FINANCE'));
const novNet = sumWhere((t) => t.month === 10);
const squareIdx = where(txs, (t) => t.desc.startsWith('SQUARE'));
const square = total(pickAt(amounts, squareIdx));
const biggestOut = argMin(amounts);
const biggestIn = argMax(amounts);
const lowest = argMin(balances);
const lastSep = txs.map((t) => t.month).lastIndexOf(8);
const closing = balances[balances.length - 1]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transactions');
  const rows: unknown[][] = [
    ['Steer Clear Driving School Pty Ltd — Business Transaction Account BSB 063-182 Acc 1047 2291'],
    ['Transactions 01/09/2026 to 30/11/2026'],
    [],
    ['Date', 'Amount', 'Description', 'Balance'],
  ];
  for (let i = txs.length - 1; i >= 0; i--) {
    const t = txs[i]!;
    const date = `${String(t.d).padStart(2, '0')}/${String(t.month + 1).padStart(2, '0')}/2026`;
    rows.push([date, cell(t.amount), t.desc, cell(balances[i]!)]);
  }
  putRows(ws, rows);
  ws.getRow(4).font = { bold: true };
  ws.getColumn(2).numFmt = '#,##0.00;-#,##0.00';
  ws.getColumn(4).numFmt = '#,##0.00;-#,##0.00';
  ws.getColumn(3).width = 40;
  return toBytes(wb);
}

export const drivingschool: BlindBook = {
  name: NAME,
  business: 'driving school (two instructors)',
  shape: 'bank export Sep–Nov 2026, newest first, text dates, signed Amount, Description, Balance',
  bytes,
  questions: questionsFor(NAME, [
    [
      "what's in the bank",
      { value: hundredths(closing), means: 'latest Balance (30 Nov, top row)' },
    ],
    ['total money in', { value: hundredths(total(ins)), means: 'sum of positive Amounts' }],
    [
      'total money out',
      { value: hundredths(total(outs)), abs: true, means: 'sum of negative Amounts' },
    ],
    [
      'how much came in during october',
      { value: hundredths(octIn), means: 'positive Amounts dated October' },
    ],
    [
      'how much have we spent at Ampol',
      { value: hundredths(ampol), abs: true, means: 'AMPOL lines' },
    ],
    [
      'biggest deposit',
      { value: hundredths(amounts[biggestIn]!), means: 'largest positive Amount' },
    ],
    [
      'what did we pay AAMI',
      { value: hundredths(aami), abs: true, means: 'AAMI INSURANCE lines, three months' },
    ],
    [
      'lowest balance',
      { value: hundredths(balances[lowest]!), means: 'smallest Balance in the export' },
    ],
    [
      'net cash flow for november',
      { value: hundredths(novNet), means: 'November Amounts, in − out' },
    ],
    [
      'how many Square payouts did we get',
      { value: String(squareIdx.length), means: 'SQUARE AU PAYOUT rows' },
    ],
    [
      'how much did we pay the ATO',
      { value: hundredths(ato), abs: true, means: 'BPAY ATO BAS line' },
    ],
    [
      'balance at the end of september',
      { value: hundredths(balances[lastSep]!), means: 'Balance after the last September row' },
    ],
    [
      'average square payout',
      { value: meanCents(square, squareIdx.length), means: 'Square payouts total / count' },
    ],
    [
      "what've we paid toyota finance",
      { value: hundredths(toyota), abs: true, means: 'DD TOYOTA FINANCE lines' },
    ],
    ['what came in during august', { refuse: true, means: 'the export starts on 1 Sep 2026' }],
    [
      'how many lessons did we give in october',
      { refuse: true, means: 'bank lines hold money, not lessons' },
    ],
    [
      "what's our profit for the quarter",
      { refuse: true, means: 'a bank export is cash, not profit' },
    ],
  ]),
  checks: [
    same('opening + flow = closing', BigInt(OPENING) + total(amounts), BigInt(closing)),
    same('in − out = flow', total(ins) + total(outs), total(amounts)),
    unique('amounts', amounts, 'min'),
    unique('balances', balances, 'min'),
    holds(
      'never overdrawn',
      balances.every((b) => b > 0),
    ),
    holds('biggest out is the BAS', txs[biggestOut]!.desc.includes('ATO')),
    unique('amounts', amounts),
  ],
};
