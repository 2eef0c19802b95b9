/**
 * Veterinary clinic (EUR, in thousands): a two-year comparison with years as column headers
 * (2025 first, then 2024), Variance and Var % columns, revenue and cost sections with totals
 * and an operating result; the unit is stated in the title ("EUR thousands").
 */
import { growth, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, P, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';
import { divRound } from '../../expect';

/** A figure in tenths of a thousand (one decimal, as the sheet shows it), kept in hundredths. */
const k = (tenths: number): bigint => BigInt(tenths) * 10n;

export async function vetclinic(): Promise<Blind3Book> {
  const rng = makeRng(10);
  const pair = (lo: number, hi: number, drift: number): [bigint, bigint] => {
    const last = rng.int(lo, hi);
    return [k(Math.round(last * (1 + drift + (rng.next() - 0.5) * 0.1))), k(last)];
  };
  const revenue: Array<[string, [bigint, bigint]]> = [
    ['Consultations', pair(3800, 4600, 0.06)],
    ['Surgery', pair(2600, 3400, 0.12)],
    ['Vaccinations', pair(900, 1300, -0.04)],
    ['Pharmacy sales', pair(1700, 2300, 0.03)],
    ['Laboratory', pair(600, 900, 0.2)],
  ];
  const costs: Array<[string, [bigint, bigint]]> = [
    ['Staff costs', pair(5200, 5800, 0.05)],
    ['Drugs & consumables', pair(1500, 1900, 0.04)],
    ['Rent', [k(960), k(960)]],
    ['Equipment lease', pair(300, 420, 0)],
    ['Other operating costs', pair(500, 700, 0.02)],
  ];
  const tot = (rows: Array<[string, [bigint, bigint]]>, y: 0 | 1): bigint =>
    bsum(rows.map((r) => r[1][y]));
  const rev: [bigint, bigint] = [tot(revenue, 0), tot(revenue, 1)];
  const cost: [bigint, bigint] = [tot(costs, 0), tot(costs, 1)];
  const result: [bigint, bigint] = [rev[0] - cost[0], rev[1] - cost[1]];
  const varPct = (v: [bigint, bigint]): bigint => divRound((v[0] - v[1]) * 10000n, v[1]);

  const wb = newBook();
  const S = 'Comparison';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.thousands);
  w.add(['Tierarztpraxis Am Park'], { bold: true });
  w.add(['Revenue and costs, 2025 compared with 2024 (EUR thousands)']);
  w.blank();
  w.add(['', '2025', '2024', 'Variance', 'Var %'], { bold: true });
  const line = (label: string, v: [bigint, bigint], bold = false): number =>
    w.add([label, M(v[0]), M(v[1]), M(v[0] - v[1]), P(varPct(v))], { bold });
  w.add(['Revenue'], { bold: true });
  const rf = w.row + 1;
  for (const [l, v] of revenue) line(l, v);
  const revRow = line('Total revenue', rev, true);
  w.blank();
  w.add(['Costs'], { bold: true });
  const cf = w.row + 1;
  for (const [l, v] of costs) line(l, v);
  const costRow = line('Total costs', cost, true);
  w.blank();
  const resRow = line('Operating result', result, true);
  w.blank();
  w.add(['2025 figures are unaudited.']);

  const both = (cents: bigint): string[] => [money(cents), money(cents * 1000n)];
  const surgery = revenue[1]![1];
  const fastest = argmax(revenue, (r) => varPct(r[1]));
  const staff = costs[0]![1];
  const pharmacy = revenue[3]![1];

  const { list, ask, refuse } = questionsFor('vetclinic');
  const th = 'in EUR thousands as the sheet shows it, or the same in euros; either is right';
  ask('total revenue this year', { value: both(rev[0]) }, `Total revenue, 2025, ${th}`, {
    sheet: S,
    range: `B${rf}:B${revRow - 1}`,
    op: 'sum',
  });
  ask(
    'how much did revenue grow vs last year in %',
    { value: growth(rev[1], rev[0]) },
    '(2025 - 2024) / 2024 of Total revenue',
  );
  ask(
    'surgery revenue change from 2024',
    { value: both(surgery[0] - surgery[1]) },
    `Surgery 2025 - 2024, ${th}`,
  );
  ask('which revenue line grew fastest', { at: fastest[0] }, 'revenue line with the largest Var %');
  ask('staff costs in 2024', { value: both(staff[1]) }, `Staff costs, 2024, ${th}`);
  ask('operating result 2025', { value: both(result[0]) }, `Operating result, 2025, ${th}`, {
    sheet: S,
    range: `B${resRow}`,
    op: 'value',
  });
  ask(
    'operating margin this year',
    { value: pct(result[0], rev[0]) },
    'Operating result / Total revenue, 2025, percent',
  );
  ask(
    'what share of revenue is pharmacy',
    { value: pct(pharmacy[0], rev[0]) },
    'Pharmacy sales / Total revenue, 2025, percent',
  );
  ask('total costs last year', { value: both(cost[1]) }, `Total costs, 2024, ${th}`, {
    sheet: S,
    range: `C${cf}:C${costRow - 1}`,
    op: 'sum',
  });
  ask(
    'compare this year to last',
    { value: [...both(rev[0] - rev[1]), growth(rev[1], rev[0])] },
    'the change in Total revenue, 2025 vs 2024, as an amount (thousands or euros) or in percent',
  );
  ask(
    'how much more did we spend on drugs and consumables',
    { value: both(costs[1]![1][0] - costs[1]![1][1]), abs: true },
    `Drugs & consumables 2025 - 2024 (a change either way, sign may be worded), ${th}`,
  );
  ask('vaccinations 2025', { value: both(revenue[2]![1][0]) }, `Vaccinations, 2025, ${th}`);
  ask(
    'did the operating result go up or down, by how much',
    { value: both(result[0] - result[1]) },
    `Operating result 2025 - 2024, ${th}`,
  );
  refuse('how many animals did we treat', 'no patient counts');
  refuse('revenue in 2023', 'only 2025 and 2024');
  refuse(
    'what did we spend on marketing',
    'no marketing line (it may sit in Other operating costs)',
  );

  return {
    name: 'vetclinic',
    business: 'veterinary clinic',
    shape: 'two-year comparison, years as headers, variance and %, in thousands',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `B${revRow}`, parts: `B${rf}:B${revRow - 1}` },
      { sheet: S, total: `C${revRow}`, parts: `C${rf}:C${revRow - 1}` },
      { sheet: S, total: `B${costRow}`, parts: `B${cf}:B${costRow - 1}` },
      { sheet: S, total: `C${costRow}`, parts: `C${cf}:C${costRow - 1}` },
    ],
  };
}
