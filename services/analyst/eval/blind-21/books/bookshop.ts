/** Bookshop (York), stock valuation in £: section headings per category, Notes column, value totals per section. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  hundredths as m,
  int,
  pct,
  PCT,
  pick,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function bookshop(): BlindBook {
  const r = rng(SEED + 9);
  const cats: Record<string, string[]> = {
    Fiction: ['The Salt Road', 'Winter Orchard', 'Glass Harbour', 'Night Ferry'],
    'Local history': ['Walls of York', 'Minster Stones', 'Viking Jorvik'],
    Children: ['Otter Goes Home', 'The Tiny Train', 'Moon Biscuits', 'Puddle Day'],
    Stationery: ['Notebook A5', 'Fountain pen', 'Bookmark set'],
  };
  interface I {
    cat: string;
    item: string;
    qty: number;
    cost: number;
    value: number;
    note: string;
  }
  const items: I[] = [];
  for (const [cat, names] of Object.entries(cats))
    for (const item of names) {
      const qty = int(r, 0, 60);
      const cost = int(r, 90, 1_650);
      items.push({
        cat,
        item,
        qty,
        cost,
        value: qty * cost,
        note: qty < 5 ? 'reorder' : pick(r, ['', '', 'signed copies', 'consignment']),
      });
    }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock 31-10');
  ws.addRow(['Stock count 31 October 2025']);
  ws.addRow(['Title / item', 'Qty on hand', 'Unit cost £', 'Stock value £', 'Notes']);
  for (const cat of Object.keys(cats)) {
    ws.addRow([cat.toUpperCase()]);
    const mine = items.filter((i) => i.cat === cat);
    for (const i of mine) ws.addRow([i.item, i.qty, cell(i.cost), cell(i.value), i.note]);
    ws.addRow([
      `Total ${cat}`,
      Number(sum(mine.map((i) => i.qty))),
      null,
      cell(sum(mine.map((i) => i.value))),
    ]);
  }
  ws.addRow([
    'Total stock',
    Number(sum(items.map((i) => i.qty))),
    null,
    cell(sum(items.map((i) => i.value))),
  ]);

  const out: BlindQuestion[] = [];
  const q = asker('bookshop', out);
  const total = sum(items.map((i) => i.value));
  q('what is our stock worth', 'sum of item values (= Total stock)', { value: m(total) });
  q('how many items in stock altogether', 'sum of Qty on hand over items', {
    value: String(sum(items.map((i) => i.qty))),
  });
  const big = argmax(items, (i) => i.value);
  q('which title ties up the most money', 'item with the largest Stock value', { at: big.item });
  q('value of the childrens books', 'Total Children value', {
    value: m(sum(items.filter((i) => i.cat === 'Children').map((i) => i.value))),
  });
  q('how many copies of walls of york do we have', 'Qty, Walls of York', {
    value: String(items.find((i) => i.item === 'Walls of York')!.qty),
  });
  q('unit cost of the fountain pen', 'Unit cost, Fountain pen', {
    value: m(items.find((i) => i.item === 'Fountain pen')!.cost),
  });
  const re = items.filter((i) => i.note === 'reorder');
  q('how many lines are marked reorder', 'count of items with note reorder', {
    value: String(re.length),
  });
  q('what % of stock value is fiction', 'Fiction value / total value', {
    value: pct(sum(items.filter((i) => i.cat === 'Fiction').map((i) => i.value)), total),
    tol: PCT,
  });
  const exp = argmax(items, (i) => i.cost);
  q('most expensive item per unit', 'largest Unit cost', { at: exp.item });
  const catV = Object.keys(cats).map((c) =>
    sum(items.filter((i) => i.cat === c).map((i) => i.value)),
  );
  q('which section is worth the most', 'category with the largest total value', {
    at: Object.keys(cats)[catV.indexOf(argmax(catV, (x) => x))]!,
  });
  q('stationery stock value', 'Total Stationery value', { value: m(catV[3]!) });
  q('how fast does fiction sell', 'no sales on a stock count', { refuse: true });
  q('what would the stock sell for at retail', 'no retail prices', { refuse: true });
  return {
    name: 'bookshop',
    business: 'bookshop, £, inventory with sections',
    workbook: wb,
    questions: out,
  };
}
