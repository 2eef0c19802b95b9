/** Bakery wholesaler (kr): inventory with section rows, subtotals per section, grand total. */
import ExcelJS from 'exceljs';
import { hundredths, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17716);
const sections: Record<string, Array<[string, string]>> = {
  'Flour & grain': [
    ['Wheat flour T550', '25 kg sack'],
    ['Rye flour', '25 kg sack'],
    ['Spelt flour', '10 kg sack'],
    ['Oat flakes', '5 kg bag'],
  ],
  Dairy: [
    ['Butter 82%', '10 kg block'],
    ['Cream 40%', '5 l'],
    ['Milk powder', '25 kg sack'],
  ],
  'Sugar & fillings': [
    ['Cane sugar', '25 kg sack'],
    ['Almond paste', '5 kg tub'],
    ['Cardamom, ground', '1 kg bag'],
    ['Vanilla cream', '10 kg pail'],
  ],
  Packaging: [
    ['Bread bags', 'box of 1000'],
    ['Cake boxes', 'box of 100'],
    ['Pallet wrap', 'roll'],
  ],
};
const items = Object.entries(sections).flatMap(([s, xs]) =>
  xs.map(([name, unit]) => {
    const qty = int(r, 3, 140);
    const cost = BigInt(int(r, 3500, 98000));
    return { s, name, unit, qty, cost, value: BigInt(qty) * cost };
  }),
);
const secT = Object.keys(sections).map((s) =>
  sum(items.filter((i) => i.s === s).map((i) => i.value)),
);
const grand = sum(secT);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const rows: Row[] = [
    ['Nordic Crumb Wholesale AB'],
    ['Stock count 31 Dec 2025 (SEK)'],
    [],
    ['Item', 'Unit', 'Qty on hand', 'Unit cost', 'Stock value'],
  ];
  Object.keys(sections).forEach((s, si) => {
    rows.push([s]);
    items
      .filter((i) => i.s === s)
      .forEach((i) => rows.push([i.name, i.unit, i.qty, cell(i.cost), cell(i.value)]));
    rows.push([`${s} subtotal`, null, null, null, cell(secT[si]!)]);
  });
  rows.push([], ['Total stock value', null, null, null, cell(grand)]);
  sheet(wb, 'Lager', rows);
  return bytes(wb);
}

const { q, list } = asker('bakery');
const top = argmax(items.map((i) => i.value));
const ci = argmax(items.map((i) => i.cost));
const names = Object.keys(sections);
q(
  'total stock value',
  { value: hundredths(grand) },
  'Total stock value (subtotals not added again)',
);
q('how much is tied up in dairy', { value: hundredths(secT[1]!) }, 'Dairy subtotal');
q(
  'which item is worth the most on the shelf',
  { value: hundredths(items[top]!.value), at: items[top]!.name },
  'highest Stock value line',
);
q(
  'how many sacks of rye flour do we have',
  { value: String(items[1]!.qty) },
  'Qty on hand for Rye flour',
);
q('unit cost of almond paste', { value: hundredths(items[8]!.cost) }, 'one cell');
q(
  'most expensive item per unit',
  { value: hundredths(items[ci]!.cost), at: items[ci]!.name },
  'highest Unit cost',
);
q('packaging value', { value: hundredths(secT[3]!) }, 'Packaging subtotal');
q(
  'what share of stock is flour and grain',
  { value: pct(secT[0]!, grand) },
  'Flour & grain subtotal / total x 100',
);
q(
  'how many different items do we stock',
  { value: String(items.length) },
  'item lines, section and subtotal rows excluded',
);
q('butter stock value', { value: hundredths(items[4]!.value) }, 'one cell');
q(
  'which category holds the most stock value',
  { value: hundredths(secT[argmax(secT)]!), at: names[argmax(secT)]! },
  'section with the highest subtotal',
);
q(
  'how many bags of oat flakes are left',
  { value: String(items[3]!.qty) },
  'Qty on hand for Oat flakes',
);
q('how fast does butter sell', REFUSE, 'a stock count has no sales');
q('what should we reorder', REFUSE, 'no reorder levels');
export const bakery: BlindBook = {
  name: 'bakery',
  business: 'bakery wholesaler',
  build,
  questions: list,
};
