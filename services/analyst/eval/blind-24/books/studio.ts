/** Recording studio (HK$): P&L with sections, quarters as columns, "Total ..." lines, in thousands. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, cell, putRow, sumB, type BookDef } from '../kit';

const INCOME = ['Studio hire', 'Mixing & mastering', 'Voice-over sessions'] as const;
const COS = ['Freelance engineers', 'Equipment hire'] as const;
const OPEX = ['Rent', 'Electricity', 'Marketing', 'Insurance'] as const;
const QS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export const studio: BookDef = {
  name: 'studio',
  business: 'recording studio, Kwun Tong',
  build(rng) {
    // figures are HK$ thousands with one decimal; kept as "cents" of thousands (x100)
    const gen = (lo: number, hi: number): bigint[] => QS.map(() => BigInt(rng.int(lo, hi)) * 10n);
    const inc = INCOME.map(() => gen(800, 2600));
    const cos = COS.map(() => gen(200, 700));
    const opx = OPEX.map(() => gen(90, 600));
    const tot = (rows: bigint[][]): bigint[] => QS.map((_, q) => sumB(rows.map((r) => r[q]!)));
    const tInc = tot(inc),
      tCos = tot(cos),
      tOpx = tot(opx);
    const gp = QS.map((_, q) => tInc[q]! - tCos[q]!);
    const np = QS.map((_, q) => gp[q]! - tOpx[q]!);
    const year = (xs: bigint[]): bigint => sumB(xs);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('P&L FY2025');
    putRow(ws, 1, ['Harbour Sound Studios Ltd']);
    putRow(ws, 2, ['Profit & loss, year ended 31 December 2025']);
    putRow(ws, 3, ['HK$ in thousands']);
    putRow(ws, 5, [undefined, ...QS, 'FY2025']);
    let r = 6;
    const line = (label: string, xs: bigint[]): void =>
      putRow(ws, r++, [label, ...xs.map(cell), cell(year(xs))]);
    putRow(ws, r++, ['Income']);
    INCOME.forEach((n, i) => line(`  ${n}`, inc[i]!));
    line('Total income', tInc);
    r++;
    putRow(ws, r++, ['Cost of sales']);
    COS.forEach((n, i) => line(`  ${n}`, cos[i]!));
    line('Total cost of sales', tCos);
    line('Gross profit', gp);
    r++;
    putRow(ws, r++, ['Operating expenses']);
    OPEX.forEach((n, i) => line(`  ${n}`, opx[i]!));
    line('Total operating expenses', tOpx);
    r++;
    line('Net profit', np);
    const bestQ = argMax(np);
    const k = (x: bigint): string => money(x); // in thousands, as in the sheet
    return {
      workbook: wb,
      checks: [
        { what: 'net = income - cos - opex', a: year(np), b: year(tInc) - year(tCos) - year(tOpx) },
      ],
      questions: [
        {
          question: 'what was our net profit for the year',
          expect: { value: [k(year(np)), money(year(np) * 1000n)] },
          means: 'Net profit FY2025 (HK$ thousands; the full HK$ figure also accepted)',
        },
        {
          question: 'total income in Q3',
          expect: { value: [k(tInc[2]!), money(tInc[2]! * 1000n)] },
          means: 'Total income, Q3',
        },
        {
          question: 'gross margin for the year',
          expect: { value: pct(year(gp), year(tInc)) },
          means: 'Gross profit FY / Total income FY, percent',
        },
        {
          question: 'net margin %',
          expect: { value: pct(year(np), year(tInc)) },
          means: 'Net profit FY / Total income FY',
        },
        {
          question: 'which quarter was most profitable',
          expect: { at: QS[bestQ] },
          means: 'quarter with the highest Net profit',
        },
        {
          question: 'how much did we spend on marketing',
          expect: { value: [k(year(opx[2]!)), money(year(opx[2]!) * 1000n)] },
          means: 'Marketing FY2025',
        },
        {
          question: 'mixing and mastering revenue in q1',
          expect: { value: [k(inc[1]![0]!), money(inc[1]![0]! * 1000n)] },
          means: 'Mixing & mastering, Q1',
        },
        {
          question: 'total operating expenses',
          expect: { value: [k(year(tOpx)), money(year(tOpx) * 1000n)] },
          means: 'Total operating expenses FY2025',
        },
        {
          question: 'how much did income grow from Q1 to Q4',
          expect: { value: growth(tInc[0]!, tInc[3]!) },
          means: '(Total income Q4 - Q1)/Q1, percent',
        },
        {
          question: 'what are the freelance engineers costing us',
          expect: { value: [k(year(cos[0]!)), money(year(cos[0]!) * 1000n)] },
          means: 'Freelance engineers FY2025',
        },
        {
          question: 'rent as a % of income',
          expect: { value: pct(year(opx[0]!), year(tInc)) },
          means: 'Rent FY / Total income FY',
        },
        {
          question: 'gross profit q2',
          expect: { value: [k(gp[1]!), money(gp[1]! * 1000n)] },
          means: 'Gross profit, Q2',
        },
        {
          question: "what's eating our margin",
          expect: { refuse: true },
          means: 'vague; no single figure a bookkeeper would give – expect a question back',
        },
        {
          question: 'how much tax do we owe',
          expect: { refuse: true },
          means: 'no tax line in the P&L',
        },
      ],
    };
  },
};
