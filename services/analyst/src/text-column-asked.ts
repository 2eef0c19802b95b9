/**
 * Issue 13, pass 51 (L4, L3): a question asking for a row's TEXT column ("what is the status of
 * Kittiwake", "what work are we doing on Curlew", "who supplies the Taylor", "what category is
 * the Snark tuner", "Kittiwake's status") was answered with a figure the question never named
 * (Total cost, Stock value): the engine's default measure for the row. A cell that is text is
 * no figure: such an answer is refused, saying what the cell holds when one row is read.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import { bareLabel } from './job-list';
import type { Table, Workbook } from './model';
import { nameTokens } from './row-names';
import { normalizeText } from './text';

/** "who supplies X": the column a verb asks for */
const VERB_COLUMN: Record<string, string[]> = {
  supplies: ['supplier', 'vendor', 'brand'],
  supplied: ['supplier', 'vendor', 'brand'],
  owns: ['owner', 'client', 'customer'],
  owned: ['owner', 'client', 'customer'],
  makes: ['brand', 'maker', 'manufacturer', 'make'],
  made: ['brand', 'maker', 'manufacturer', 'make'],
};

const ASKS = [
  /^(?:what(?:'s| is| was| are| were)|which is|tell me) (?:the )?([a-z]+) (?:of|for|on) (.+)$/,
  /^what ([a-z]+) (?:is|was|are) (.+?)(?: in| on| under)?$/,
  /^(?:what(?:'s| is) )?(.+?)'s ([a-z]+)$/,
  /^who (supplies|supplied|owns|owned|makes|made) (.+)$/,
  /^what ([a-z]+) (?:are we doing|did we do|is being done|was done|are we doing|do we do) (?:on|for) (.+)$/,
];

function cellOf(range: string): { r: number; c: number } | undefined {
  const m = /^([A-Z]+)(\d+)$/.exec(range);
  if (!m) return undefined;
  const c = [...m[1]!].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return { r: Number(m[2]) - 1, c };
}

export function textColumnAskedReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  // a ranked or counted answer names the rows it picked ("which client took most time")
  if (answer.refused || !/^(lookup|total)$/.test(answer.kind)) return undefined;
  const f = answer.figures[0];
  if (!f) return undefined;
  const q = normalizeText(question)
    .replace(/[?.!]+$/, '')
    .trim();
  let word: string | undefined;
  for (const re of ASKS) {
    const m = re.exec(q);
    if (!m) continue;
    word = re === ASKS[2] ? m[2] : m[1];
    break;
  }
  if (!word) return undefined;
  const wanted = VERB_COLUMN[word] ?? [nameTokens(word)[0] ?? word];
  const sheet = wb.sheets.find((s) => s.name === f.source.sheet);
  const cell = cellOf(f.source.range);
  const tables: Table[] = sheet?.tables ?? [];
  for (const t of tables) {
    const textCol = t.columns.findIndex(
      (c) =>
        c.type === 'text' && wanted.some((w) => nameTokens(bareLabel(c.label)).join(' ') === w),
    );
    if (textCol < 0) continue;
    // the figure must come from this table and read another column than the one asked
    const figCol = t.columns.find((c) => f.label.startsWith(c.label));
    if (!figCol || t.columns.indexOf(figCol) === textCol) continue;
    // the figure's own column named in the question: the question asked for it too
    const figWords = nameTokens(bareLabel(figCol.label)).filter((w) => w !== 'total');
    if (figWords.some((w) => nameTokens(q).includes(w))) continue;
    const row = cell ? t.rows.find((r) => r.r === cell.r) : undefined;
    const text = row ? cellText(row.cells[textCol]) : undefined;
    const label = t.columns[textCol]!.label;
    return text
      ? `${label} is text, not a figure: on that row it says "${text}"`
      : `${label} is text, not a figure; I only report figures`;
  }
  return undefined;
}
