/**
 * Scooter sharing service: a cash-flow statement (operating / investing / financing) with
 * years as TEXT column headers, oldest first ("FY2024", "FY2025"), outflows as negative
 * numbers shown in brackets, and the cash roll-forward under it. SGD.
 */
import ExcelJS from 'exceljs';
import { growth, money } from '../../expect';
import { asker, cell, seeded, sumOf, SEED, type BlindBook } from '../kit';

export function scooterCashflow(): BlindBook {
  const name = 'scooter-cashflow';
  const rng = seeded(SEED, name);
  const year = (): Record<string, bigint> => ({
    net: BigInt(rng.int(8000000, 26000000)),
    dep: BigInt(rng.int(9000000, 14000000)),
    rec: BigInt(-rng.int(100000, 2500000)),
    pay: BigInt(rng.int(-900000, 1800000)),
    capex: BigInt(-rng.int(15000000, 32000000)),
    disposals: BigInt(rng.int(300000, 1500000)),
    loanIn: BigInt(rng.pick([0, 10000000, 15000000])),
    loanOut: BigInt(-rng.int(3000000, 6000000)),
    drawings: BigInt(-rng.int(2000000, 5000000)),
  });
  const ys = [year(), year()];
  const opening0 = BigInt(rng.int(5000000, 12000000));
  const op = ys.map((y) => y.net! + y.dep! + y.rec! + y.pay!);
  const inv = ys.map((y) => y.capex! + y.disposals!);
  const fin = ys.map((y) => y.loanIn! + y.loanOut! + y.drawings!);
  const change = ys.map((_, i) => op[i]! + inv[i]! + fin[i]!);
  const opening = [opening0, opening0 + change[0]!];
  const closing = [opening[0]! + change[0]!, opening[1]! + change[1]!];

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow');
  ws.addRow(['ZipGo Scooters Pte Ltd - Statement of cash flows (SGD)']);
  ws.addRow([]);
  ws.addRow(['', 'FY2024', 'FY2025']);
  const fmt = '#,##0.00;(#,##0.00)';
  const put = (label: string, v: bigint[]): void => {
    const r = ws.addRow([label, cell(v[0]!), cell(v[1]!)]);
    r.getCell(2).numFmt = fmt;
    r.getCell(3).numFmt = fmt;
  };
  const pick = (k: string): bigint[] => ys.map((y) => y[k]!);
  ws.addRow(['Cash flows from operating activities']);
  put('Net income', pick('net'));
  put('Depreciation of fleet', pick('dep'));
  put('(Increase) in receivables', pick('rec'));
  put('Increase / (decrease) in payables', pick('pay'));
  put('Net cash from operating activities', op);
  ws.addRow(['Cash flows from investing activities']);
  put('Purchase of scooters', pick('capex'));
  put('Proceeds from sale of retired scooters', pick('disposals'));
  put('Net cash used in investing activities', inv);
  ws.addRow(['Cash flows from financing activities']);
  put('Bank loan drawn', pick('loanIn'));
  put('Loan repayments', pick('loanOut'));
  put('Owner drawings', pick('drawings'));
  put('Net cash from financing activities', fin);
  ws.addRow([]);
  put('Net increase / (decrease) in cash', change);
  put('Cash at beginning of year', opening);
  put('Cash at end of year', closing);

  const { ask, questions } = asker(name);
  ask(
    'cash from operations this year',
    { value: money(op[1]!) },
    'Net cash from operating activities, FY2025 (the newest year)',
  );
  ask(
    'how much did we spend on new scooters in fy2025',
    { value: money(ys[1]!.capex!), abs: true },
    'Purchase of scooters FY2025 (an outflow; sign ignored)',
  );
  ask(
    'net change in cash 2025',
    { value: money(change[1]!) },
    'Net increase/(decrease) in cash, FY2025',
  );
  ask(
    'how much cash did we end 2025 with',
    { value: money(closing[1]!) },
    'Cash at end of year, FY2025',
  );
  ask(
    'cash at the start of fy2025',
    { value: money(opening[1]!) },
    'Cash at beginning of year, FY2025',
  );
  ask(
    'depreciation last year',
    { value: money(ys[0]!.dep!) },
    'Depreciation of fleet, FY2024 (last year = the older column)',
  );
  ask(
    'loan repayments in 2025',
    { value: money(ys[1]!.loanOut!), abs: true },
    'Loan repayments FY2025 (sign ignored)',
  );
  ask(
    'how much did operating cash flow change vs last year in %',
    { value: growth(op[0]!, op[1]!) },
    'growth = (FY2025 - FY2024) / |FY2024| of Net cash from operating activities',
  );
  ask(
    'net cash from financing in 2024',
    { value: money(fin[0]!) },
    'Net cash from financing activities, FY2024',
  );
  ask(
    'owner drawings fy25',
    { value: money(ys[1]!.drawings!), abs: true },
    'Owner drawings FY2025 (sign ignored)',
  );
  ask('net income 2025', { value: money(ys[1]!.net!) }, 'Net income, FY2025');
  ask(
    'did cash go up or down in fy2024',
    { value: money(change[0]!) },
    'Net increase/(decrease) in cash, FY2024 (sign = direction)',
  );
  ask(
    'investing cash flow 2025',
    { value: money(inv[1]!) },
    'Net cash used in investing activities, FY2025',
  );
  ask('what was our cash flow in march', { refuse: true }, 'annual statement only');
  ask('how many rides did we do', { refuse: true }, 'no ride counts');

  return {
    name,
    business: 'scooter sharing service',
    shape: 'cash-flow statement with text year headers, brackets for outflows, cash roll-forward',
    workbook: wb,
    questions,
    checks: [
      {
        what: 'closing FY2025 = opening FY2024 + both changes',
        a: closing[1]!,
        b: opening0 + sumOf(change),
      },
      { what: 'opening FY2025 = closing FY2024', a: opening[1]!, b: closing[0]! },
    ],
  };
}
