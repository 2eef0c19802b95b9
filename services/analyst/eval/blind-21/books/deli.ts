/** Deli (Zürich), cash-flow statement in CHF: sections, quarters as columns with a year column, outflows in brackets (negative). */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  hundredths as m,
  int,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function deli(): BlindBook {
  const r = rng(SEED + 12);
  const ops: Array<[string, number, number]> = [
    ['Cash from customers', 90_000_00, 160_000_00],
    ['Paid to suppliers', -80_000_00, -40_000_00],
    ['Wages paid', -45_000_00, -30_000_00],
    ['Rent paid', -12_000_00, -12_000_00],
    ['Taxes paid', -9_000_00, -2_000_00],
  ];
  const inv: Array<[string, number, number]> = [
    ['Slicer and fridges', -18_000_00, 0],
    ['Sale of old van', 0, 6_000_00],
  ];
  const fin: Array<[string, number, number]> = [
    ['Loan repayments', -4_500_00, -4_500_00],
    ['Owner drawings', -9_000_00, -3_000_00],
  ];
  const gen = (xs: Array<[string, number, number]>): number[][] =>
    xs.map(([, lo, hi]) => [0, 1, 2, 3].map(() => int(r, lo, hi)));
  const O = gen(ops);
  const I = gen(inv);
  const F = gen(fin);
  const tot = (g: number[][]): bigint[] => [0, 1, 2, 3].map((k) => sum(g.map((x) => x[k]!)));
  const to = tot(O);
  const ti = tot(I);
  const tf = tot(F);
  const net = to.map((x, k) => x + ti[k]! + tf[k]!);
  const opening = 42_300_00n;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Cash flow 2025');
  ws.addRow(['Feinkost Limmat GmbH']);
  ws.addRow(['Statement of cash flows 2025']);
  ws.addRow(['CHF']);
  ws.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', '2025']);
  const line = (l: string, xs: Array<number | bigint>): void => {
    ws.addRow([l, ...xs.map(cell), cell(sum(xs))]);
  };
  ws.addRow(['Operating activities']);
  ops.forEach(([n], i) => line(n, O[i]!));
  line('Net cash from operating activities', to);
  ws.addRow(['Investing activities']);
  inv.forEach(([n], i) => line(n, I[i]!));
  line('Net cash from investing activities', ti);
  ws.addRow(['Financing activities']);
  fin.forEach(([n], i) => line(n, F[i]!));
  line('Net cash from financing activities', tf);
  line('Net change in cash', net);
  const opens = [opening];
  for (let k = 1; k < 4; k++) opens.push(opens[k - 1]! + net[k - 1]!);
  const closes = opens.map((o, k) => o + net[k]!);
  ws.addRow(['Cash at start of period', ...opens.map(cell), cell(opening)]);
  ws.addRow(['Cash at end of period', ...closes.map(cell), cell(closes[3]!)]);

  const out: BlindQuestion[] = [];
  const q = asker('deli', out);
  q('operating cash flow for the year', 'Net cash from operating activities, 2025', {
    value: m(sum(to)),
  });
  q('how much cash did we end the year with', 'Cash at end of period, Q4 / 2025', {
    value: m(closes[3]!),
  });
  q('net change in cash in q2', 'Net change in cash, Q2', { value: m(net[1]!) });
  q(
    'what did we spend on equipment',
    'Slicer and fridges, 2025 (a negative outflow; magnitude accepted)',
    { value: m(sum(I[0]!)), abs: true },
  );
  q('how much did the owner take out', 'Owner drawings, 2025 (magnitude accepted)', {
    value: m(sum(F[1]!)),
    abs: true,
  });
  q('cash received from customers in q4', 'single cell', { value: m(O[0]![3]!) });
  q('wages paid over the year', 'Wages paid, 2025 (magnitude accepted)', {
    value: m(sum(O[2]!)),
    abs: true,
  });
  q('which quarter was worst for cash', 'quarter with the smallest Net change in cash', {
    at: `Q${net.indexOf(net.reduce((a, b) => (b < a ? b : a))) + 1}`,
  });
  q('financing cash flow total', 'Net cash from financing activities, 2025', { value: m(sum(tf)) });
  q('cash at the start of q3', 'Cash at start of period, Q3', { value: m(opens[2]!) });
  q('what was our profit', 'a cash-flow statement does not give profit', { refuse: true });
  q('how much do we still owe on the loan', 'repayments only, no balance', { refuse: true });
  return { name: 'deli', business: 'deli, CHF, cash-flow statement', workbook: wb, questions: out };
}
