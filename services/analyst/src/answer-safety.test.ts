/**
 * A question must never take the chat call down: whatever a reader trips over, the owner gets
 * a refusal; and a figure always cites its cells.
 */
import { answerQuestion } from './answer';
import { figureOf } from './cell-figures';
import { decFromInt } from './decimal';
import { PLAIN } from './format';
import { bookOf } from './pass5-shapes';
import type { Workbook } from './model';

describe('answerQuestion never throws', () => {
  it('a workbook whose stored table lost its rows gets a refusal, not an exception', async () => {
    const wb = await bookOf([
      {
        name: 'Sales',
        rows: [
          ['Month', 'Sales'],
          ['Jan', 100],
          ['Feb', 250],
          ['Mar', 175],
        ],
      },
    ]);
    expect(answerQuestion(wb, 'total sales').refused).toBe(false);
    // a stored workbook damaged in the database (rows of one table gone)
    const broken = JSON.parse(JSON.stringify(wb)) as Workbook;
    (broken.sheets[0]!.tables[0] as unknown as { rows: unknown }).rows = undefined;
    const a = answerQuestion(broken, 'total sales');
    expect(a.refused).toBe(true);
    expect(a.figures).toEqual([]);
    expect(a.text).toMatch(/^I can't answer that from this workbook/);
  });

  it('a figure with no cells is an error, never a figure without a source', async () => {
    const wb = await bookOf([
      {
        name: 'S',
        rows: [
          ['Month', 'Sales'],
          ['Jan', 1],
          ['Feb', 2],
        ],
      },
    ]);
    const t = wb.sheets[0]!.tables[0]!;
    expect(() => figureOf(t, 'x', decFromInt(1), PLAIN, [])).toThrow(/cites no cell/);
    expect(figureOf(t, 'x', decFromInt(1), PLAIN, [{ r: 1, c: 1 }]).source.range).toBe('B2');
  });
});
