/**
 * Issue 13, pass 20 (W1): "who is our top stylist by sales" on a sales log with a person
 * column (Date | Stylist | Service | Amount) ranks the people by their summed money; it used
 * to answer the highest single sale. "Top / best X by <money word>" is put as "which X sold
 * the most", which the engine already ranks by sums, only when X is a text column's header.
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:(?:who(?:'s| is| was| are| were)?|which|what) )?(?:is |was )?(?:our |the )?(top|best|biggest|highest|leading|strongest|worst|weakest|lowest|bottom) (?:selling |earning |performing )?([a-z]+?)(?:s)?(?: by (?:total )?(?:sales|revenue|takings|amount|money|income|turnover))?(?: overall| in total| this year)?$/;

const LOW = /^(worst|weakest|lowest|bottom)$/;

/** The header of a long table's text column naming the noun ("Stylist" for "stylist(s)"). */
function personColumn(wb: Workbook, noun: string): boolean {
  const hits = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.layout === 'long' &&
        t.columns.some((c) => c.role === 'category' && c.label.trim().toLowerCase() === noun) &&
        t.columns.some((c) => c.role === 'value'),
    ),
  );
  return hits.length === 1;
}

const PERSON =
  /^(stylist|rep|sales ?rep|salesperson|sales person|seller|driver|staff|staff member|employee|agent|cashier|server|waiter|barber|technician|therapist|trainer|consultant)$/;

/** The one person column of a long table with money ("Stylist", "Rep", "Driver"). */
function onePersonColumn(wb: Workbook): string | undefined {
  const names = wb.sheets.flatMap((s) =>
    s.tables
      .filter((t) => t.layout === 'long' && t.columns.some((c) => c.role === 'value'))
      .flatMap((t) =>
        t.columns
          .filter((c) => c.role === 'category' && PERSON.test(c.label.trim().toLowerCase()))
          .map((c) => c.label.trim().toLowerCase()),
      ),
  );
  return names.length === 1 ? names[0] : undefined;
}

export function topPersonWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  // "who sold the most": the people ranked by their sales, never the single biggest sale
  const who =
    /^who (sold|brought in|took) the (most|least)(?: money| sales| revenue)?(?: overall| in total)?$/.exec(
      q,
    );
  if (who) {
    const person = onePersonColumn(wb);
    return person ? `which ${person} sold the ${who[2]}` : undefined;
  }
  const m = ASKED.exec(q);
  if (!m) return undefined;
  const noun = m[2]!;
  // only the people who sell (a customer buys; a job is not ranked by what it "sold")
  if (!PERSON.test(noun)) return undefined;
  if (!personColumn(wb, noun)) return undefined;
  return `which ${noun} sold the ${LOW.test(m[1]!) ? 'least' : 'most'}`;
}
