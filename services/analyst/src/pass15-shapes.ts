/**
 * Issue 13, pass 15 (W1): many variants of a two-row header naming (period, measure) for each
 * cell, built from the lead's description of the layout, never from the hold-out: the measure
 * row above or below the periods, 0–4 title lines, the label cell empty or named, a Total row
 * at the top, the bottom or none, a full-year column or none, merged group cells or not, and
 * several businesses with their own units ("kg" / "€", "Kilos" / "EUR", "Units" / "$").
 */
import type { ShapeRow } from './pass5-shapes';

export type Orientation = 'periodsAbove' | 'measuresAbove';
export type TotalAt = 'top' | 'bottom' | 'none';

export interface Business {
  shop: string;
  thing: string;
  /** the volume as headed, and the word an owner uses for it */
  volume: string;
  volumeWord: string;
  money: string;
  items: Array<[string, number[], number[]]>;
}

export const BUSINESSES: Business[] = [
  {
    shop: 'Green Grocer',
    thing: 'Produce',
    volume: 'kg',
    volumeWord: 'kg',
    money: '€',
    items: [
      ['Apples', [100, 120, 90, 110], [250, 300, 225, 275]],
      ['Pears', [80, 60, 70, 90], [240, 180, 210, 270]],
      ['Plums', [40, 50, 60, 30], [160, 200, 240, 120]],
    ],
  },
  {
    shop: 'Hill Farm',
    thing: 'Cheese',
    volume: 'Kilos',
    volumeWord: 'kilos',
    money: 'EUR',
    items: [
      ['Gouda', [310, 280, 330, 400], [4650, 4200, 4950, 6000]],
      ['Brie', [120, 150, 110, 130], [2160, 2700, 1980, 2340]],
      ['Feta', [90, 70, 85, 95], [990, 770, 935, 1045]],
      ['Cheddar', [200, 210, 190, 240], [2800, 2940, 2660, 3360]],
    ],
  },
  {
    shop: 'Corner Bakery',
    thing: 'Bread',
    volume: 'Units',
    volumeWord: 'units',
    money: '$',
    items: [
      ['Sourdough', [900, 950, 870, 1020], [5400, 5700, 5220, 6120]],
      ['Rye', [400, 380, 420, 460], [2000, 1900, 2100, 2300]],
      ['Baguette', [1500, 1400, 1600, 1700], [3000, 2800, 3200, 3400]],
    ],
  },
];

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export interface Variant {
  business: Business;
  orientation: Orientation;
  titleLines: number;
  labelCell: null | '' | 'name';
  totalAt: TotalAt;
  yearColumn: boolean;
  merged: boolean;
}

export function variants(): Variant[] {
  const out: Variant[] = [];
  for (const business of BUSINESSES)
    for (const orientation of ['periodsAbove', 'measuresAbove'] as const)
      for (let titleLines = 0; titleLines <= 4; titleLines++)
        for (const labelCell of [null, '', 'name'] as const)
          for (const totalAt of ['top', 'bottom', 'none'] as const)
            for (const yearColumn of [true, false])
              out.push({
                business,
                orientation,
                titleLines,
                labelCell,
                totalAt,
                yearColumn,
                merged: (titleLines + (yearColumn ? 1 : 0)) % 2 === 0,
              });
  return out;
}

export function describeVariant(v: Variant): string {
  return [
    v.business.shop,
    v.orientation,
    `${v.titleLines} title`,
    `label ${JSON.stringify(v.labelCell)}`,
    `total ${v.totalAt}`,
    v.yearColumn ? 'year col' : 'no year col',
    v.merged ? 'merged' : 'unmerged',
  ].join(', ');
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** The sheet's rows and merges, and the 1-based row of the lower header line. */
export function variantRows(v: Variant): { rows: ShapeRow[]; merges: string[] } {
  const b = v.business;
  const titles = [
    `${b.shop} - ${b.thing.toLowerCase()} sold 2025`,
    'By quarter',
    'Prepared by the owner',
    'Draft',
  ];
  const rows: ShapeRow[] = titles.slice(0, v.titleLines).map((t) => [t]);
  if (v.titleLines) rows.push([]);
  const periods: string[] = [...QUARTERS, ...(v.yearColumn ? ['Year'] : [])];
  const label = v.labelCell === 'name' ? b.thing : v.labelCell;
  const upperAt = rows.length + 1;
  const merges: string[] = [];
  const col = (i: number): string => String.fromCharCode(66 + i);
  if (v.orientation === 'periodsAbove') {
    const upper: ShapeRow = [label];
    const lower: ShapeRow = [null];
    periods.forEach((p, i) => {
      upper.push(p, null);
      lower.push(b.volume, b.money);
      if (v.merged) merges.push(`${col(2 * i)}${upperAt}:${col(2 * i + 1)}${upperAt}`);
    });
    rows.push(upper, lower);
  } else {
    const n = periods.length;
    const upper: ShapeRow = [
      label,
      b.volume,
      ...Array(n - 1).fill(null),
      b.money,
      ...Array(n - 1).fill(null),
    ];
    if (v.merged)
      merges.push(
        `${col(0)}${upperAt}:${col(n - 1)}${upperAt}`,
        `${col(n)}${upperAt}:${col(2 * n - 1)}${upperAt}`,
      );
    rows.push(upper, [null, ...periods, ...periods]);
  }
  const line = (name: string, vol: number[], money: number[]): ShapeRow => {
    const v2 = v.yearColumn ? [...vol, sum(vol)] : vol;
    const m2 = v.yearColumn ? [...money, sum(money)] : money;
    if (v.orientation === 'measuresAbove') return [name, ...v2, ...m2];
    return [name, ...v2.flatMap((x, i) => [x, m2[i]!])];
  };
  const total = line(
    'Total',
    QUARTERS.map((_, q) => sum(b.items.map((it) => it[1][q]!))),
    QUARTERS.map((_, q) => sum(b.items.map((it) => it[2][q]!))),
  );
  if (v.totalAt === 'top') rows.push(total);
  for (const [name, vol, money] of b.items) rows.push(line(name, vol, money));
  if (v.totalAt === 'bottom') rows.push(total);
  return { rows, merges };
}

/** Truths from the business's own figures. */
export const itemOf = (b: Business, name: string): [string, number[], number[]] =>
  b.items.find((it) => it[0] === name)!;
export const moneyTotal = (b: Business): number => sum(b.items.flatMap((it) => it[2]));
export const volumeInQuarter = (b: Business, q: number): number =>
  sum(b.items.map((it) => it[1][q]!));
export const volumeTotal = (b: Business): number => sum(b.items.flatMap((it) => it[1]));
export const moneyInQuarter = (b: Business, q: number): number =>
  sum(b.items.map((it) => it[2][q]!));
