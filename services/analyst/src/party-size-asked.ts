/**
 * After blind-41: "how many guests stayed in july" on a holiday-let ledger (one row a booking,
 * a Guest column naming who booked, Arrival and Nights) answered with the number of different
 * guest names. A stay's row names its lead guest, never how many people came: asked for guests
 * or people on such a ledger, the count of names is refused, saying what was booked instead.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const PEOPLE_ASKED = /^how many (?:guests|people|persons|visitors|adults|holidaymakers)\b/;
const STAY = /\b(nights?|arrival|arrive|check[- ]?in|check[- ]?out|departure)\b/i;

export function partySizeReason(
  wb: Workbook,
  question: string,
  answer: Answer,
): string | undefined {
  if (answer.refused || answer.kind !== 'count' || !PEOPLE_ASKED.test(plainQuestion(question)))
    return undefined;
  const fig = answer.figures[0];
  if (!fig || !/^distinct (?:lead )?(?:guest|guest name|name|customer)s?\b/i.test(fig.label))
    return undefined;
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  const stays = sheet?.tables.some((t) => t.columns.filter((c) => STAY.test(c.label)).length > 0);
  if (!stays) return undefined;
  return `each row of sheet '${fig.source.sheet}' is a booking naming its lead guest, not how many people stayed (${fig.value} different names match); ask how many bookings`;
}
