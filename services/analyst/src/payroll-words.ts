/**
 * Issue 13, pass 14 (W4, M4): owners' words on a payroll register (a Gross and a Net column,
 * the deductions between them, one row per person, a Totals row):
 * - "kiwisaver deductions total", "how much student loan was deducted": the named deduction
 *   column (the word "deductions" is not a column of its own);
 * - "tax we held back" is the tax column (PAYE, Withholding, Income tax) when none says "tax";
 * - "total deductions" with no such column: the deduction columns added;
 * - "cost per lesson in wages", "wages per hour": the Gross total over the Lessons (Hours) total;
 * - "how many lessons did Ben give", "which instructor gave the most lessons": that column.
 */
import type { Column, Workbook } from './model';

interface Register {
  cols: Column[];
  gross: Column;
  net: Column;
  deductions: Column[];
}

function registerOf(wb: Workbook): Register | undefined {
  const found: Register[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const cols = t.columns;
      const gross = cols.filter((c) => /^gross\b/i.test(c.label) && c.role === 'value');
      const net = cols.filter((c) => /^net\b/i.test(c.label) && c.role === 'value');
      if (gross.length !== 1 || net.length !== 1 || net[0]!.c <= gross[0]!.c) continue;
      const deductions = cols.filter(
        (c) =>
          c.c > gross[0]!.c && c.c < net[0]!.c && c.role === 'value' && !/\btotal\b/i.test(c.label),
      );
      if (deductions.length) found.push({ cols, gross: gross[0]!, net: net[0]!, deductions });
    }
  return found.length === 1 ? found[0] : undefined;
}

const words = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? [];

export function payrollWording(wb: Workbook, text: string): string {
  const reg = registerOf(wb);
  if (!reg) return text;
  const lower = text.toLowerCase();
  const q = new Set(words(lower));
  const named = reg.deductions.filter((c) =>
    words(c.label).some((w) => w.length > 2 && q.has(w) && !/^(tax|total)$/.test(w)),
  );
  let out = text;
  // a tax withheld, where no column is called tax
  const taxCol = reg.deductions.filter((c) =>
    /\b(paye|withholding|income tax|tax)\b/i.test(c.label),
  );
  if (
    /\btax(es)?\b/i.test(out) &&
    /\b(hold|held|withh[oe]ld|deduct|took|take)\b/i.test(out) &&
    taxCol.length === 1 &&
    !named.length
  )
    out = out.replace(/\btax(es)?\b/i, taxCol[0]!.label);
  // the named deduction column, with "deductions" / "deducted" / "held back" as no column
  if (named.length === 1 || (taxCol.length === 1 && out !== text)) {
    // the column's own words stay ("Withholding tax" is named by "withholding")
    const own = new Set([...named, ...taxCol].flatMap((c) => words(c.label)));
    const unless = (w: string): string => (own.has(w.toLowerCase()) ? w : '');
    out = out
      .replace(
        /\b(was|were|did we|do we)\s+(deducted|withheld|hold back|held back|withhold|deduct|take|took)\b/gi,
        (m, _a: string, verb: string) => (own.has(verb.toLowerCase()) ? m : 'in total'),
      )
      .replace(/\b(hold|held) back\b/gi, '')
      .replace(/\b(deductions?|deducted|withheld|withholdings?)\b/gi, unless)
      .replace(/\s+/g, ' ')
      .trim();
    return out;
  }
  // all the deductions, with no column of that name
  if (
    /^(what (were|are|was) (our |the )?)?total deductions\??$/i.test(lower.trim()) &&
    !reg.cols.some((c) => /deduction/i.test(`${c.group ?? ''} ${c.label}`)) &&
    reg.deductions.every((c) => /^[a-z ]+$/i.test(c.label)) &&
    reg.deductions.length >= 2
  )
    return `sum of ${reg.deductions
      .map((c) => c.label)
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}`;
  // cost per lesson (hour, shift, class) in wages: gross over the count column
  const per =
    /\b(?:cost|wages?|pay|gross(?: pay)?|spend) per (lesson|hour|shift|class|session)s?\b/i.exec(
      lower,
    );
  if (per) {
    const unit = per[1]!;
    const count = reg.cols.filter(
      (c) => c.role === 'value' && new RegExp(`^${unit}(e?s)?\\b`, 'i').test(c.label),
    );
    const rest = words(lower.replace(per[0], '')).filter(
      (w) => !['what', 'is', 'the', 'our', 'in', 'wages', 'a', 's', 'what', 'do', 'we'].includes(w),
    );
    if (count.length === 1 && rest.length === 0)
      return `ratio of ${reg.gross.label} to ${count[0]!.label}`;
  }
  // "how many lessons did Ben give", "which instructor gave the most lessons"
  const give = /\b(give|gave|given|teach|taught|do|did|work|worked)\b/i;
  const countCol = reg.cols.find(
    (c) =>
      c.role === 'value' &&
      new RegExp(`\\b${words(c.label)[0]}\\b`, 'i').test(lower) &&
      /^(lessons?|hours?|shifts?|classes|sessions?)$/i.test(c.label),
  );
  if (countCol) {
    const howMany = new RegExp(
      `^how many ${countCol.label.toLowerCase()} did (\\w+) (give|teach|do|work)\\??$`,
      'i',
    ).exec(lower.trim());
    if (howMany) return `${countCol.label} for ${text.trim().split(/\s+/)[4]}`;
    if (/^which \w+ (gave|taught|did|worked) the most/i.test(lower.trim()))
      return out.replace(give, 'has');
  }
  return out;
}
