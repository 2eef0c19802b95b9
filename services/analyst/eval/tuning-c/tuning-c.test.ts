/**
 * Checks tuning set C (the first blind hold-out), not the engine's accuracy: its size and shapes, that every workbook
 * opens, that every expectation is well formed, and, by a second path (the sheets read back
 * with exceljs), that the totals the books print agree with their lines and with the expected
 * figures computed from the generator's data. The engine's score is reported by run-tuning-c.ts.
 */
import { ingestWorkbook } from '../../src';
import { money } from '../expect';
import type { SetCQuestion } from './figures';
import { buildSetCQuestions } from './questions';
import { columnSum, num, readSheets, rowLabelled, rowSum, type SheetRow } from './sheet-checks';
import { buildSetCBooks, type SetCBookName, type SetCBooks } from './workbooks';

let books: SetCBooks;
let questions: SetCQuestion[];

beforeAll(async () => {
  books = await buildSetCBooks();
  questions = buildSetCQuestions(books);
});

const values = (q: SetCQuestion): string[] =>
  q.expect.value === undefined ? [] : ([] as string[]).concat(q.expect.value);

function expected(id: string): string {
  const q = questions.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return values(q)[0]!;
}

async function sheet(book: SetCBookName, name: string): Promise<SheetRow[]> {
  const rows = (await readSheets(books[book].bytes)).get(name);
  if (!rows) throw new Error(`${book} has no sheet ${name}`);
  return rows;
}

const between = (rows: SheetRow[], from: SheetRow, to: SheetRow): SheetRow[] =>
  rows.filter((r) => r.row > from.row && r.row < to.row);

describe('tuning set C: the set', () => {
  it('has at least 200 questions over at least 12 workbooks, ids unique', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    const used = new Set(questions.map((q) => q.book));
    expect(used.size).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect([...used].sort()).toEqual(Object.keys(books).sort());
  });

  it('keeps about one question in six unanswerable, in every book', () => {
    const refusals = questions.filter((q) => q.expect.refuse).length;
    expect(refusals / questions.length).toBeGreaterThan(0.1);
    expect(refusals / questions.length).toBeLessThan(0.25);
    for (const book of Object.keys(books)) {
      const mine = questions.filter((q) => q.book === book);
      expect(mine.length).toBeGreaterThanOrEqual(12);
      expect(mine.some((q) => q.expect.refuse)).toBe(true);
    }
  });

  it('has well-formed expectations', () => {
    for (const q of questions) {
      const where = `${q.id}: ${q.question}`;
      expect([where, q.question.trim().length > 3]).toEqual([where, true]);
      expect([where, q.means.length > 0]).toEqual([where, true]);
      const vs = values(q);
      const places = q.expect.at === undefined ? [] : ([] as string[]).concat(q.expect.at);
      if (q.expect.refuse) {
        expect([where, vs.length, places.length]).toEqual([where, 0, 0]);
        continue;
      }
      expect([where, vs.length + places.length > 0]).toEqual([where, true]);
      for (const v of vs) expect([where, /^-?\d+(\.\d{1,2})?$/.test(v)]).toEqual([where, true]);
      for (const p of places) expect([where, p.trim().length > 1]).toEqual([where, true]);
      expect([where, (q.expect.tol ?? 0) >= 0 && (q.expect.tol ?? 0) <= 0.01]).toEqual([
        where,
        true,
      ]);
    }
  });

  it('asks no question twice on the same book', () => {
    const keys = questions.map((q) => `${q.book}|${q.question.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every workbook opens with ingestWorkbook', async () => {
    for (const name of Object.keys(books) as SetCBookName[]) {
      await expect(ingestWorkbook(books[name].bytes)).resolves.toBeTruthy();
    }
  });
});

describe('tuning set C: the figures agree with the sheets (second path)', () => {
  it('coffee: row and column totals, and the year total', async () => {
    const rows = await sheet('coffee', 'FY2025 Sales');
    const head = rowLabelled(rows, 'Product');
    const t = rowLabelled(rows, 'Total');
    const products = between(rows, head, t);
    expect(products).toHaveLength(6);
    for (const p of products) expect(num(p, 14)).toBe(rowSum(p, 2, 13));
    for (let c = 2; c <= 14; c++) expect(num(t, c)).toBe(columnSum(rows, c, head.row, t.row));
    expect(expected('c01')).toBe(money(num(t, 14)));
    expect(expected('c02')).toBe(money(num(t, 4)));
  });

  it('orders: the Total row equals the lines; count of orders', async () => {
    const rows = await sheet('orders', 'Orders');
    const head = rowLabelled(rows, 'Order #');
    const t = rowLabelled(rows, 'Total');
    const lines = between(rows, head, t).filter((r) => r.nums.has(7));
    for (const r of lines) expect(num(r, 7)).toBe((num(r, 5) / 100) * num(r, 6));
    expect(num(t, 7)).toBe(columnSum(rows, 7, head.row, t.row));
    expect(expected('o01')).toBe(money(num(t, 7)));
    expect(expected('o10')).toBe(String(lines.length));
    expect(expected('o16')).toBe(String(num(t, 5) / 100));
  });

  it('expenses: each category subtotal equals its lines, the grand total their sum', async () => {
    const rows = await sheet('expenses', 'Expenses H1');
    const head = rowLabelled(rows, 'Paid to');
    let block = 0;
    let lines = 0;
    const subtotals = new Map<string, number>();
    for (const r of rows.filter((x) => x.row > head.row)) {
      const sub = r.texts.find((x) => x.startsWith('Total '));
      if (r.texts.includes('GRAND TOTAL')) {
        expect(num(r, 5)).toBe([...subtotals.values()].reduce((s, x) => s + x, 0));
        expect(num(r, 5)).toBe(lines);
        expect(expected('e01')).toBe(money(num(r, 5)));
      } else if (sub) {
        expect(num(r, 5)).toBe(block);
        subtotals.set(sub.slice('Total '.length), block);
        block = 0;
      } else if (r.nums.has(5)) {
        block += num(r, 5);
        lines += num(r, 5);
      }
    }
    expect(subtotals.size).toBe(6);
    expect(expected('e02')).toBe(money(subtotals.get('Fuel')!));
    expect(expected('e04')).toBe(money(subtotals.get('Rent')!));
    expect(expected('e15')).toBe(money(subtotals.get('Vehicle repairs')!));
  });

  it('P&L: section totals, gross profit and net income', async () => {
    const rows = await sheet('pnl', 'Income Statement');
    const part = (open: string, close: string, c: number): number =>
      columnSum(rows, c, rowLabelled(rows, open).row, rowLabelled(rows, close).row);
    for (const r of rows.filter((x) => x.nums.size === 13))
      expect(num(r, 14)).toBe(rowSum(r, 2, 13));
    for (let c = 2; c <= 14; c++) {
      const rev = num(rowLabelled(rows, 'Total Revenue'), c);
      const cos = num(rowLabelled(rows, 'Total Cost of Sales'), c);
      const opex = num(rowLabelled(rows, 'Total Operating Expenses'), c);
      expect(rev).toBe(part('REVENUE', 'Total Revenue', c));
      expect(cos).toBe(part('COST OF SALES', 'Total Cost of Sales', c));
      expect(opex).toBe(part('OPERATING EXPENSES', 'Total Operating Expenses', c));
      expect(num(rowLabelled(rows, 'GROSS PROFIT'), c)).toBe(rev - cos);
      expect(num(rowLabelled(rows, 'NET INCOME'), c)).toBe(rev - cos - opex);
    }
    expect(expected('p01')).toBe(money(num(rowLabelled(rows, 'NET INCOME'), 4)));
    expect(expected('p02')).toBe(money(num(rowLabelled(rows, 'Total Revenue'), 14)));
    expect(expected('p03')).toBe(money(num(rowLabelled(rows, 'NET INCOME'), 14)));
  });

  it('QuickBooks export: nested Auto subtotal, Total Expenses and Net Income', async () => {
    const rows = await sheet('qb', 'Profit and Loss');
    const L = (label: string): SheetRow => rowLabelled(rows, label);
    const part = (open: string, close: string, c: number): number =>
      columnSum(rows, c, L(open).row, L(close).row);
    for (const r of rows.filter((x) => x.nums.size === 5)) expect(num(r, 6)).toBe(rowSum(r, 2, 5));
    for (let c = 2; c <= 6; c++) {
      const income = num(L('Total Income'), c);
      const cogs = num(L('Total Cost of Goods Sold'), c);
      const auto = num(L('Total 6100 Auto'), c);
      const exp = num(L('Total Expenses'), c);
      expect(income).toBe(part('Income', 'Total Income', c));
      expect(cogs).toBe(part('Cost of Goods Sold', 'Total Cost of Goods Sold', c));
      expect(auto).toBe(part('6100 Auto', 'Total 6100 Auto', c));
      // the Auto leaves and their subtotal both sit inside Expenses: count them once
      expect(exp).toBe(part('Expenses', 'Total Expenses', c) - auto);
      expect(num(L('Net Income'), c)).toBe(income - cogs - exp + num(L('Total Other Income'), c));
    }
    expect(expected('q01')).toBe(money(num(L('Net Income'), 6)));
    expect(expected('q02')).toBe(money(num(L('Total Income'), 6)));
    expect(expected('q04')).toBe(money(num(L('Total 6100 Auto'), 6)));
    expect(expected('q05')).toBe(money(num(L('Net Income'), 4)));
  });

  it('A/R aging: customer totals and the TOTAL row', async () => {
    const rows = await sheet('aging', 'AR Aging');
    const head = rowLabelled(rows, 'Customer');
    const t = rowLabelled(rows, 'TOTAL');
    for (const r of between(rows, head, t)) expect(num(r, 7)).toBe(rowSum(r, 2, 6));
    for (let c = 2; c <= 7; c++) expect(num(t, c)).toBe(columnSum(rows, c, head.row, t.row));
    expect(expected('a02')).toBe(money(num(t, 7)));
    expect(expected('a03')).toBe(money(num(t, 5) + num(t, 6)));
    expect(expected('a04')).toBe(money(num(t, 6)));
    expect(expected('a09')).toBe(money(num(t, 7) - num(t, 2)));
  });

  it('bank: every balance follows from the one before', async () => {
    const rows = await sheet('bank', 'Statement');
    const head = rowLabelled(rows, 'Description');
    const body = rows.filter((r) => r.row > head.row);
    let balance = num(body[0]!, 5);
    expect(expected('k12')).toBe(money(balance));
    for (const r of body.slice(1)) {
      balance += num(r, 4) - num(r, 3);
      expect(num(r, 5)).toBe(balance);
    }
    expect(expected('k03')).toBe(money(balance));
    expect(expected('k01')).toBe(money(columnSum(rows, 4, head.row, Infinity)));
    expect(expected('k02')).toBe(money(columnSum(rows, 3, head.row, Infinity)));
  });

  it('payroll: deductions add up, net = gross - deductions, TOTAL row', async () => {
    const rows = await sheet('payroll', 'Payroll 2025');
    const head = rowLabelled(rows, 'Employee');
    const t = rowLabelled(rows, 'TOTAL');
    const lines = between(rows, head, t).filter((r) => r.nums.size > 0);
    expect(lines).toHaveLength(36);
    for (const r of lines) {
      expect(num(r, 8)).toBe(rowSum(r, 4, 7));
      expect(num(r, 9)).toBe(num(r, 3) - num(r, 8));
    }
    for (let c = 3; c <= 9; c++) expect(num(t, c)).toBe(columnSum(rows, c, head.row, t.row));
    expect(expected('y01')).toBe(money(num(t, 3)));
    expect(expected('y03')).toBe(money(num(t, 7)));
    expect(expected('y07')).toBe(money(num(t, 8)));
  });

  it('inventory: value = on hand x unit cost, and the Total row', async () => {
    const rows = await sheet('inventory', 'Stock count');
    const head = rowLabelled(rows, 'SKU');
    const t = rowLabelled(rows, 'Total');
    const items = between(rows, head, t);
    expect(expected('i11')).toBe(String(items.length));
    for (const r of items) expect(num(r, 7)).toBe((num(r, 4) / 100) * num(r, 6));
    expect(num(t, 7)).toBe(columnSum(rows, 7, head.row, t.row));
    expect(num(t, 4)).toBe(columnSum(rows, 4, head.row, t.row));
    expect(expected('i01')).toBe(money(num(t, 7)));
    expect(expected('i07')).toBe(String(num(t, 4) / 100));
  });

  it('two-year comparison: totals, variance and net income (thousands)', async () => {
    const rows = await sheet('compare', '2025 vs 2024');
    const L = (label: string): SheetRow => rowLabelled(rows, label);
    for (const r of rows.filter((x) => x.nums.size >= 4)) {
      expect(num(r, 4)).toBe(num(r, 2) - num(r, 3));
    }
    for (const c of [2, 3]) {
      const rev = num(L('Total revenue'), c);
      const exp = num(L('Total expenses'), c);
      expect(rev).toBe(columnSum(rows, c, L('Revenue').row, L('Total revenue').row));
      expect(exp).toBe(columnSum(rows, c, L('Expenses').row, L('Total expenses').row));
      expect(num(L('Net income'), c)).toBe(rev - exp);
    }
    expect(expected('d05')).toBe(money(num(L('Net income'), 2)));
    expect(expected('d06')).toBe(money(num(L('Net income'), 3)));
  });

  it('budget vs actual: full-year columns and the Total row', async () => {
    const rows = await sheet('budget', 'Budget vs Actual');
    const head = rowLabelled(rows, 'Cost line');
    const t = rowLabelled(rows, 'Total');
    for (const r of between(rows, head, t).concat(t)) {
      expect(num(r, 10)).toBe(num(r, 2) + num(r, 4) + num(r, 6) + num(r, 8));
      expect(num(r, 11)).toBe(num(r, 3) + num(r, 5) + num(r, 7) + num(r, 9));
    }
    for (let c = 2; c <= 11; c++) expect(num(t, c)).toBe(columnSum(rows, c, head.row, t.row));
    expect(expected('g02')).toBe(money(num(t, 11)));
    expect(expected('g07')).toBe(money(num(t, 10)));
    expect(expected('g09')).toBe(money(num(t, 3)));
  });

  it('cash flow: sections, net change, beginning and end of year (thousands)', async () => {
    const rows = await sheet('cashflow', 'Cash Flow');
    const L = (label: string): SheetRow => rowLabelled(rows, label);
    const sections: Array<[string, string]> = [
      ['CASH FLOWS FROM OPERATING ACTIVITIES', 'Net cash provided by operating activities'],
      ['CASH FLOWS FROM INVESTING ACTIVITIES', 'Net cash used in investing activities'],
      ['CASH FLOWS FROM FINANCING ACTIVITIES', 'Net cash from (used in) financing activities'],
    ];
    for (const c of [2, 3]) {
      let change = 0;
      for (const [open, close] of sections) {
        expect(num(L(close), c)).toBe(columnSum(rows, c, L(open).row, L(close).row));
        change += num(L(close), c);
      }
      expect(num(L('NET INCREASE (DECREASE) IN CASH'), c)).toBe(change);
      expect(num(L('Cash at end of year'), c)).toBe(
        num(L('Cash at beginning of year'), c) + change,
      );
    }
    expect(num(L('Cash at beginning of year'), 2)).toBe(num(L('Cash at end of year'), 3));
    expect(expected('f01')).toBe(money(num(L('Net cash provided by operating activities'), 2)));
    expect(expected('f03')).toBe(money(num(L('Cash at end of year'), 2)));
    expect(expected('f04')).toBe(money(num(L('NET INCREASE (DECREASE) IN CASH'), 3)));
    expect(expected('f11')).toBe(money(num(L('Cash at beginning of year'), 2)));
  });

  it('branches: the summary sheet equals the branch sheets', async () => {
    const sheets = await readSheets(books.branches.bytes);
    const summary = sheets.get('Summary')!;
    let allSales = 0;
    for (const name of ['Quezon City', 'Pasig', 'Alabang']) {
      const rows = sheets.get(name)!;
      const head = rowLabelled(rows, 'Month');
      const months = rows.filter((r) => r.row > head.row);
      expect(months).toHaveLength(12);
      for (const r of months) expect(num(r, 5)).toBe(num(r, 2) - num(r, 3) - num(r, 4));
      const line = rowLabelled(summary, name);
      for (let c = 2; c <= 5; c++)
        expect(num(line, c)).toBe(columnSum(rows, c, head.row, Infinity));
      allSales += num(line, 2);
    }
    expect(num(rowLabelled(summary, 'All branches'), 2)).toBe(allSales);
    expect(expected('h04')).toBe(money(allSales));
    expect(expected('h02')).toBe(money(num(rowLabelled(summary, 'Alabang'), 2)));
  });
});
