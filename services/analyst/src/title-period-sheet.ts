/**
 * Issue 13, pass 43 (M1): a table for ONE period named in its title, with no date column of its
 * own: a payroll register titled "Pay period: October 2026 (monthly, paid 30/10/2026)" or
 * "Payroll register — October 2026 (pay date 28/10/2026)", one row per employee and a TOTALS
 * row. The engine found no period in the table and refused "gross pay for october" ("no data
 * for Oct") and "PAYE this month". Here, when no table of the book has periods (columns or
 * rows) and every title or note naming a month names the same one (with its year), that month
 * is the whole sheet's: a question naming it (with the same year, or none) is asked again
 * without it; "this month" / "last month" is accepted only when it is that month (or, for
 * "this month", when the title's month is the one just ended: the latest pay period, said in
 * the answer); any other month or year named is refused naming the period the sheet holds.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';
import { MONTH_NAMES, monthFromWord } from './periods';
import { plainQuestion } from './text';

const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const TITLE_MONTH = new RegExp(`\\b(${MONTH_WORD})\\.?,? ((?:19|20)\\d\\d)\\b`, 'gi');

const ANY_MONTH = new RegExp(`\\b(${MONTH_WORD})\\b`, 'g');
const SPAN =
  /\b(to|through|thru|until|till|ending|ended|since|from|ytd|year|years|as at|as of|quarter|q[1-4]|week|weeks|w\/c|budget|forecast|plan)\b/i;

interface TitlePeriod {
  year: number;
  month: number;
}

function titlePeriod(wb: Workbook): TitlePeriod | undefined {
  const tables = wb.sheets.flatMap((s) => s.tables);
  if (tables.length === 0) return undefined;
  if (tables.some((t) => t.columns.some((c) => c.period) || t.rows.some((r) => r.period)))
    return undefined;
  const texts = wb.sheets.flatMap((s) => [
    s.name,
    ...s.notes,
    ...s.tables.flatMap((t) => [t.title ?? '', ...(t.notes ?? [])]),
  ]);
  const found = new Set<string>();
  const named = new Set<number>();
  for (const x of texts) {
    const ms = [...x.matchAll(TITLE_MONTH)];
    // a span or a date "as at" ("January to October 2026", "year ended …") is no one period
    if (ms.length && SPAN.test(x)) return undefined;
    for (const m of ms) {
      const mi = monthFromWord(m[1]!);
      if (mi) found.add(`${m[2]}-${mi}`);
    }
    for (const m of x.toLowerCase().matchAll(ANY_MONTH)) {
      const mi = monthFromWord(m[1]!);
      if (mi && m[1] !== 'may') named.add(mi);
    }
  }
  if (found.size !== 1 || named.size > 1) return undefined;
  const [y, mo] = [...found][0]!.split('-').map(Number);
  return { year: y!, month: mo! };
}

const QUESTION_MONTH = new RegExp(
  `\\b(?:(?:for|in|during|of|from) )?(?:the )?(?:month of )?(${MONTH_WORD})(?:'s)?(?:,? ((?:19|20)\\d\\d))?\\b`,
);
const RELATIVE = /\b(?:(?:for|in|during|of|from) )?(this|last|previous|current) month(?:'s)?\b/;

export type TitlePeriodWording = { query: string; note?: string } | { refuse: string };

export function titlePeriodWording(
  wb: Workbook,
  question: string,
  now: Date = new Date(),
): TitlePeriodWording | undefined {
  const q = plainQuestion(question);
  if (!QUESTION_MONTH.test(q) && !RELATIVE.test(q)) return undefined;
  const p = titlePeriod(wb);
  if (!p) return undefined;
  const held = `${MONTH_NAMES[p.month - 1]} ${p.year}`;
  const other = `the sheet holds one period, ${held} (named in its title)`;
  // a second period named (a quarter, a year alone, another month) is left alone or refused
  if (/\b(q[1-4]|quarter|year|ytd|week|today|yesterday)\b/.test(q)) return undefined;
  const nowY = now.getUTCFullYear();
  const nowM = now.getUTCMonth() + 1;
  const prev = nowM === 1 ? { y: nowY - 1, m: 12 } : { y: nowY, m: nowM - 1 };
  const isThis = p.year === nowY && p.month === nowM;
  const isPrev = p.year === prev.y && p.month === prev.m;
  const rel = RELATIVE.exec(q);
  if (rel) {
    const which = rel[1] === 'this' || rel[1] === 'current' ? 'this' : 'last';
    if (which === 'this' && !isThis && !isPrev) return { refuse: other };
    if (which === 'last' && !isPrev) return { refuse: other };
    const query = q.replace(RELATIVE, ' ').replace(/\s+/g, ' ').trim();
    if (QUESTION_MONTH.test(query)) return undefined;
    return which === 'this' && !isThis
      ? { query, note: `${held}, the latest pay period in the sheet (named in its title)` }
      : { query, note: held };
  }
  const m = QUESTION_MONTH.exec(q)!;
  const mi = monthFromWord(m[1]!);
  // "may" is also a verb: only a month word followed by a year counts then
  if (m[1] === 'may' && !m[2]) return undefined;
  if (mi !== p.month || (m[2] && Number(m[2]) !== p.year)) return { refuse: other };
  const query = q.replace(QUESTION_MONTH, ' ').replace(/\s+/g, ' ').trim();
  if (QUESTION_MONTH.test(query) || RELATIVE.test(query)) return undefined;
  return { query, note: held };
}

/** The answer read over the whole sheet, said to be the title's period. */
export function titlePeriodAnswer(a: Answer, note: string): Answer {
  const [first, ...rest] = a.text.split('\n');
  return {
    ...a,
    text: [`${note}: ${first}`, ...rest].join('\n'),
  };
}
