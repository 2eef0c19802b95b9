/**
 * Issue 13, pass 11: owners' phrases that carry a meaning the sheet does not spell out
 * ("the first six months", "right now"), rewritten into the wording the parser reads before
 * the question is parsed. Single words with a meaning (take = revenue, overheads = operating
 * expenses, retainer = MRR) live in text.ts; these are phrases whose reading depends on the
 * workbook (what "now" is depends on the periods it keeps).
 */
import type { Workbook } from './model';
import { VOLUME_MEASURE, viewsOf } from './view';

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
    .replace(/\b(?:the )?first (?:three|3) months\b/gi, 'the first quarter')
    // "which line takes in the most": brings in (pass 15, M2); only before most / least, as
    // "take in the first six months" is "take" (revenue, text.ts) in a period
    .replace(/\b(takes|took|take) in (the )?(most|least)\b/gi, (_, verb: string, the, how) => {
      const bring = { takes: 'brings', took: 'brought', take: 'bring' }[verb.toLowerCase()];
      return `${bring ?? 'brings'} in ${the ?? ''}${how}`;
    })
    // "our biggest earner": the line that brings in the most (pass 15, M2)
    .replace(
      /^(?:(?:what|which|who)(?: is|'s| was) )?(?:our |the )?(?:biggest|top|best|largest) (?:money[- ]?)?earner\??$/i,
      'which line brings in the most',
    );
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
  // "over both years", "across the two years": the years added ("combined"); the word
  // "years" matched "Cash at end of year" over the line named (pass 12)
  t = t.replace(
    /\b(?:(?:over|in|for|across|of) (?:the )?)?(?:both|two|last two|past two) years\b/gi,
    'combined',
  );
  // "what do we charge for Medium": the book's one price column, named ("Rate per night"), so
  // a sheet of nights per size ("Medium dogs") is not read for it (pass 12)
  if (/\bcharg(?:e|es|ed|ing)\b/i.test(t)) {
    const prices = priceLabels(wb);
    if (prices.length === 1) {
      t = t.replace(/\bcharg(?:e|es|ed|ing)\b/i, prices[0]!.label);
      // "for a large dog": the price table's rows are sizes ("Large"); "dog" is the word the
      // other sheet's columns add to them ("Large dogs"), not a name to find
      for (const tail of familyTails(wb, prices[0]!.rowNames))
        t = t
          .replace(new RegExp(`\\b${tail}s?\\b`, 'gi'), '')
          .replace(/\s+/g, ' ')
          .trim();
    }
  }
  // "the busiest month": how busy is the book's one count of visits (a sheet named "Nights"
  // kept by month), never the month that cost or earned the most (pass 12)
  if (/\b(busiest|quietest|slowest)\b/i.test(t)) {
    const volumes = volumeFamilies(wb);
    const said = t
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !PLAIN_BUSY.test(w));
    if (volumes.length === 1 && said.length === 0)
      t = t.replace(/\b(busiest|quietest|slowest)\b/i, `$1 for ${volumes[0]}`);
  }
  // "at year end", "at the end of the year": a level (members, stock, a balance) read at the
  // book's last month, never summed over the months (pass 12); not where a line is named so
  // ("Cash at end of year")
  const YEAR_END = /\b(?:at|by) (?:the )?(?:year[- ]end|end of (?:the )?year)\b/i;
  if (
    YEAR_END.test(t) &&
    finestPeriod(wb) === 'month' &&
    !labelSays(wb, /\byear[- ]?end|end of (?:the )?year/i)
  )
    t = t.replace(YEAR_END, 'in the latest month');
  return t;
}

const PRICE_LABEL = /\b(price|rate|fee|tariff)\b/i;
const NOT_NOW = /\b(previous|prior|old|former|change|var|variance|diff|difference|%)\b/i;

/** Columns that hold what is charged now: "Rate per night", "Price"; not "Previous rate". */
function priceLabels(wb: Workbook): Array<{ label: string; rowNames: Set<string> }> {
  const found = new Map<string, Set<string>>();
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const c of t.columns)
        if (c.role === 'value' && PRICE_LABEL.test(c.label) && !NOT_NOW.test(c.label)) {
          const names = found.get(c.label) ?? new Set<string>();
          for (const r of t.rows)
            for (const cell of r.cells)
              if (typeof cell === 'string' && cell.trim()) names.add(cell.trim().toLowerCase());
          found.set(c.label, names);
        }
  return [...found].map(([label, rowNames]) => ({ label, rowNames }));
}

/**
 * The last word shared by two or more column labels of one table whose first words are the
 * price table's row names ("Small dogs", "Medium dogs" over rows "Small", "Medium"): "dog".
 */
function familyTails(wb: Workbook, rowNames: Set<string>): string[] {
  const tails = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const byTail = new Map<string, number>();
      for (const c of t.columns) {
        const m = /^(.+?)\s+([a-z]{3,}?)s?$/i.exec(c.label.trim());
        if (m && rowNames.has(m[1]!.toLowerCase())) {
          const tail = m[2]!.toLowerCase();
          byTail.set(tail, (byTail.get(tail) ?? 0) + 1);
        }
      }
      for (const [tail, n] of byTail) if (n >= 2) tails.add(tail);
    }
  return [...tails];
}

/** The words of a bare "which was our busiest month (of 2025)?": nothing else named. */
const PLAIN_BUSY =
  /^(busiest|quietest|slowest|which|what|when|was|were|is|the|our|my|month|months|week|day|quarter|season|time|of|in|year|this|last|\d{4}|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/;

function volumeFamilies(wb: Workbook): string[] {
  const words = new Set<string>();
  for (const v of viewsOf(wb))
    for (const t of v.targets)
      if (t.kind === 'cols' && !t.group) {
        const word = t.name.split(' ')[0]!.toLowerCase();
        if (VOLUME_MEASURE.test(word)) words.add(word);
      }
  return [...words];
}

function labelSays(wb: Workbook, re: RegExp): boolean {
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        t.columns.some((c) => re.test(c.label)) ||
        t.rows.some((r) => r.cells.some((c) => typeof c === 'string' && re.test(c))),
    ),
  );
}
