/**
 * Headline first: an answer's first sentence states its figure with unit and scale, then how
 * it was computed, then the cells. Operations word their own headline; this is the guard for
 * any answer whose first sentence does not (a breakdown, a list, a filter, a share), so the
 * figure an owner asked for is never buried under a table or a list of cells.
 */
import type { Answer } from './answer-types';

/** The first sentence, split the way a reader (and the owners' eval) splits it. */
export function firstSentence(text: string): string {
  const line = text.split('\n')[0] ?? '';
  // a full stop ends a sentence unless it closes an abbreviation ("Metro Offices Inc. is")
  const re = /[.!?]\s/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) {
    const before = line.slice(0, m.index + 1);
    if (!ABBREVIATION.test(before)) return before;
  }
  return line;
}

/** Words ending in a full stop that do not end a sentence. */
const ABBREVIATION =
  /(?:^|[\s(])(?:inc|co|corp|ltd|llc|no|nos|vs|st|mr|mrs|ms|dr|jr|sr|dept|approx|e\.g|i\.e|[A-Z])\.$/i;

/** A label fit for a sentence: drops the stray " ." of labels copied from reports. */
export function sentenceLabel(label: string): string {
  return label
    .replace(/\s+\.(?=\s|$)/g, '')
    .replace(/[.:]+$/, '')
    .trim();
}

/** Prepends "Label: figure." when the first sentence does not state the answer's figure. */
export function withHeadline(answer: Answer): Answer {
  const first = answer.figures[0];
  if (answer.refused || !first) return answer;
  // A breakdown or a list answers with its table: its first row is not "the" figure, and
  // leading with it would read as the answer to the whole question.
  // (a table of one row is that figure: it leads)
  if (
    answer.table &&
    answer.table.rows.length > 1 &&
    (answer.kind === 'breakdown' || answer.kind === 'list')
  )
    return answer;
  if (firstSentence(answer.text).includes(first.display)) return answer;
  const at = first.at !== undefined ? ` (${first.at})` : '';
  const head = `${sentenceLabel(first.label)}${at}: ${first.display}.`;
  return { ...answer, text: `${head}\n${answer.text}` };
}
