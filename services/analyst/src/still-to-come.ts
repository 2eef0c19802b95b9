/**
 * After blind-41: "value of bookings still to come" on a bookings ledger added every booking:
 * "still", "to" and "come" were read as filler. What is still to come (upcoming, in the
 * future, yet to arrive) is the rows dated after today. When one status value (Confirmed,
 * Booked …) marks exactly those rows, besides the cancelled ones, the question is asked again
 * for that status; an answer over every row is refused (`stillToComeReason`). "Still to come
 * in" (money not yet received) and a period named ("after october") are other readings.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const TO_COME =
  /\b(?:still to come|yet to come|to come|upcoming|coming up|in the future|future|still ahead|ahead of us|yet to (?:arrive|happen|take place|start)|not yet (?:arrived|happened|taken place|started))\b/;
const CANCELLED = /\b(cancel\w*|void\w*|declined|lost|no[- ]show)\b/i;

export type StillToCome = { query: string; status: string };

// "still to come in" is money not yet received (a column's reading); "after october" names the
// rows itself: neither is read here
const OTHER_READING =
  /\bto come in\b|\b(?:after|before|from|since|until|till|between|in|during)\s+(?:the\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|\d{4})/;

export function stillToComeWording(
  wb: Workbook,
  question: string,
  now: Date | undefined,
): StillToCome | undefined {
  const q = plainQuestion(question);
  const phrase = TO_COME.exec(q);
  if (!phrase || !now || OTHER_READING.test(q)) return undefined;
  const today = now.toISOString().slice(0, 10);
  const puts: Array<{ query: string; status: string }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const date = t.columns.findIndex((c) => c.role === 'date');
      if (date < 0) continue;
      const rows = t.rows.filter((r) => r.kind === 'data');
      const dayOf = (i: number): string | undefined => {
        const c = rows[i]!.cells[date];
        return c && typeof c === 'object' && 'd' in c ? c.d : undefined;
      };
      if (rows.some((_, i) => !dayOf(i))) continue;
      const ahead = new Set(rows.flatMap((_, i) => (dayOf(i)! > today ? [i] : [])));
      t.columns.forEach((c, ci) => {
        if (c.role !== 'category') return;
        const text = (i: number) => cellText(rows[i]!.cells[ci]) ?? '';
        const live = [...ahead].filter((i) => !CANCELLED.test(text(i)));
        const values = new Set(live.map(text));
        if (live.length === 0 || values.size !== 1) return;
        const value = [...values][0]!;
        if (!value) return;
        // the status marks the rows still ahead and no row already past
        const marked = rows.flatMap((_, i) => (text(i) === value ? [i] : []));
        if (marked.length !== live.length || marked.some((i) => !ahead.has(i))) return;
        const rest = q.replace(phrase[0], ' ').replace(/\b(still|yet)\b/g, ' ');
        puts.push({ query: `${rest.replace(/\s+/g, ' ').trim()} for ${value}`, status: value });
      });
    }
  return puts.length === 1 ? puts[0] : undefined;
}

/**
 * An answer over every row to a question about what is still to come: refused, unless its
 * label says which rows it kept (a period, a status).
 */
export function stillToComeReason(question: string, answer: Answer): string | undefined {
  const q = plainQuestion(question);
  const phrase = TO_COME.exec(q);
  if (!phrase || !/\b(to come|upcoming|coming up)\b/.test(phrase[0]) || OTHER_READING.test(q))
    return undefined;
  if (answer.refused || !/^(total|count|average|sum)$/.test(answer.kind)) return undefined;
  const label = answer.figures[0]?.label ?? '';
  if (/,| for | in | after | from |\bremaining\b|\bdue\b|\boutstanding\b|\bleft\b/i.test(label))
    return undefined;
  return `the question asks for what is still to come, and the figure I found (${label}) adds every row, past ones too; name the months (for example "from January to March 2027") or the status`;
}
