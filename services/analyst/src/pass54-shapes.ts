/**
 * Issue 13, pass 54: what owners call the rows of a purchase-order log (POs, purchase orders,
 * orders) and of a sales commission sheet (deals, sales, jobs, contracts). Built with made-up
 * figures from the lead's description (see pass54.test.ts); each builder takes knobs (labels,
 * currency, sizes, a Unit column or the unit in the item, a Totals row, rates as fractions or
 * percent-formatted) so the tests can ask the same question of variants.
 */
import { type Rows, day } from './pass52-shapes';

export { cellBook } from './pass52-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// A: a purchase order log

export interface PoRow {
  po: string;
  /** ISO day raised */
  raised: string;
  supplier: string;
  item: string;
  unit: string;
  qty: number;
  unitCost: number;
  total: number;
  status: 'Received' | 'Ordered' | 'Part received';
  /** "03.09.2026" typed as text, or blank */
  received: string | null;
}

const ITEMS: Array<{ item: string; unit: string; supplier: string; cost: number; qty: number[] }> =
  [
    {
      item: 'Salmon fillet',
      unit: 'kg',
      supplier: 'Harbour Seafood Co',
      cost: 32.5,
      qty: [18, 34],
    },
    { item: 'Yellowfin tuna', unit: 'kg', supplier: 'Harbour Seafood Co', cost: 41, qty: [8, 12] },
    {
      item: 'Sushi rice 20kg',
      unit: 'bag',
      supplier: 'Pacific Rice Traders',
      cost: 58,
      qty: [6, 18],
    },
    { item: 'Nori sheets', unit: 'pack', supplier: 'Umami Imports', cost: 14.2, qty: [10, 20] },
    { item: 'Soy sauce 1L', unit: 'carton', supplier: 'Umami Imports', cost: 46, qty: [2, 4] },
    { item: 'Takeaway trays', unit: 'box', supplier: 'Eco Pack Supplies', cost: 39.9, qty: [3, 5] },
  ];

/**
 * About 30 orders raised 1 Sep – 30 Nov 2026. `k` scales quantities; `riceSuppliers` 2 gives
 * some rice orders to a second supplier; the tuna's unit cost moves order to order.
 */
export function kaiyoOrders(k = 1, riceSuppliers = 1): PoRow[] {
  const out: PoRow[] = [];
  let n = 0;
  for (let m = 9; m <= 11; m++)
    for (let j = 0; j < 10; j++) {
      const it = ITEMS[(j + m) % ITEMS.length]!;
      const d = 1 + j * 3;
      const qty = Math.round(it.qty[(j + Math.floor(j / 3)) % 2]! * k);
      const cost = it.item === 'Yellowfin tuna' ? c2(it.cost + ((j * 7 + m) % 5) * 1.5) : it.cost;
      const supplier =
        riceSuppliers > 1 && it.item.startsWith('Sushi rice') && j % 2 === 1
          ? 'Golden Grain Wholesale'
          : it.supplier;
      const raised = `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const status: PoRow['status'] =
        m < 11
          ? j === 4 && m === 10
            ? 'Part received'
            : 'Received'
          : j < 5
            ? 'Received'
            : 'Ordered';
      const rd = Math.min(d + 2, 28);
      out.push({
        po: `PO-${2201 + n++}`,
        raised,
        supplier,
        item: it.item,
        unit: it.unit,
        qty,
        unitCost: cost,
        total: c2(qty * cost),
        status,
        received:
          status === 'Ordered'
            ? null
            : `${String(rd).padStart(2, '0')}.${String(m).padStart(2, '0')}.2026`,
      });
    }
  return out;
}

export interface PoLayout {
  title: string;
  span: string;
  poHead: string;
  dateHead: string;
  /** false: no Unit column, the unit written in the item ("Salmon fillet (kg)") */
  unitColumn: boolean;
  totalsRow: boolean;
}
export const KAIYO_LAYOUT: PoLayout = {
  title: 'Kaiyo Sushi Bar — purchase orders',
  span: '1 Sep 2026 to 30 Nov 2026, AUD ex GST',
  poHead: 'PO #',
  dateHead: 'Date raised',
  unitColumn: true,
  totalsRow: false,
};

export function poRows(xs: PoRow[], l: PoLayout): Rows {
  const head = [
    l.poHead,
    l.dateHead,
    'Supplier',
    'Item',
    ...(l.unitColumn ? ['Unit'] : []),
    'Qty',
    'Unit cost',
    'Total',
    'Status',
    'Received',
  ];
  const rows: Rows = [[l.title], [l.span], [], head];
  for (const x of xs)
    rows.push([
      x.po,
      day(x.raised),
      x.supplier,
      l.unitColumn ? x.item : `${x.item} (${x.unit})`,
      ...(l.unitColumn ? [x.unit] : []),
      x.qty,
      x.unitCost,
      x.total,
      x.status,
      x.received,
    ]);
  if (l.totalsRow) {
    const tot = c2(xs.reduce((a, x) => a + x.total, 0));
    rows.push(['Totals', null, null, null, ...(l.unitColumn ? [null] : []), null, null, tot]);
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// B: a sales commission sheet

export interface Deal {
  month: string;
  rep: string;
  customer: string;
  kw: number;
  value: number;
  /** a fraction: 0.05 */
  rate: number;
  commission: number;
  paid: 'Y' | 'N';
}

const REPS = ['Marcus Bell', 'Jenna Ortiz', 'Priya Shah', 'Tom Walsh'];
const CUSTOMERS = [
  'Hillcrest Farm',
  'Baker residence',
  'Lakeview Motel',
  'Dufresne family',
  'Birch Dental',
  'Maple Ridge School',
  'Carter home',
  'Northway Garage',
  'Singh residence',
  'Pine Hollow Winery',
];
const MONTHS = ['July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026'];

/**
 * 28 deals over July–November 2026 by four reps. `k` scales the contract values; `jennaRates`
 * gives Jenna one rate on all her deals, or two. Commission = value × rate to the cent; deals
 * of September on are unpaid in part.
 */
export function northernSun(k = 1, jennaRates: number[] = [0.05]): Deal[] {
  const out: Deal[] = [];
  const baseRate: Record<string, number> = {
    'Marcus Bell': 0.04,
    'Jenna Ortiz': 0.05,
    'Priya Shah': 0.045,
    'Tom Walsh': 0.04,
  };
  for (let i = 0; i < 28; i++) {
    const rep = REPS[(i * 3 + Math.floor(i / 4)) % 4]!;
    const kw = [6.6, 8.2, 10, 13.3, 5.4, 20, 9.9][i % 7]!;
    const value = c2((kw * 2750 + (i % 5) * 1325 + (i % 3) * 4100) * k);
    const jn = out.filter((d) => d.rep === 'Jenna Ortiz').length;
    const rate = rep === 'Jenna Ortiz' ? jennaRates[jn % jennaRates.length]! : baseRate[rep]!;
    const month = MONTHS[Math.min(4, Math.floor(i / 6))]!;
    out.push({
      month,
      rep,
      customer: `${CUSTOMERS[i % CUSTOMERS.length]}${i >= 10 ? ` ${Math.floor(i / 10) + 1}` : ''}`,
      kw,
      value,
      rate,
      commission: c2(value * rate),
      paid: i < 16 || i % 3 === 0 ? 'Y' : 'N',
    });
  }
  return out;
}

export interface DealLayout {
  title: string;
  repHead: string;
  valueHead: string;
  rateHead: string;
  /** '0%' / '0.0%' to format the rate as a percent; undefined: a plain fraction */
  rateFmt?: string;
}
export const NORTHERN_LAYOUT: DealLayout = {
  title: 'Northern Sun Solar — sales commission, July to November 2026 (CAD)',
  repHead: 'Rep',
  valueHead: 'Contract value',
  rateHead: 'Rate',
};

export function dealRows(xs: Deal[], l: DealLayout): Rows {
  const rows: Rows = [
    [l.title],
    [],
    ['Month', l.repHead, 'Customer', 'System (kW)', l.valueHead, l.rateHead, 'Commission', 'Paid?'],
  ];
  for (const x of xs)
    rows.push([
      x.month,
      x.rep,
      x.customer,
      x.kw,
      x.value,
      l.rateFmt ? { n: x.rate, fmt: l.rateFmt } : x.rate,
      x.commission,
      x.paid,
    ]);
  return rows;
}
