/**
 * Issue 13, pass 15 (W2): payroll registers of one row per person per month with a total row
 * after each month's people and maybe a final total, built from the lead's description of the
 * kind, never from the hold-out. Variants: 0–2 title lines, the subtotal's words ("March
 * total", "Total March", "Subtotal") in the month column or the name column, a final total or
 * none, two or three months, and two staff lists.
 */
import type { ShapeRow } from './pass5-shapes';

export const STAFF: Array<{ role: string; people: Array<[string, number, number]> }> = [
  {
    role: 'Teacher',
    people: [
      ['Ann Lee', 3000, 2400],
      ['Ben Ruiz', 2500, 2050],
      ['Cara Diaz', 2800, 2260],
    ],
  },
  {
    role: 'Cleaner',
    people: [
      ['Dev Patel', 1900, 1650],
      ['Eve Moss', 2100, 1790],
      ['Finn Ode', 1750, 1540],
      ['Gia Sato', 2050, 1760],
    ],
  },
];

export type SubtotalWords = 'month total' | 'total month' | 'subtotal';

export interface PayrollVariant {
  staff: number;
  titleLines: number;
  words: SubtotalWords;
  inNameColumn: boolean;
  finalTotal: boolean;
  months: number;
}

export function payrollVariants(): PayrollVariant[] {
  const out: PayrollVariant[] = [];
  for (let staff = 0; staff < STAFF.length; staff++)
    for (let titleLines = 0; titleLines <= 2; titleLines++)
      for (const words of ['month total', 'total month', 'subtotal'] as const)
        for (const inNameColumn of [false, true])
          for (const finalTotal of [true, false])
            for (const months of [2, 3])
              out.push({ staff, titleLines, words, inNameColumn, finalTotal, months });
  return out;
}

export const describePayroll = (v: PayrollVariant): string =>
  `${STAFF[v.staff]!.role}s, ${v.titleLines} title, "${v.words}" in ${v.inNameColumn ? 'name' : 'month'} column, ${v.finalTotal ? 'final total' : 'no final total'}, ${v.months} months`;

const MONTHS = ['January', 'February', 'March'];

/** The rows, and the truths: gross and net of every person row added. */
export function payrollRows(v: PayrollVariant): { rows: ShapeRow[]; gross: number; net: number } {
  const { role, people } = STAFF[v.staff]!;
  const titles = ['Little Steps School', `Payroll register, first ${v.months} months of 2025`];
  const rows: ShapeRow[] = titles.slice(0, v.titleLines).map((t) => [t]);
  if (v.titleLines) rows.push([]);
  rows.push(['Month', 'Employee', 'Role', 'Gross pay', 'Tax', 'Net pay']);
  let gross = 0;
  let net = 0;
  MONTHS.slice(0, v.months).forEach((month, mi) => {
    let g = 0;
    let n = 0;
    people.forEach(([name, gp, np], i) => {
      const pg = gp + mi * 10 * (i + 1);
      const pn = np + mi * 8 * (i + 1);
      g += pg;
      n += pn;
      rows.push([month, name, role, pg, pg - pn, pn]);
    });
    const words =
      v.words === 'month total'
        ? `${month} total`
        : v.words === 'total month'
          ? `Total ${month}`
          : 'Subtotal';
    rows.push(v.inNameColumn ? [null, words, null, g, g - n, n] : [words, null, null, g, g - n, n]);
    gross += g;
    net += n;
  });
  if (v.finalTotal) rows.push(['Total', null, null, gross, gross - net, net]);
  return { rows, gross, net };
}
