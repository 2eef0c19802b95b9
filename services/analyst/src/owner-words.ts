/**
 * Issue 13, pass 11: owners' phrases that carry a meaning the sheet does not spell out
 * ("the first six months", "right now"), rewritten into the wording the parser reads before
 * the question is parsed. Single words with a meaning (take = revenue, overheads = operating
 * expenses, retainer = MRR) live in text.ts; these are phrases whose reading depends on the
 * workbook (what "now" is depends on the periods it keeps).
 */
import type { Workbook } from './model';

/** The finest kind of period the workbook keeps: rows or columns by day or month, else year. */
function finestPeriod(wb: Workbook): 'month' | 'quarter' | 'year' | undefined {
  const kinds = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      for (const c of t.columns) if (c.period) kinds.add(c.period.kind);
      for (const r of t.rows.slice(0, 50)) if (r.period) kinds.add(r.period.kind);
    }
  if (kinds.has('day') || kinds.has('month')) return 'month';
  if (kinds.has('quarter')) return 'quarter';
  if (kinds.has('year')) return 'year';
  return undefined;
}

export function ownerWording(wb: Workbook, text: string): string {
  let t = text
    .replace(/\b(?:the )?first (?:six|6) months\b/gi, 'the first half')
    .replace(
      /\b(?:the )?(?:second|last|final) (?:six|6) months of (the year|\d{4})\b/gi,
      'the second half of $1',
    )
    .replace(/\b(?:the )?first (?:three|3) months\b/gi, 'the first quarter');
  // "ahead of budget", "behind budget", "did we beat budget": where the actual stands against
  // the budget, either way (for a cost, ahead is under; for sales, over): the variance
  t = t.replace(
    /\b(?:ahead of(?: or behind)?|behind(?: or ahead of)?|beat(?:ing)?|beaten)(?: the| our)? budget\b/gi,
    'over or under budget',
  );
  // "right now", "currently", "at the moment": the latest period the book keeps; on a book
  // without periods (a stock list) the words add nothing
  // (a bare "now" too, but never "until now", "so far", "by now": those are to date)
  const NOW =
    /\b(?:right now|as of (?:now|today)|at the moment|at present|currently|(?<!\b(?:until|till|up to|by|from|for) )now)\b/i;
  if (NOW.test(t)) {
    const unit = finestPeriod(wb);
    t = t
      .replace(NOW, unit ? `in the latest ${unit}` : '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return t;
}
