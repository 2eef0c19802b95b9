/**
 * Issue 13, pass 14 (W2): "total costs" on a P&L that keeps both a cost of sales and
 * operating expenses means the two together; the engine read operating expenses alone (its
 * word matched "expenses"), a wrong figure. When the question is only "(total) costs" or
 * "what did we spend" (and a period), both lines are added ("sum of A and B"); when that
 * cannot be read, the answer asks which, naming both. Never one of them silently.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';

const COGS = /^(total )?(cost of (sales|goods sold|revenues?)|cogs|direct costs)$/i;
const OPEX = /^(total )?(operating expenses|operating costs|expenses|overheads|opex)$/i;
const FILLER = new Set(
  'what were was are is our the total all costs cost in total how much did do we spend spent altogether overall'.split(
    ' ',
  ),
);
const PERIOD_WORD =
  /^(in|for|of|during|this|last|year|(19|20)\d{2}|fy\d{2,4}|q[1-4]|h[12]|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)$/i;

/** The words after the cost words ("in 2025"), or undefined when others are asked. */
function periodTail(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .replace(/[?.!,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.some((w) => w === 'costs' || w === 'spend' || w === 'spent')) return undefined;
  if (words.includes('spend') || words.includes('spent'))
    if (!words.includes('total') && !words.includes('altogether')) return undefined;
  const rest = words.filter((w) => !FILLER.has(w));
  if (!rest.every((w) => PERIOD_WORD.test(w))) return undefined;
  return rest.join(' ');
}

export function pnlCostsAnswer(
  wb: Workbook,
  text: string,
  answer: (wb: Workbook, q: string) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const tail = periodTail(text);
  if (tail === undefined) return undefined;
  for (const sheet of wb.sheets)
    for (const table of sheet.tables) {
      const labels = table.rows.map((r) =>
        (r.label ?? r.cells.find((c): c is string => typeof c === 'string') ?? '').trim(),
      );
      const pick = (re: RegExp): string | undefined =>
        labels.find((l) => re.test(l) && /^total /i.test(l)) ?? labels.find((l) => re.test(l));
      const cogs = pick(COGS);
      const opex = pick(OPEX);
      if (!cogs || !opex) continue;
      const periods = table.columns.filter((c) => c.role === 'value' && c.period).length;
      // two years across and none named: never both years added (pass 10's ask-back)
      if (!tail && periods >= 2)
        return refuse(
          `the sheet keeps ${periods} periods; name one for ${cogs} and ${opex} together`,
        );
      const got = answer(wb, `sum of ${cogs} and ${opex}${tail ? ` ${tail}` : ''}`);
      if (!got.refused) return got;
      return refuse(
        `"costs" here could be ${cogs} and ${opex} together, or either alone; name the line or say "${cogs} and ${opex} together"`,
      );
    }
  return undefined;
}
