/** Answer behaviours on the generated workbooks: detection, citations, refusals, dates. */
import { answerQuestion } from '../src/answer';
import { describeWorkbook } from '../src/describe';
import { ingestWorkbook } from '../src/ingest';
import type { Workbook } from '../src/model';
import type { BuiltWorkbooks } from './workbooks';
import { buildAll } from './workbooks';

let built: BuiltWorkbooks;
const books: Partial<Record<keyof BuiltWorkbooks, Workbook>> = {};
const book = async (k: keyof BuiltWorkbooks): Promise<Workbook> =>
  (books[k] ??= await ingestWorkbook(built[k].bytes));

beforeAll(async () => {
  built = await buildAll();
});

describe('table detection', () => {
  it('reads a wide P&L: months across, line items down, a section and totals', async () => {
    const t = (await book('pnl')).sheets[0]!.tables[0]!;
    expect(t.layout).toBe('wide');
    expect(t.title).toMatch(/Profit and Loss/);
    expect(t.columns.filter((c) => c.period?.kind === 'month')).toHaveLength(12);
    expect(t.columns.find((c) => c.label === 'Total')!.role).toBe('total');
    expect(t.rows.find((r) => r.label === 'Salaries')!.section).toBe('Operating expenses');
    expect(t.rows.find((r) => r.label === 'Total operating expenses')!.kind).toBe('total');
  });

  it('reads a long sales table with typed columns', async () => {
    const t = (await book('sales')).sheets[0]!.tables[0]!;
    expect(t.layout).toBe('long');
    expect(t.columns.map((c) => c.type)).toEqual([
      'date',
      'text',
      'text',
      'number',
      'money',
      'money',
    ]);
  });

  it('combines merged month headers with Budget/Actual sub-headers', async () => {
    const t = (await book('budget')).sheets[0]!.tables[0]!;
    const jan = t.columns.filter((c) => c.period?.index === 1);
    expect(jan.map((c) => c.tags)).toEqual([['Budget'], ['Actual']]);
  });

  it('keeps a messy sheet together across a blank row and finds the second table', async () => {
    const s = (await book('messy')).sheets[0]!;
    expect(s.tables).toHaveLength(2);
    expect(s.tables[0]!.rows.filter((r) => r.kind === 'data').map((r) => r.label)).toEqual([
      'North',
      'South',
      'East',
      'West',
      'Online',
    ]);
    expect(s.tables[0]!.rows.at(-1)!.kind).toBe('total');
    expect(s.tables[1]!.title).toBe('Headcount by department');
  });

  it('reads percent and month-text columns', async () => {
    const t = (await book('kpis')).sheets[0]!.tables[0]!;
    expect(t.columns.map((c) => c.type)).toEqual(['month', 'money', 'percent', 'number']);
  });
});

describe('answers', () => {
  it('cites the exact cells of a lookup and of a sum', async () => {
    const wb = await book('pnl');
    const a = answerQuestion(wb, 'What was revenue in March?');
    expect(a.figures[0]!.source).toEqual({ sheet: 'P&L', range: 'D4' });
    expect(a.text).toContain("sheet 'P&L' D4");
    const q3 = answerQuestion(wb, 'total revenue in Q3');
    expect(q3.figures[0]!.source.range).toBe('H4:J4');
  });

  it('refuses what the workbook does not hold, and suggests questions', async () => {
    const wb = await book('pnl');
    const a = answerQuestion(wb, 'What was EBITDA in 2024?');
    expect(a.refused).toBe(true);
    expect(a.figures).toEqual([]);
    expect(a.text).toMatch(/ebitda/i);
    expect(a.text).toMatch(/You could ask/);
    expect(answerQuestion(wb, '').refused).toBe(true);
  });

  it("reads 'last month' from the data, or from `now` when the data reaches it", async () => {
    const wb = await book('pnl');
    const data = answerQuestion(wb, 'revenue last month');
    expect(data.figures[0]!.source.range).toBe('M4');
    const now = answerQuestion(wb, 'revenue last month', { now: new Date(Date.UTC(2024, 6, 15)) });
    expect(now.figures[0]!.source.range).toBe('G4'); // June
  });

  it('labels the forecast as naive', async () => {
    const a = answerQuestion(await book('pnl'), 'forecast revenue for next month');
    expect(a.kind).toBe('forecast');
    expect(a.text).toMatch(/Naive forecast for Jan 2025/);
  });

  it('summarises the workbook with cited key figures', async () => {
    const s = describeWorkbook(await book('sales'));
    expect(s.kind).toBe('summary');
    expect(s.text).toMatch(/747 rows/);
    expect(s.figures[0]!.source).toEqual({ sheet: 'Sales', range: 'F2:F748' });
  });

  it('lists sheets and columns', async () => {
    const a = answerQuestion(await book('messy'), 'Which sheets are there?');
    expect(a.kind).toBe('schema');
    expect(a.text).toContain("'Notes'");
  });

  it('never throws on odd input, and every answer it gives is cited', async () => {
    const odd = [
      '???',
      '((',
      '[a-z]+ $1 \\d',
      'sales in 2024 ((',
      'x'.repeat(5000),
      '📈 revenue?',
      '12345',
      'SELECT * FROM sales; DROP TABLE users',
      'revenue revenue revenue',
      'top 0 products',
      'top 1000 products by amount',
      'revenue from 2030 to 2020',
      'growth between Q5 and Q9',
      'what was revenue on 2024-02-30',
      'compare and',
      'ratio of to',
      'average',
      'how many',
      'which month',
    ];
    for (const k of Object.keys(built) as Array<keyof BuiltWorkbooks>) {
      const wb = await book(k);
      for (const q of odd) {
        const a = answerQuestion(wb, q);
        expect(typeof a.text).toBe('string');
        if (!a.refused) for (const f of a.figures) expect(f.source.range).toMatch(/^[A-Z]+\d+/);
      }
    }
  });
});
