/**
 * Issue 13, pass 3: headline first for every answer kind, and plain questions the engine
 * used to refuse ("components of", split fiscal years, a report's own Change column), each
 * on a small workbook written here.
 */
import ExcelJS from 'exceljs';
import { answerQuestion } from './answer';
import { firstSentence } from './headline';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

type Row = Array<string | number | null>;

async function book(rows: Row[]): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Report');
  for (const r of rows) ws.addRow(r);
  return ingestWorkbook(new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
}

const monthly = (): Promise<Workbook> =>
  book([
    ['Month', 'Bread', 'Coffee'],
    ['Jan 2024', 1000, 400],
    ['Feb 2024', 1200, 450],
    ['Mar 2024', 900, 500],
  ]);

describe('headline first', () => {
  it('a growth answer states the percentage, then both ends, in its first sentence', async () => {
    const a = answerQuestion(
      await monthly(),
      'How much did bread grow from January to March in %?',
    );
    const first = a.figures[0]!;
    expect(Number(first.value)).toBeCloseTo(((900 - 1000) / 1000) * 100, 2);
    const head = firstSentence(a.text);
    expect(head).toContain(first.display);
    expect(head).toMatch(/1,000.*→.*900/);
    expect(head).toMatch(/Jan 2024 to Mar 2024/);
  });

  it('a change answer states the change first; the cells come after', async () => {
    const a = answerQuestion(
      await monthly(),
      'What was the change in coffee from January to March?',
    );
    expect(Number(a.figures[0]!.value)).toBe(100);
    const lines = a.text.split('\n');
    expect(lines[0]).toContain(a.figures[0]!.display);
    expect(lines[0]).toMatch(/^Coffee rose by/);
    expect(lines.findIndex((l) => l.includes("sheet 'Report'"))).toBeGreaterThan(0);
  });

  it('every kind of answer over a small sheet opens with its figure (a breakdown with its table)', async () => {
    const wb = await monthly();
    let answered = 0;
    for (const q of [
      'Total bread sales?',
      'Which month had the best coffee sales?',
      'Bread sales by month',
      'In which months was bread above 950?',
      'Average coffee sales per month',
      'What share of bread sales came in February?',
    ]) {
      const a = answerQuestion(wb, q);
      if (a.refused) continue;
      answered += 1;
      if (a.table && (a.kind === 'breakdown' || a.kind === 'list')) {
        // The table is the answer: it opens by naming what it breaks down, never one row.
        expect(firstSentence(a.text)).not.toContain(a.figures[0]!.display);
        expect(a.table.rows.length).toBeGreaterThan(1);
        continue;
      }
      expect(firstSentence(a.text)).toContain(a.figures[0]!.display);
    }
    expect(answered).toBeGreaterThanOrEqual(4);
  });
});

const deferredTax = (): Promise<Workbook> =>
  book([
    ['', '2019', '2018'],
    ['Deferred tax assets', null, null],
    ['Pension costs', 1169, 1111],
    ['Loss carryforwards', 3167, 3445],
    ['Other benefits', 134, 162],
    ['Other', 577, 553],
    ['Gross deferred tax assets', 5047, 5271],
    ['Less valuation allowance', -1319, -1331],
    ['Net deferred tax assets', 3728, 3940],
  ]);

describe('the lines a heading is made of', () => {
  it('"components of" is answered, and the lines stop at the unlabelled total', async () => {
    const wb = await deferredTax();
    const count = answerQuestion(wb, 'How many components are there under deferred tax assets?');
    expect(count.refused).toBe(false);
    expect(Number(count.figures[0]!.value)).toBe(4);
    expect(count.text).not.toMatch(/in millions|in thousands/);
    const list = answerQuestion(wb, 'What are the components of deferred tax assets?');
    expect(list.figures.map((f) => f.at)).toEqual([
      'Pension costs',
      'Loss carryforwards',
      'Other benefits',
      'Other',
    ]);
  });
});

describe('split fiscal years and a report Change column', () => {
  it('"2018/2019" is the year ending 2019, in headers and questions', async () => {
    const wb = await book([
      ['€ million', '2017/2018', '2018/2019'],
      ['EBIT', 713, 828],
      ['Income taxes', -216, -298],
    ]);
    const change = answerQuestion(wb, 'What was the change in EBIT in 2018/2019 from 2017/2018?');
    expect(Number(change.figures[0]!.value)).toBe(828 - 713);
    const taxes = answerQuestion(wb, 'What was the amount of income taxes in FY2019?');
    expect(Number(taxes.figures[0]!.value)).toBe(-298);
  });

  it('a change between named years is computed from their columns, not the Change column', async () => {
    const wb = await book([
      ['', '2017', '2018', 'Change'],
      ['Net cash provided by operating activities', 223630, 283710, 60080],
      ['Net cash used in investing activities', -74599, -692999, -618400],
    ]);
    const g = answerQuestion(
      wb,
      'What was the percentage change in net cash provided by operating activities from 2017 to 2018?',
    );
    expect(Number(g.figures[0]!.value)).toBeCloseTo(((283710 - 223630) / 223630) * 100, 2);
  });

  it('a percentage Change column is not replaced by a computed one that rounds differently', async () => {
    const wb = await book([
      ['$ million', '2019', '2018', 'Change (%)'],
      ['Order intake', 532, 470, 13.2],
      ['Revenue', 503.6, 476.9, 5.6],
    ]);
    const a = answerQuestion(wb, 'What is the change (%) for order intake between 2018 and 2019?');
    expect(a.refused).toBe(true);
  });

  it('the growth of a loss kept in brackets is asked about, not guessed', async () => {
    const wb = await book([
      ['', '2019', '2018', 'Increase / (Decrease)'],
      ['Selling, general and administrative', 24.9, 33.5, -8.6],
      ['Loss from operations', -25.0, -33.6, 8.6],
    ]);
    const loss = answerQuestion(
      wb,
      'What is the percentage increase / (decrease) in the loss from operations from 2018 to 2019?',
    );
    expect(loss.refused).toBe(true);
    const sga = answerQuestion(
      wb,
      'What was the percentage increase / (decrease) in the selling, general and administrative expenses from 2018 to 2019?',
    );
    expect(Number(sga.figures[0]!.value)).toBeCloseTo(((24.9 - 33.5) / 33.5) * 100, 2);
  });
});
