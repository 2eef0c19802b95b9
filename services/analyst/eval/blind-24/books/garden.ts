/** Garden centre (zł): QuickBooks-style P&L export, title rows, indented account column, months as columns. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, cents, MON, monthAt, putRow, sumB, type BookDef } from '../kit';

const INCOME = ['4000 Plant sales', '4010 Garden furniture', '4020 Landscaping services'] as const;
const COGS = ['5000 Nursery stock purchases'] as const;
const EXP = [
  '6100 Wages',
  '6200 Greenhouse heating',
  '6300 Delivery van',
  '6400 Advertising',
] as const;

export const garden: BookDef = {
  name: 'garden',
  business: 'garden centre, Poznań',
  build(rng) {
    const row = (lo: number, hi: number): bigint[] => MON.map(() => cents(rng, lo, hi));
    const inc = INCOME.map(() => row(6000, 40000));
    const cogs = COGS.map(() => row(5000, 20000));
    const exp = EXP.map(() => row(1500, 14000));
    const tot = (rows: bigint[][]): bigint[] => MON.map((_, m) => sumB(rows.map((r) => r[m]!)));
    const tInc = tot(inc),
      tCogs = tot(cogs),
      tExp = tot(exp);
    const gp = MON.map((_, m) => tInc[m]! - tCogs[m]!);
    const net = MON.map((_, m) => gp[m]! - tExp[m]!);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Profit and Loss');
    putRow(ws, 1, ['Zielony Ogród Sp. z o.o.']);
    putRow(ws, 2, ['Profit and Loss']);
    putRow(ws, 3, ['January - December 2025']);
    putRow(ws, 5, ['', ...MON.map((m) => `${m} 2025`), 'Total']);
    let r = 6;
    const line = (label: string, xs: bigint[]): void =>
      putRow(ws, r++, [label, ...xs.map(cell), cell(sumB(xs))]);
    putRow(ws, r++, ['Income']);
    INCOME.forEach((n, i) => line(`   ${n}`, inc[i]!));
    line('Total Income', tInc);
    putRow(ws, r++, ['Cost of Goods Sold']);
    COGS.forEach((n, i) => line(`   ${n}`, cogs[i]!));
    line('Total Cost of Goods Sold', tCogs);
    line('Gross Profit', gp);
    putRow(ws, r++, ['Expenses']);
    EXP.forEach((n, i) => line(`   ${n}`, exp[i]!));
    line('Total Expenses', tExp);
    line('Net Operating Income', net);
    r++;
    line('Net Income', net);
    r++;
    putRow(ws, r, ['Cash Basis Wednesday, January 14, 2026 09:12 AM GMT+01:00']);
    const yr = sumB;
    const bestNet = argMax(net);
    const spring = sumB(tInc.slice(2, 5));
    return {
      workbook: wb,
      checks: [
        {
          what: 'net income = income - cogs - expenses',
          a: yr(net),
          b: yr(tInc) - yr(tCogs) - yr(tExp),
        },
      ],
      questions: [
        {
          question: 'net income 2025',
          expect: { value: money(yr(net)) },
          means: 'Net Income, Total column',
        },
        {
          question: 'total income for the year',
          expect: { value: money(yr(tInc)) },
          means: 'Total Income, Total column',
        },
        {
          question: 'how much did plant sales bring in',
          expect: { value: money(yr(inc[0]!)) },
          means: '4000 Plant sales, Total',
        },
        {
          question: 'what did heating the greenhouse cost us',
          expect: { value: money(yr(exp[1]!)) },
          means: '6200 Greenhouse heating, Total',
        },
        {
          question: 'best month for profit',
          expect: { at: monthAt(bestNet, 2025) },
          means: 'month with the highest Net Income',
        },
        {
          question: 'gross profit margin',
          expect: { value: pct(yr(gp), yr(tInc)) },
          means: 'Gross Profit / Total Income, year',
        },
        {
          question: 'how did we do in may',
          expect: { value: money(net[4]!) },
          means: 'Net Income, May 2025 (the bottom line of a P&L)',
        },
        {
          question: 'income in march april and may together',
          expect: { value: money(spring) },
          means: 'Total Income Mar+Apr+May',
        },
        {
          question: 'landscaping revenue in september',
          expect: { value: money(inc[2]![8]!) },
          means: '4020 Landscaping services, Sep 2025',
        },
        {
          question: 'total expenses',
          expect: { value: money(yr(tExp)) },
          means: 'Total Expenses, Total column (COGS is its own section)',
        },
        {
          question: 'advertising as a share of income',
          expect: { value: pct(yr(exp[3]!), yr(tInc)) },
          means: '6400 Advertising / Total Income, year',
        },
        {
          question: 'cost of goods sold in december',
          expect: { value: money(tCogs[11]!) },
          means: 'Total Cost of Goods Sold, Dec 2025',
        },
        {
          question: 'how many plants did we sell',
          expect: { refuse: true },
          means: 'no quantities in a P&L',
        },
        {
          question: 'which customer spent the most at the garden centre',
          expect: { refuse: true },
          means: 'no customers in a P&L',
        },
        {
          question: 'wages for the year',
          expect: { value: money(yr(exp[0]!)) },
          means: '6100 Wages, Total',
        },
        {
          question: 'which month had the most income',
          expect: { at: monthAt(argMax(tInc), 2025) },
          means: 'month with the highest Total Income',
        },
      ],
    };
  },
};
