/** Tiling contractor (KSh): expense log grouped by category, subtotal row + blank row per group, grand total. */
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  pick,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function tilingContractor(): BookSpec {
  const r = rng(SEED + 3);
  const cats: Array<[string, string[], number]> = [
    ['Tiles & adhesive', ['Nairobi Tile Depot', 'Ceramica Kenya', 'BuildMart'], 6000000],
    ['Fuel', ['Shell Ngong Rd', 'Rubis Westlands'], 900000],
    ['Tools', ['BuildMart', 'Toolcraft EA'], 2500000],
    ['Subcontractors', ['J. Otieno (grout)', 'Kamau Plumbing'], 4500000],
    ['Vehicle repairs', ['Ngara Motors'], 3000000],
  ];
  const lines = cats.map(([c, sups, hi]) =>
    Array.from({ length: int(r, 7, 11) }, () => {
      const m = int(r, 0, 11);
      return {
        date: new Date(Date.UTC(2025, m, int(r, 1, 28))),
        m,
        supplier: pick(r, sups),
        cat: c,
        amount: int(r, hi / 10, hi),
      };
    }).sort((a, b) => a.date.getTime() - b.date.getTime()),
  );
  const subs = lines.map((ls) => sum(ls.map((l) => l.amount)));
  const grand = sum(subs);
  const rows: Cell[][] = [
    ['Mosaic Tiling Ltd — expenses 2025 (KSh)'],
    [],
    ['Date', 'Supplier', 'Description', 'Category', 'Amount', 'Notes'],
  ];
  lines.forEach((ls, i) => {
    ls.forEach((l) =>
      rows.push([l.date, l.supplier, `${l.cat} purchase`, l.cat, cell(l.amount), null]),
    );
    rows.push([null, null, null, `Subtotal ${cats[i]![0]}`, cell(subs[i]!), null]);
    rows.push([]);
  });
  rows.push([null, null, null, 'GRAND TOTAL', cell(grand), null]);
  rows.push(['Note: receipts filed in the blue box; VAT not reclaimed.']);
  const all = lines.flat();
  const bySup = [...new Set(all.map((l) => l.supplier))];
  const supTot = bySup.map((s) => sum(all.filter((l) => l.supplier === s).map((l) => l.amount)));
  const fuel = lines[1]!;
  const { qs, q } = asker('tiling-contractor');
  q('what did we spend on fuel', { value: money(subs[1]!) }, 'Fuel subtotal');
  q(
    'total expenses for the year',
    { value: money(grand) },
    'grand total (not double-counting subtotals)',
  );
  q(
    'biggest expense category?',
    { at: cats[argMax(subs)]![0] },
    'category with the largest subtotal',
  );
  q(
    'how much on tools in march',
    { value: money(sum(lines[2]!.filter((l) => l.m === 2).map((l) => l.amount))) },
    'Tools rows dated March 2025 (0 if none)',
  );
  q(
    'largest single expense',
    { value: money(all.reduce((b, l) => (l.amount > b ? l.amount : b), 0)) },
    'max of line amounts',
  );
  q(
    'which supplier did we pay the most',
    { at: bySup[argMax(supTot)]! },
    'supplier with the largest sum',
  );
  q(
    'how much did we pay nairobi tile depot',
    { value: money(supTot[bySup.indexOf('Nairobi Tile Depot')] ?? 0n) },
    'sum for that supplier',
  );
  q('fuel as a % of all spending', { value: pct(subs[1]!, grand) }, 'Fuel subtotal / grand total');
  q(
    'average fuel purchase',
    { value: meanCents(subs[1]!, fuel.length) },
    'Fuel subtotal / number of fuel lines',
  );
  q('how many times did we buy fuel', { value: String(fuel.length) }, 'count of Fuel lines');
  q(
    'spending in Q4',
    { value: money(sum(all.filter((l) => l.m >= 9).map((l) => l.amount))) },
    'all lines dated Oct..Dec',
  );
  q(
    'subcontractors second half',
    { value: money(sum(lines[3]!.filter((l) => l.m >= 6).map((l) => l.amount))) },
    'Subcontractors lines Jul..Dec',
  );
  q('vehicle repairs total', { value: money(subs[4]!) }, 'Vehicle repairs subtotal');
  q('what was our profit', refuse, 'expenses only, no income');
  q("what's eating our margin", refuse, 'no revenue, so margin is undefined; ambiguous');
  q('expenses 2024', refuse, 'only 2025 on the sheet');
  return {
    name: 'tiling-contractor',
    business: 'tiling contractor',
    sheets: [{ name: 'Expenses', rows }],
    questions: qs,
    checks: [
      ['subtotals = lines', grand, sum(all.map((l) => l.amount))],
      ['suppliers = grand', sum(supTot), grand],
    ],
  };
}
