/**
 * After blind-40: "most popular package" on a bookings ledger was refused over "popular". What
 * is most popular (most common, booked or ordered most often) is the value of that column with
 * the most rows: put as "which package has the most bookings", with the rows' own noun (a
 * plural word of the sheet's name or title: the engine ranks rows only by such a noun). With a
 * quantity column (Qty, Units) most rows and most units are two readings: not put.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const POPULAR =
  /^(?:what(?:'s| is| was| are| were) |which (?:is|was) )?(?:our |the )?(most|least) (?:popular|common|frequent|frequently (?:booked|ordered|chosen|sold)|often (?:booked|ordered|chosen)) ([a-z][a-z ]*?)$/;
const POPULAR_AFTER =
  /^which ([a-z][a-z ]*?) (?:is|was|are|were) (?:the )?(most|least) (?:popular|common)$/;

/** The question put as a ranking of rows, once per plural noun of the sheets' names and titles. */
export function popularWordings(wb: Workbook, question: string): string[] {
  const q = plainQuestion(question);
  const m = POPULAR.exec(q);
  const a = m ? undefined : POPULAR_AFTER.exec(q);
  const what = m?.[2] ?? a?.[1];
  const most = (m?.[1] ?? a?.[2]) === 'most';
  if (!what) return [];
  // with a quantity column, most rows and most units sold are two readings: not put
  const qty = /^(qty|quantity|units|no\.? of|number of)\b/i;
  if (wb.sheets.some((s) => s.tables.some((t) => t.columns.some((c) => qty.test(c.label.trim())))))
    return [];
  const nouns = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const w of `${s.name} ${t.title ?? ''}`.toLowerCase().match(/\b[a-z]{3,}s\b/g) ?? [])
        if (!/(ss|us|is)$/.test(w)) nouns.add(w);
  return [...nouns]
    .slice(0, 4)
    .map((n) => `which ${what} has the ${most ? 'most' : 'fewest'} ${n}`);
}
