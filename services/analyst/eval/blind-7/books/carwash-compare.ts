/**
 * A car wash's two-year comparison "in thousands of pesos": wash types down, years as column
 * headers (2024, 2025), Variance and Var % columns, a Total row. Values are whole thousands,
 * so a figure in thousands or in pesos is accepted.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  growth,
  intIn,
  pct,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
  asFraction,
} from '../kit';

const NAME = 'carwash-compare';
const TYPES = [
  'Express Exterior',
  'Full Service',
  'Premium Wax',
  'Interior Detail',
  'Fleet Accounts',
  'Motorbike Wash',
] as const;

/** a whole-thousands figure: accept it as written (thousands) or in pesos */
const k = (x: number | bigint): string[] => [String(x), String(BigInt(x) * 1000n)];

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const y24 = TYPES.map(() => intIn(rng, 300, 2400));
  const y25 = y24.map((v) => Math.max(50, v + intIn(rng, -Math.floor(v / 4), Math.floor(v / 2))));
  const t24 = sum(y24);
  const t25 = sum(y25);
  const vari = y25.map((v, i) => v - y24[i]!);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('YoY');
  ws.addRow(['SparkleWay Car Wash - Revenue by wash type']);
  ws.addRow(['(in thousands of ₱)']);
  ws.addRow([]);
  ws.addRow(['Wash type', 2024, 2025, 'Variance', 'Var %']);
  TYPES.forEach((t, i) => {
    const row = ws.addRow([t, y24[i], y25[i], vari[i], asFraction(growth(y24[i]!, y25[i]!))]);
    row.getCell(5).numFmt = '0.00%';
  });
  const tr = ws.addRow([
    'Total',
    Number(t24),
    Number(t25),
    Number(t25 - t24),
    asFraction(growth(t24, t25)),
  ]);
  tr.getCell(5).numFmt = '0.00%';
  ws.addRow([]);
  ws.addRow(['Fleet Accounts lost the municipal contract in Q3 2025.']);

  const q = new Questions(NAME);
  const topVar = argMax(vari);
  const pcts = y24.map((a, i) => BigInt(Math.round(Number(growth(a, y25[i]!)) * 100)));
  const topPct = argMax(pcts);
  const worst = vari.indexOf(Math.min(...vari));
  q.num('total revenue this year', k(t25), '2025 Total (thousands of pesos)');
  q.num(
    'compare this year to last',
    [growth(t24, t25), ...k(t25 - t24)],
    'two fair readings, either is right: growth of the Total = (2025 - 2024) / 2024 * 100, or the change 2025 - 2024 (thousands or pesos)',
  );
  q.num(
    'how much more did we make than last year',
    k(t25 - t24),
    '2025 Total minus 2024 Total, thousands',
  );
  q.num('full service revenue 2024', k(y24[1]!), 'Full Service, 2024');
  q.pct(
    'how did fleet accounts change in percent',
    growth(y24[4]!, y25[4]!),
    'Fleet Accounts (2025 - 2024) / 2024 * 100',
  );
  if (uniqueExtreme(vari, topVar))
    q.at(
      'which wash type grew the most in pesos',
      TYPES[topVar]!,
      'largest Variance (amount, not percent)',
      k(vari[topVar]!),
    );
  if (uniqueExtreme(pcts, topPct))
    q.at(
      'which one grew fastest in percent',
      TYPES[topPct]!,
      'largest Var %',
      growth(y24[topPct]!, y25[topPct]!),
    );
  if (vari[worst]! < 0 && vari.filter((v) => v === vari[worst]).length === 1)
    q.at(
      'which service dropped the most',
      TYPES[worst]!,
      'smallest (most negative) Variance in pesos',
      k(vari[worst]!),
    );
  q.pct(
    'premium wax share of 2025 revenue',
    pct(y25[2]!, t25),
    'Premium Wax 2025 / Total 2025 * 100',
  );
  q.num('interior detailing this year', k(y25[3]!), 'Interior Detail, 2025');
  q.num('last year total', k(t24), '2024 Total');
  q.num('motorbike wash variance', k(vari[5]!), 'Motorbike Wash, 2025 - 2024');
  q.num(
    'express plus full service revenue in 2025',
    k(y25[0]! + y25[1]!),
    'Express Exterior + Full Service, 2025',
  );
  q.refuse('how many cars did we wash', 'no wash counts, only revenue');
  q.refuse('what was revenue in december', 'the sheet has yearly totals only');

  return {
    name: NAME,
    business: 'car wash',
    shape: 'two-year comparison in thousands, years as column headers, Variance, Var %',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [{ what: 'variances sum to the total variance', got: sum(vari), want: t25 - t24 }],
  };
}
