import { BY_MONTH_ANSWER, BY_MONTH_TEXT, TOTAL_ANSWER, TOTAL_TEXT } from '../../testing/fixtures';
import { citedCells, replyText } from './answer-text';

describe('replyText', () => {
  it('leaves out the markdown table when the answer carries the table', () => {
    expect(replyText(BY_MONTH_TEXT, BY_MONTH_ANSWER)).toBe(
      "Revenue by month (sheet 'P&L'):\nTotal: 25,700.75 (sheet 'P&L' B2:C2).",
    );
    expect(replyText(TOTAL_TEXT, TOTAL_ANSWER)).toBe(TOTAL_TEXT);
    expect(replyText('| not a table answer', null)).toBe('| not a table answer');
  });
});

describe('citedCells', () => {
  it('names each cited range once, as sheet!range, splitting multi-range sources', () => {
    expect(
      citedCells({
        ...TOTAL_ANSWER,
        figures: [
          { ...TOTAL_ANSWER.figures[0]!, source: { sheet: 'P&L', range: 'B2:E2,B4:E4' } },
          { ...TOTAL_ANSWER.figures[0]!, source: { sheet: 'P&L', range: 'B4:E4' } },
        ],
      }),
    ).toEqual(['P&L!B2:E2', 'P&L!B4:E4']);
    expect(citedCells(null)).toEqual([]);
  });
});
