/** Kayak rental (Abel Tasman), budget vs actual in NZ$: quarters across, a two-row header (Q1 Budget / Actual ...). */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  growth,
  hundredths as m,
  int,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function kayak(): BlindBook {
  const r = rng(SEED + 11);
  const rev = ['Half-day hires', 'Guided tours', 'Water taxi'];
  const cst = ['Guide wages', 'Boat maintenance', 'Fuel', 'Insurance', 'Advertising'];
  const mk = (n: number, lo: number, hi: number): Array<Array<[number, number]>> =>
    Array.from({ length: n }, () =>
      [0, 1, 2, 3].map(() => {
        const b = int(r, lo, hi);
        return [b, Math.max(0, b + int(r, -Math.floor(b / 4), Math.floor(b / 4)))] as [
          number,
          number,
        ];
      }),
    );
  const R = mk(rev.length, 4_000_00, 60_000_00);
  const C = mk(cst.length, 1_500_00, 25_000_00);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA FY25');
  ws.addRow(['Golden Bay Kayaks — budget vs actual FY2025 (NZD)']);
  ws.addRow(['', 'Q1', '', 'Q2', '', 'Q3', '', 'Q4', '', 'Year', '']);
  ws.addRow([
    'Line',
    'Budget',
    'Actual',
    'Budget',
    'Actual',
    'Budget',
    'Actual',
    'Budget',
    'Actual',
    'Budget',
    'Actual',
  ]);
  const row = (label: string, xs: Array<[number | bigint, number | bigint]>): void => {
    ws.addRow([
      label,
      ...xs.flatMap(([b, a]) => [cell(b), cell(a)]),
      cell(sum(xs.map((x) => x[0]))),
      cell(sum(xs.map((x) => x[1]))),
    ]);
  };
  ws.addRow(['Revenue']);
  rev.forEach((n, i) => row(n, R[i]!));
  const qt = (g: Array<Array<[number, number]>>): Array<[bigint, bigint]> =>
    [0, 1, 2, 3].map((k) => [sum(g.map((x) => x[k]![0])), sum(g.map((x) => x[k]![1]))]);
  const tr = qt(R);
  row('Total revenue', tr);
  ws.addRow(['Costs']);
  cst.forEach((n, i) => row(n, C[i]!));
  const tc = qt(C);
  row('Total costs', tc);
  row(
    'Surplus',
    tr.map(([b, a], k) => [b - tc[k]![0], a - tc[k]![1]]),
  );

  const out: BlindQuestion[] = [];
  const q = asker('kayak', out);
  const yb = (g: Array<[bigint | number, bigint | number]>): bigint => sum(g.map((x) => x[0]));
  const ya = (g: Array<[bigint | number, bigint | number]>): bigint => sum(g.map((x) => x[1]));
  q('actual revenue for the year', 'Total revenue, Year Actual', { value: m(ya(tr)) });
  q('did we beat the revenue budget and by how much', 'Total revenue Year Actual - Year Budget', {
    value: m(ya(tr) - yb(tr)),
    abs: true,
  });
  q('how far over budget were costs', 'Total costs Year Actual - Year Budget (negative if under)', {
    value: m(ya(tc) - yb(tc)),
    abs: true,
  });
  q('actual fuel spend in q3', 'Fuel, Q3 Actual', { value: m(C[2]![2]![1]) });
  q('what was budgeted for guided tours in q1', 'Guided tours, Q1 Budget', {
    value: m(R[1]![0]![0]),
  });
  const varC = C.map((g) => ya(g) - yb(g));
  q(
    'which cost line blew the budget the most',
    'cost line with the largest Actual - Budget for the year',
    { at: cst[varC.indexOf(argmax(varC, (x) => x))]! },
  );
  q('actual surplus for the year', 'Total revenue actual - Total costs actual', {
    value: m(ya(tr) - ya(tc)),
  });
  q(
    'revenue vs budget in % for the year',
    'Total revenue Year Actual / Year Budget (achievement %) or (Actual - Budget) / Budget (variance %): both accepted',
    { value: [pct(ya(tr), yb(tr)), growth(yb(tr), ya(tr))], tol: PCT },
  );
  q('water taxi actual in q4', 'single cell', { value: m(R[2]![3]![1]) });
  const qa = tr.map((x) => x[1]);
  q('best quarter for actual revenue', 'quarter with the largest Total revenue Actual', {
    at: `Q${qa.indexOf(argmax(qa, (x) => x)) + 1}`,
  });
  q('insurance actual for the year', 'Insurance Year Actual', { value: m(ya(C[3]!)) });
  q(
    'how are we tracking against budget this month',
    'quarterly sheet, no months; and which line?',
    { refuse: true },
  );
  q('what was the budget last year', 'only FY2025 on the sheet', { refuse: true });
  return {
    name: 'kayak',
    business: 'kayak rental, NZ$, budget vs actual by quarter',
    workbook: wb,
    questions: out,
  };
}
