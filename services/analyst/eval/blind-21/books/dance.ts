/**
 * Dance studio (Brno), P&L in Kč with sections and "Total ..." lines, two years as text columns
 * newest first ("FY 2025", "FY 2024"), then Change and Change %.
 */
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

export function dance(): BlindBook {
  const r = rng(SEED + 4);
  const income = ['Class passes', 'Private lessons', 'Summer camp', 'Studio rental'];
  const costs = ['Instructor fees', 'Rent', 'Energy', 'Music licences', 'Marketing', 'Costumes'];
  const inc = income.map(
    () => [int(r, 180_000_00, 1_400_000_00), int(r, 160_000_00, 1_300_000_00)] as const,
  ); // [2025, 2024]
  const cst = costs.map(
    () => [int(r, 40_000_00, 600_000_00), int(r, 40_000_00, 600_000_00)] as const,
  );
  const ti = [sum(inc.map((x) => x[0])), sum(inc.map((x) => x[1]))] as const;
  const tc = [sum(cst.map((x) => x[0])), sum(cst.map((x) => x[1]))] as const;
  const net = [ti[0] - tc[0], ti[1] - tc[1]] as const;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Výsledovka');
  ws.addRow(['Studio Pohyb s.r.o.']);
  ws.addRow(['Profit and loss, Kč']);
  ws.addRow(['', 'FY 2025', 'FY 2024', 'Change', 'Change %']);
  const line = (label: string, a: bigint | number, b: bigint | number): void => {
    const A = BigInt(a);
    const B = BigInt(b);
    ws.addRow([label, cell(A), cell(B), cell(A - B), B === 0n ? '' : Number(growth(B, A)) / 100]);
  };
  ws.addRow(['Income']);
  income.forEach((n, i) => line(n, inc[i]![0], inc[i]![1]));
  line('Total income', ti[0], ti[1]);
  ws.addRow([]);
  ws.addRow(['Operating costs']);
  costs.forEach((n, i) => line(n, cst[i]![0], cst[i]![1]));
  line('Total operating costs', tc[0], tc[1]);
  ws.addRow([]);
  line('Net profit', net[0], net[1]);
  ws.getColumn(5).numFmt = '0.00%';

  const out: BlindQuestion[] = [];
  const q = asker('dance', out);
  q('total income this year', 'Total income, FY 2025', { value: m(ti[0]) });
  q('what did we make last year', 'ambiguous: income or net profit for FY 2024', { refuse: true });
  q('net profit 2025', 'Net profit, FY 2025', { value: m(net[0]) });
  q(
    'compare this year to last on net profit',
    'Net profit 2025 - 2024, or the change in % (both accepted)',
    { value: [m(net[0] - net[1]), growth(net[1], net[0])], tol: PCT },
  );
  q('how much did income grow in %', 'growth = (Total income 2025 - 2024) / 2024', {
    value: growth(ti[1], ti[0]),
    tol: PCT,
  });
  q('what did rent cost us in 2024', 'Rent, FY 2024', { value: m(cst[1]![1]) });
  q('biggest cost this year', 'largest operating cost line, FY 2025', {
    at: costs[cst.indexOf(argmax([...cst], (x) => x[0]))]!,
  });
  q('whats our profit margin for 2025', 'Net profit / Total income, FY 2025', {
    value: pct(net[0], ti[0]),
    tol: PCT,
  });
  const ch = cst.map((x) => x[0] - x[1]);
  q('which cost went up the most', 'largest increase 2025 vs 2024 in Kč', {
    at: costs[ch.indexOf(argmax(ch, (x) => x))]!,
  });
  q(
    'private lessons revenue change',
    'Private lessons 2025 - 2024, or the change in % (both accepted)',
    { value: [m(inc[1]![0] - inc[1]![1]), growth(inc[1]![1], inc[1]![0])], tol: PCT },
  );
  q('total operating costs in fy24', 'Total operating costs, FY 2024', { value: m(tc[1]) });
  q('marketing as a % of income this year', 'Marketing 2025 / Total income 2025', {
    value: pct(cst[4]![0], ti[0]),
    tol: PCT,
  });
  q('summer camp in 2025', 'single cell', { value: m(inc[2]![0]) });
  q('how did we do in march', 'annual figures only; no months', { refuse: true });
  q(
    'what will profit be in 2026',
    'no basis for a forecast on two points without a stated method',
    { refuse: true },
  );
  return {
    name: 'dance',
    business: 'dance studio, Kč, P&L two years',
    workbook: wb,
    questions: out,
  };
}
