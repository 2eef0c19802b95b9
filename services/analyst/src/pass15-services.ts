/**
 * Issue 13, pass 15 (W6): months down and service lines across, built from the lead's
 * description of the kind, never from the hold-out. Variants: two businesses, 0–2 title
 * lines, a Total column or none, a Total row or none, months as text or as dates.
 */
import type { ShapeRow } from './pass5-shapes';

export const BOOKS: Array<{ name: string; noun: string; lines: Array<[string, number[]]> }> = [
  {
    name: 'Sparkle Cleaning',
    noun: 'service',
    lines: [
      ['Homes', [3000, 3100, 3200, 3300, 3400, 3500]],
      ['Offices', [2000, 2050, 2100, 2150, 2200, 2250]],
      ['Windows', [400, 420, 440, 460, 480, 500]],
      ['Carpets', [900, 870, 840, 810, 780, 750]],
    ],
  },
  {
    name: 'Paws Grooming',
    noun: 'treatment',
    lines: [
      ['Full groom', [1800, 1750, 1900, 2100, 2300, 2250]],
      ['Bath & brush', [2200, 2300, 2250, 2400, 2500, 2600]],
      ['Nail trim', [300, 280, 310, 290, 330, 350]],
    ],
  },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export interface ServiceVariant {
  book: number;
  titleLines: number;
  totalColumn: boolean;
  totalRow: boolean;
  dates: boolean;
}

export function serviceVariants(): ServiceVariant[] {
  const out: ServiceVariant[] = [];
  for (let book = 0; book < BOOKS.length; book++)
    for (let titleLines = 0; titleLines <= 2; titleLines++)
      for (const totalColumn of [true, false])
        for (const totalRow of [true, false])
          for (const dates of [false, true])
            out.push({ book, titleLines, totalColumn, totalRow, dates });
  return out;
}

export const describeServices = (v: ServiceVariant): string =>
  `${BOOKS[v.book]!.name}, ${v.titleLines} title, ${v.totalColumn ? 'Total column' : 'no Total column'}, ${v.totalRow ? 'Total row' : 'no Total row'}, ${v.dates ? 'dates' : 'month text'}`;

export function serviceRows(v: ServiceVariant): ShapeRow[] {
  const { name, noun, lines } = BOOKS[v.book]!;
  const rows: ShapeRow[] = [`${name} - revenue by ${noun} 2025`, 'First half']
    .slice(0, v.titleLines)
    .map((t) => [t]);
  if (v.titleLines) rows.push([]);
  rows.push(['Month', ...lines.map((l) => l[0]), ...(v.totalColumn ? ['Total'] : [])]);
  MONTHS.forEach((m, i) => {
    const vals = lines.map((l) => l[1][i]!);
    const month = v.dates ? new Date(Date.UTC(2025, i, 1)) : m;
    rows.push([month, ...vals, ...(v.totalColumn ? [vals.reduce((a, b) => a + b, 0)] : [])]);
  });
  if (v.totalRow) {
    const sums = lines.map((l) => l[1].reduce((a, b) => a + b, 0));
    rows.push(['Total', ...sums, ...(v.totalColumn ? [sums.reduce((a, b) => a + b, 0)] : [])]);
  }
  return rows;
}

/** [name, year total] of the weakest and the strongest line. */
export function extremes(book: number): { weakest: [string, number]; strongest: [string, number] } {
  const totals = BOOKS[book]!.lines.map(
    (l) => [l[0], l[1].reduce((a, b) => a + b, 0)] as [string, number],
  );
  totals.sort((a, b) => a[1] - b[1]);
  return { weakest: totals[0]!, strongest: totals[totals.length - 1]! };
}
