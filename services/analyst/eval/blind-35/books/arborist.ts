/**
 * arborist: a tree surgeon's equipment loan schedule (NZD). Key terms in label/value rows at
 * the top (amount financed, rate, term, first repayment), then one row per monthly repayment:
 * No., Due date, Opening, Repayment, Interest, Principal, Closing, Status ("Paid" up to the
 * November 2026 repayment), and a Totals row.
 */
import ExcelJS from 'exceljs';
import { divRound, money } from '../../expect';
import {
  cell,
  day,
  dayPlaces,
  holds,
  questionsFor,
  rng,
  toBytes,
  total,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(3);
const PRINCIPAL = 6850000n;
const RATE_BP = 845n; // 8.45% p.a.
const TERM = 36;
const rate = 0.0845 / 12;
const PMT = BigInt(Math.round((Number(PRINCIPAL) * rate) / (1 - Math.pow(1 + rate, -TERM))));
const NOW = day(2026, 11, 7);
void r.next();

interface Row {
  no: number;
  due: Date;
  open: bigint;
  pay: bigint;
  interest: bigint;
  principal: bigint;
  close: bigint;
  paid: boolean;
}
const ROWS: Row[] = [];
let bal = PRINCIPAL;
for (let i = 0; i < TERM; i++) {
  const due = day(2025, 1 + i, 20);
  const interest = divRound(bal * RATE_BP, 120000n);
  const pay = i === TERM - 1 ? bal + interest : PMT;
  const principal = pay - interest;
  ROWS.push({
    no: i + 1,
    due,
    open: bal,
    pay,
    interest,
    principal,
    close: bal - principal,
    paid: due.getTime() <= NOW.getTime(),
  });
  bal -= principal;
}
const paid = ROWS.filter((x) => x.paid);
const lastPaid = paid[paid.length - 1]!;
const left = ROWS.length - paid.length;
const inYear = (y: number): Row[] => ROWS.filter((x) => x.due.getUTCFullYear() === y);
const last = ROWS[TERM - 1]!;
const dec25 = ROWS.find((x) => x.due.getUTCFullYear() === 2025 && x.due.getUTCMonth() === 11)!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Loan schedule');
  ws.getCell('A1').value = 'Totara Tree Care Ltd: equipment loan (stump grinder & chipper)';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Lender: Kauri Equipment Finance, loan ref KEF-20417';
  const kv: Array<[string, ExcelJS.CellValue, string?]> = [
    ['Amount financed', cell(PRINCIPAL), '"NZ$"#,##0.00'],
    ['Interest rate (p.a., fixed)', Number(RATE_BP) / 10000, '0.00%'],
    ['Term (months)', TERM],
    ['First repayment', ROWS[0]!.due, 'd mmm yyyy'],
  ];
  kv.forEach(([k, v, f], i) => {
    const x = ws.getRow(3 + i);
    x.getCell(1).value = k;
    x.getCell(3).value = v;
    if (f) x.getCell(3).numFmt = f;
  });
  const H = 8;
  const head = [
    'No.',
    'Due date',
    'Opening NZ$',
    'Repayment NZ$',
    'Interest NZ$',
    'Principal NZ$',
    'Closing NZ$',
    'Status',
  ];
  head.forEach((t, i) => (ws.getRow(H).getCell(1 + i).value = t));
  ws.getRow(H).font = { bold: true };
  ROWS.forEach((x, i) => {
    const row = ws.getRow(H + 1 + i);
    row.getCell(1).value = x.no;
    row.getCell(2).value = x.due;
    row.getCell(2).numFmt = 'dd/mm/yyyy';
    [x.open, x.pay, x.interest, x.principal, x.close].forEach((v, j) => {
      row.getCell(3 + j).value = cell(v);
      row.getCell(3 + j).numFmt = '#,##0.00';
    });
    if (x.paid) row.getCell(8).value = 'Paid';
  });
  const t = ws.getRow(H + 2 + TERM);
  t.getCell(1).value = 'Totals';
  t.getCell(4).value = cell(total(ROWS.map((x) => x.pay)));
  t.getCell(5).value = cell(total(ROWS.map((x) => x.interest)));
  t.getCell(6).value = cell(total(ROWS.map((x) => x.principal)));
  for (let c = 4; c <= 6; c++) t.getCell(c).numFmt = '#,##0.00';
  t.font = { bold: true };
  ws.getRow(H + 4 + TERM).getCell(1).value =
    'Final repayment adjusted for rounding. Direct debit from the ASB business account.';
  [6, 12, 14, 14, 13, 13, 14, 8].forEach((w, i) => (ws.getColumn(1 + i).width = w));
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  {
    what: 'principal repaid over the schedule = amount financed',
    a: total(ROWS.map((x) => x.principal)),
    b: PRINCIPAL,
  },
  {
    what: 'repayments = interest + principal',
    a: total(ROWS.map((x) => x.pay)),
    b: total(ROWS.map((x) => x.interest + x.principal)),
  },
  {
    what: 'closing balance after the last paid row = amount financed - principal paid',
    a: lastPaid.close,
    b: PRINCIPAL - total(paid.map((x) => x.principal)),
  },
  { what: 'the loan ends at zero', a: last.close, b: 0n },
  holds(
    'November 2026 is the last paid repayment',
    lastPaid.due.getUTCMonth() === 10 && lastPaid.due.getUTCFullYear() === 2026,
  ),
];

const questions = questionsFor('arborist', [
  [
    'how much did we borrow',
    { value: money(PRINCIPAL), means: 'Amount financed (= opening balance of repayment 1)' },
  ],
  [
    "what's left on the loan",
    {
      value: money(lastPaid.close),
      means: 'Closing balance after the last repayment marked Paid (20 Nov 2026)',
    },
  ],
  ['monthly repayment?', { value: money(PMT), means: 'the regular Repayment (rows 1-35)' }],
  [
    'total interest over the life of the loan',
    {
      value: money(total(ROWS.map((x) => x.interest))),
      means: 'Interest, Totals row (all 36 rows)',
    },
  ],
  [
    'how much interest have we paid so far',
    { value: money(total(paid.map((x) => x.interest))), means: 'Interest of the rows marked Paid' },
  ],
  [
    'interest paid in 2025',
    {
      value: money(total(inYear(2025).map((x) => x.interest))),
      means: 'Interest of the repayments due Feb-Dec 2025',
    },
  ],
  [
    "when's the last payment",
    {
      at: [...dayPlaces(2028, 0, 20), 'Jan 2028', 'January 2028'],
      means: 'due date of repayment 36',
    },
  ],
  [
    'how many payments left',
    { value: String(left), means: 'rows not marked Paid (Dec 2026 to Jan 2028)' },
  ],
  [
    'how much principal do we pay off in 2027',
    {
      value: money(total(inYear(2027).map((x) => x.principal))),
      means: 'Principal of the repayments due in 2027 (held in the schedule)',
    },
  ],
  ["what's the interest rate", { value: '8.45', means: 'Interest rate (p.a., fixed), in percent' }],
  [
    'total we will have repaid by the end',
    { value: money(total(ROWS.map((x) => x.pay))), means: 'Repayment, Totals row' },
  ],
  [
    'balance after the december 2025 payment',
    { value: money(dec25.close), means: 'Closing of the repayment due 20 Dec 2025' },
  ],
  [
    'can we pay it off early without a penalty',
    { refuse: true, means: 'loan terms beyond the schedule are not in the sheet' },
  ],
  [
    "what's the chipper worth now",
    { refuse: true, means: 'no valuation of the equipment in the sheet' },
  ],
]);

export const arborist: BlindBook = {
  name: 'arborist',
  business: 'tree surgeon',
  shape:
    'loan schedule: key terms as label/value rows, repayments down with opening / repayment / interest / principal / closing / Paid status, Totals row',
  bytes,
  questions,
  checks,
};
