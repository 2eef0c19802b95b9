/** A pizza takeaway: a sales log, one row per order line (date, order, customer, item, qty, price, amount). */
import { money, meanCents, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const ITEMS: Array<[string, number]> = [
  ['Margherita 12"', 1150],
  ['Pepperoni 12"', 1350],
  ['Veggie Supreme 14"', 1675],
  ['Garlic bread', 495],
  ['Calzone', 1425],
  ['Tiramisu', 650],
];
const CUSTOMERS = [
  'Walk-in',
  'Harbor Gym',
  'Dana Ortiz',
  'St. Mark School',
  'Lee Family',
  'Ridgeway Office',
];

export const pizza: BlindBookDef = {
  name: 'pizza',
  business: 'pizza takeaway (USD)',
  shape: 'sales log, one row per sale, real dates',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Orders');
    ws.addRow(["Tony's Slice House - order log Jan-Jun 2025"]);
    ws.addRow(['Date', 'Order #', 'Customer', 'Item', 'Qty', 'Unit price', 'Amount']);
    type Sale = { month: number; customer: string; item: number; qty: number; amount: bigint };
    const sales: Sale[] = [];
    let order = 4100;
    for (let m = 0; m < 6; m++) {
      const n = rnd.int(8, 13);
      const days = Array.from({ length: n }, () => rnd.int(1, 28)).sort((x, y) => x - y);
      for (const d of days) {
        const item = rnd.int(0, ITEMS.length - 1);
        const qty = rnd.int(1, 9);
        const customer = rnd.pick(CUSTOMERS);
        const amount = BigInt(ITEMS[item]![1] * qty);
        sales.push({ month: m, customer, item, qty, amount });
        ws.addRow([
          new Date(Date.UTC(2025, m, d)),
          order++,
          customer,
          ITEMS[item]![0],
          qty,
          cell(ITEMS[item]![1]),
          cell(amount),
        ]);
      }
    }
    ws.getColumn(1).numFmt = 'yyyy-mm-dd';
    const total = sum(sales.map((s) => s.amount));
    const byMonth = [0, 1, 2, 3, 4, 5].map((m) =>
      sum(sales.filter((s) => s.month === m).map((s) => s.amount)),
    );
    const byCust = CUSTOMERS.map((c) =>
      sum(sales.filter((s) => s.customer === c).map((s) => s.amount)),
    );
    const qtyByItem = ITEMS.map((_, i) =>
      BigInt(sales.filter((s) => s.item === i).reduce((t, s) => t + s.qty, 0)),
    );
    const amounts = sales.map((s) => s.amount);
    const big = argmax(amounts);

    const a = asker('pizza');
    a.q('total sales jan to june', { value: money(total), means: 'sum of Amount' });
    a.q('how many orders did we take', {
      value: String(sales.length),
      means: 'count of sale rows (each row has its own order number)',
    });
    a.q('average sale', { value: meanCents(total, sales.length), means: 'mean Amount per row' });
    a.q('how many sales in Q2', {
      value: String(sales.filter((s) => s.month >= 3).length),
      means: 'rows dated Apr-Jun',
    });
    a.q('sales in march', { value: money(byMonth[2]!), means: 'sum of Amount dated March' });
    a.q(
      'biggest single sale',
      uniqueMax(amounts) ? { value: money(amounts[big]!), means: 'largest Amount' } : refuse('tie'),
    );
    a.q(
      'who spends the most with us',
      uniqueMax(byCust)
        ? {
            value: money(byCust[argmax(byCust)]!),
            at: CUSTOMERS[argmax(byCust)]!,
            means: 'customer with highest summed Amount',
          }
        : refuse('tie'),
    );
    a.q('how much did harbor gym order in total', {
      value: money(byCust[1]!),
      means: 'sum of Amount for Harbor Gym',
    });
    a.q('how many garlic breads did we sell', {
      value: String(qtyByItem[3]!),
      means: 'sum of Qty for Garlic bread',
    });
    a.q(
      'best month for sales',
      uniqueMax(byMonth)
        ? {
            value: money(byMonth[argmax(byMonth)]!),
            at: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][argmax(byMonth)]!,
            means: 'month with highest summed Amount',
          }
        : refuse('tie'),
    );
    a.q('revenue from calzones', {
      value: money(sum(sales.filter((s) => s.item === 4).map((s) => s.amount))),
      means: 'sum of Amount for Calzone',
    });
    a.q('what did we sell in the first quarter', {
      value: money(byMonth[0]! + byMonth[1]! + byMonth[2]!),
      means: 'sum of Amount Jan-Mar',
    });
    a.q('how many margheritas went out', {
      value: String(qtyByItem[0]!),
      means: 'sum of Qty for Margherita 12"',
    });
    a.q("what's our margin on pepperoni", refuse('no costs in the log'));
    a.q('how many delivery orders', refuse('the log does not say delivery or collection'));
    return {
      questions: a.list,
      checks: [
        { what: 'months sum = total', a: sum(byMonth), b: total },
        { what: 'customers sum = total', a: sum(byCust), b: total },
      ],
    };
  },
};
