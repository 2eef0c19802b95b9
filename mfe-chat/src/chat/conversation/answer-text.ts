import type { ChatAnswer } from '@fina/contract';

/**
 * The reply as the bubble shows it. When the answer carries a table, the engine's text also
 * holds it as markdown (`| Month | Revenue |`); the screen draws the table itself, so those
 * lines are left out of the text.
 */
export function replyText(content: string, answer: ChatAnswer | null): string {
  if (!answer?.table) return content;
  return content
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('|'))
    .join('\n')
    .trim();
}

/** The cells an answer cites, as a spreadsheet names them ("P&L!B2:E2"), each once. */
export function citedCells(answer: ChatAnswer | null): string[] {
  if (!answer) return [];
  const cells: string[] = [];
  for (const figure of answer.figures) {
    for (const range of figure.source.range.split(',')) {
      const cell = `${figure.source.sheet}!${range.trim()}`;
      if (range.trim() && !cells.includes(cell)) cells.push(cell);
    }
  }
  return cells;
}
