/**
 * Issue 13, pass 23 (M): a memberships sheet by month (Month | Members at start | New |
 * Cancelled | Members at end | MRR | Drop-in classes). Owners' words put in its headers:
 * "sign ups" / "joiners" the New column, "membership revenue" the MRR column (added over the
 * months), "drop-in revenue / income" the Drop-in column, "members at (the) end of (the) year"
 * the closing members of the last month. Only on a book with one table that has an MRR column
 * and a members-at-end column, months down.
 */
import type { Table, Workbook } from './model';
import { MONTH_NAMES as MONTHS } from './periods';

const MRR_HEAD = /^(mrr|monthly recurring revenue)\b/i;
const END_HEAD =
  /\b(members?|subscribers?|customers?) at end\b|^(closing|ending) (members|subscribers)\b/i;
const NEW_HEAD = /^(new|new members|joined|sign-?ups|new subscribers)$/i;

function membershipTable(wb: Workbook): Table | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.columns.some((c) => MRR_HEAD.test(c.label.trim())) &&
        t.columns.some((c) => END_HEAD.test(c.label.trim())) &&
        t.rows.some((r) => r.period?.kind === 'month'),
    ),
  );
  return found.length === 1 ? found[0] : undefined;
}

export function membershipWording(wb: Workbook, question: string): string | undefined {
  const q = question.trim();
  if (
    !/\b(sign[- ]?ups?|signed up|joiners|membership (revenue|income)|revenue|income|end of (the )?year|year[- ]end)\b/i.test(
      q,
    )
  )
    return undefined;
  const t = membershipTable(wb);
  if (!t) return undefined;
  const label = (re: RegExp): string | undefined => {
    const cs = t.columns.filter((c) => re.test(c.label.trim()));
    return cs.length === 1 ? cs[0]!.label : undefined;
  };
  let out = q;
  const fresh = label(NEW_HEAD);
  if (fresh) out = out.replace(/\b(sign[- ]?ups?|signed up|joiners)\b/i, fresh);
  const mrr = label(MRR_HEAD)!;
  out = out.replace(/\b(membership|memberships|subscription|recurring) (revenue|income)\b/i, mrr);
  // "<column words> revenue / income": the column whose header starts with those words
  out = out.replace(/\b([a-z][a-z-]*) (revenue|income)\b/i, (all, w: string) => {
    const c = t.columns.filter((x) => x.label.toLowerCase().startsWith(w.toLowerCase()));
    return c.length === 1 ? c[0]!.label : all;
  });
  const end = label(END_HEAD);
  const months = t.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month');
  const last = months[months.length - 1]?.period;
  if (end && last?.year !== undefined)
    out = out.replace(
      /\b(?:members?|subscribers?)(?: we had)? at (?:the )?end of (?:the )?year\b|\byear[- ]end members\b/i,
      `${end} in ${MONTHS[last.index - 1]} ${last.year}`,
    );
  return out !== q ? out : undefined;
}
