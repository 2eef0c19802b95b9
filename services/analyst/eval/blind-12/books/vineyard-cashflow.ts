/** A vineyard cellar door's cash-flow statement: sections, "FY2025" before "FY2024" as text headers, brackets. A$. */
import ExcelJS from 'exceljs';
import { growth, money, sum } from '../../expect';
import {
  amt,
  cents,
  put,
  questionsFor,
  REFUSE,
  rng,
  toBytes,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(12);
const year = (): Record<string, number> => ({
  receipts: cents(r, 610000, 880000),
  suppliers: -cents(r, 210000, 330000),
  wages: -cents(r, 180000, 260000),
  interest: -cents(r, 9000, 16000),
  barrels: -cents(r, 20000, 90000),
  tractor: cents(r, 0, 30000),
  loan: -cents(r, 40000, 60000),
  drawings: -cents(r, 60000, 120000),
  opening: cents(r, 40000, 150000),
});
const fy25 = year();
const fy24 = year();
const derive = (y: Record<string, number>) => {
  const op = sum([y.receipts!, y.suppliers!, y.wages!, y.interest!]);
  const inv = sum([y.barrels!, y.tractor!]);
  const fin = sum([y.loan!, y.drawings!]);
  const change = op + inv + fin;
  return { op, inv, fin, change, closing: BigInt(y.opening!) + change };
};
const d25 = derive(fy25);
const d24 = derive(fy24);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  const l = (label: string, a: bigint | number, b: bigint | number): Row => [label, amt(a), amt(b)];
  put(ws, 2, [
    ['Ridgeback Estate Cellar Door'],
    ['Statement of cash flows (A$)'],
    [],
    [null, 'FY2025', 'FY2024'],
    ['Cash flows from operating activities'],
    l('Receipts from customers', fy25.receipts!, fy24.receipts!),
    l('Payments to suppliers', fy25.suppliers!, fy24.suppliers!),
    l('Wages paid', fy25.wages!, fy24.wages!),
    l('Interest paid', fy25.interest!, fy24.interest!),
    l('Net cash from operating activities', d25.op, d24.op),
    [],
    ['Cash flows from investing activities'],
    l('Purchase of barrels', fy25.barrels!, fy24.barrels!),
    l('Proceeds from sale of tractor', fy25.tractor!, fy24.tractor!),
    l('Net cash used in investing activities', d25.inv, d24.inv),
    [],
    ['Cash flows from financing activities'],
    l('Loan repayments', fy25.loan!, fy24.loan!),
    l('Owner drawings', fy25.drawings!, fy24.drawings!),
    l('Net cash used in financing activities', d25.fin, d24.fin),
    [],
    l('Net increase (decrease) in cash', d25.change, d24.change),
    l('Cash at beginning of year', fy25.opening!, fy24.opening!),
    l('Cash at end of year', d25.closing, d24.closing),
  ]);
  ws.getColumn(2).numFmt = '#,##0.00;(#,##0.00)';
  ws.getColumn(3).numFmt = '#,##0.00;(#,##0.00)';
  return toBytes(wb);
}

export const vineyardCashflow: BlindBook = {
  name: 'vineyard-cashflow',
  business: 'vineyard cellar door',
  shape: 'cash-flow statement, newest year first',
  build,
  checks: [
    {
      what: 'closing - opening = sum of section totals',
      a: d25.closing - BigInt(fy25.opening!),
      b: d25.op + d25.inv + d25.fin,
    },
  ],
  questions: questionsFor('vineyard-cashflow', [
    [
      'operating cash flow this year',
      { value: money(d25.op) },
      'Net cash from operating activities FY2025',
    ],
    [
      'how much cash did we end the year with',
      { value: money(d25.closing) },
      'Cash at end of year FY2025',
    ],
    [
      'how much did we spend on barrels',
      { value: [money(fy25.barrels!), money(-fy25.barrels!)] },
      'Purchase of barrels FY2025 (sign either way)',
    ],
    [
      'loan repayments last year',
      { value: [money(fy24.loan!), money(-fy24.loan!)] },
      'FY2024 (sign either way)',
    ],
    ['net change in cash 2025', { value: money(d25.change) }, 'Net increase (decrease) FY2025'],
    [
      'what did the owners take out this year',
      { value: [money(fy25.drawings!), money(-fy25.drawings!)] },
      'Owner drawings FY2025',
    ],
    [
      'receipts growth vs last year',
      { value: growth(fy24.receipts!, fy25.receipts!) },
      '(FY25-FY24)/FY24 receipts, %',
    ],
    ['wages paid in FY2024', { value: [money(fy24.wages!), money(-fy24.wages!)] }, 'FY2024'],
    [
      'investing cash flow 2025',
      { value: [money(d25.inv), money(-d25.inv)] },
      'Net cash used in investing FY2025 ("used in" makes either sign a fair reading)',
    ],
    [
      'cash at the start of FY2025',
      { value: money(fy25.opening!) },
      'Cash at beginning of year FY2025',
    ],
    [
      'how much came in from customers over both years',
      { value: money(BigInt(fy25.receipts!) + BigInt(fy24.receipts!)) },
      'FY2025 + FY2024 receipts',
    ],
    [
      'financing cash flow last year',
      { value: [money(d24.fin), money(-d24.fin)] },
      'Net cash used in financing FY2024 (either sign)',
    ],
    ['what was our profit', REFUSE, 'a cash-flow statement does not give profit'],
    ['depreciation on the tractor', REFUSE, 'not in a direct-method cash-flow statement'],
  ]),
};
