/** Hearing clinic (Q, quetzal): annual P&L with sections and "Total ..." lines, years as numbers newest first. */
import { growth, money, pct, sum } from '../../expect';
import { argMax, asker, cell, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function hearingClinic(): BookSpec {
  const r = rng(SEED + 4);
  const years = [2025, 2024, 2023];
  const gen = (lo: number, hi: number): number[] => years.map(() => int(r, lo, hi));
  const income: Array<[string, number[]]> = [
    ['Hearing tests', gen(18000000, 26000000)],
    ['Hearing aid sales', gen(60000000, 90000000)],
    ['Repairs & batteries', gen(5000000, 9000000)],
  ];
  const cos: Array<[string, number[]]> = [
    ['Hearing aid purchases', gen(30000000, 45000000)],
    ['Battery stock', gen(1500000, 3000000)],
  ];
  const opex: Array<[string, number[]]> = [
    ['Rent', gen(9000000, 12000000)],
    ['Salaries', gen(25000000, 32000000)],
    ['Marketing', gen(2000000, 6000000)],
    ['Utilities', gen(1200000, 2000000)],
  ];
  const tot = (sec: Array<[string, number[]]>): bigint[] =>
    years.map((_, y) => sum(sec.map(([, v]) => v[y]!)));
  const ti = tot(income);
  const tc = tot(cos);
  const to = tot(opex);
  const gp = years.map((_, y) => ti[y]! - tc[y]!);
  const np = years.map((_, y) => gp[y]! - to[y]!);
  const line = (l: string, v: Array<number | bigint>): Cell[] => [l, ...v.map(cell)];
  const rows: Cell[][] = [
    ['AudioCare Hearing Clinic'],
    ['Income statement — amounts in GTQ (Q)'],
    [],
    [null, ...years],
    ['Income'],
    ...income.map(([l, v]) => line(`  ${l}`, v)),
    line('Total income', ti),
    ['Cost of sales'],
    ...cos.map(([l, v]) => line(`  ${l}`, v)),
    line('Total cost of sales', tc),
    line('Gross profit', gp),
    ['Operating expenses'],
    ...opex.map(([l, v]) => line(`  ${l}`, v)),
    line('Total operating expenses', to),
    line('Net profit', np),
  ];
  const { qs, q } = asker('hearing-clinic');
  q('net profit 2025', { value: money(np[0]!) }, 'Net profit, 2025 column');
  q('total income in 2024?', { value: money(ti[1]!) }, 'Total income, 2024');
  q(
    'gross margin 2025',
    { value: pct(gp[0]!, ti[0]!) },
    'Gross profit / Total income 2025, percent',
  );
  q(
    'how much did rent go up from 2024 to 2025',
    { value: money(BigInt(opex[0]![1][0]! - opex[0]![1][1]!)) },
    'Rent 2025 - Rent 2024 (negative if it fell)',
  );
  q(
    'how much did income grow from 2024 to 2025',
    { value: growth(ti[1]!, ti[0]!) },
    'growth % = (2025-2024)/2024 of Total income',
  );
  q('salaries in 2023', { value: money(opex[1]![1][2]!) }, 'single cell');
  q(
    'which year was most profitable',
    { at: String(years[argMax(np)]) },
    'year with the largest Net profit',
  );
  q('total operating expenses 2025', { value: money(to[0]!) }, 'Total operating expenses, 2025');
  q(
    'marketing spend over the three years',
    { value: money(sum(opex[2]![1])) },
    'Marketing 2023+2024+2025',
  );
  q('net margin in 2023', { value: pct(np[2]!, ti[2]!) }, 'Net profit / Total income 2023');
  q(
    'what share of 2025 income came from hearing aid sales',
    { value: pct(income[1]![1][0]!, ti[0]!) },
    'Hearing aid sales / Total income 2025',
  );
  q('cost of sales 2024', { value: money(tc[1]!) }, 'Total cost of sales 2024');
  q('gross profit 2023', { value: money(gp[2]!) }, 'Gross profit 2023');
  q('how many patients did we see in 2025', refuse, 'no patient counts');
  q('net profit in march 2025', refuse, 'annual figures only');
  q('what will profit be next year', refuse, 'no forecast basis on the sheet; a guess');
  return {
    name: 'hearing-clinic',
    business: 'hearing clinic',
    sheets: [{ name: 'P&L', rows }],
    questions: qs,
    checks: [['net = income - costs', sum(np), sum(ti) - sum(tc) - sum(to)]],
  };
}
