/**
 * After blind-41: "value of bookings still to come" on a bookings ledger added every booking:
 * "still", "to" and "come" were read as filler. What is still to come (upcoming, in the
 * future, yet to arrive) is the rows dated after today. When one status value (Confirmed,
 * Booked …) marks exactly those rows, besides the cancelled ones, the question is asked again
 * for that status; otherwise it is refused, never answered over every row.
 */
import { cellText } from './cell-figures';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const TO_COME =
  /\b(?:still to come|yet to come|to come|upcoming|coming up|in the future|future|still ahead|ahead of us|yet to (?:arrive|happen|take place|start)|not yet (?:arrived|happened|taken place|started))\b/;
const CANCELLED = /\b(cancel\w*|void\w*|declined|lost|no[- ]show)\b/i;

export type StillToCome = { query: string; status: string } | { refuse: string };

export function stillToComeWording(
  wb: Workbook,
  question: string,
  now: Date | undefined,
): StillToCome | undefined {
  const q = plainQuestion(question);
  const phrase = TO_COME.exec(q);
  if (!phrase || !now) return undefined;
  const today = now.toISOString().slice(0, 10);
  const puts: Array<{ query: string; status: string }> = [];
  let dated = false;
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
      dated = true;
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
  if (puts.length === 1) return puts[0];
  // "future interest" on a loan, "not yet paid": other readers know those words; only the
  // plain "to come" / "upcoming" is refused here rather than read over every row
  if (!dated || !/\b(to come|upcoming|coming up)\b/.test(phrase[0])) return undefined;
  return {
    refuse: `the question asks for what is still to come, and I could not tell which rows those are from a status; name the months (for example "from January to March 2027")`,
  };
}
