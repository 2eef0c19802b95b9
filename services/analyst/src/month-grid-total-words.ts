/**
 * Issue 13, pass 33 (M1): months down, courses across, a Total column and a Total row
 * (Month | Dinghy Basics | … | Total). A question naming none of the columns reads the Total
 * column ("best month?" already does, see resolve.ts); its own words for the money ("what did
 * we take in fees for the whole year", "sales in the second half", "average month", "growth
 * from january to december") are put as the Total column, and the answer must read it.
 */
import type { Table, Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

const gridCache = new WeakMap<Workbook, Table | null>();
function monthGrid(wb: Workbook): Table | undefined {
  const known = gridCache.get(wb);
  if (known !== undefined) return known ?? undefined;
  // only a book of this one grid: beside other tables (a roster, a costs log) a money word may
  // be theirs ("monthly fee income" on a school's student list, not its lessons grid)
  const tables = wb.sheets.flatMap((s) => s.tables);
  if (tables.length !== 1) {
    gridCache.set(wb, null);
    return undefined;
  }
  const found = tables.filter((t) => {
    const total = t.columns.filter((c) => c.role === 'total' && /^total$/i.test(c.label.trim()));
    const values = t.columns.filter((c) => c.role === 'value');
    const months = t.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'month');
    return t.layout === 'long' && total.length === 1 && values.length >= 2 && months.length >= 6;
  });
  const out = found.length === 1 ? found[0]! : null;
  gridCache.set(wb, out);
  return out ?? undefined;
}

export function monthGridTotalWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .trim();
  const bare =
    /^(?:(?:which|what) (?:was|is) (?:the |our )?)?(best|worst|slowest|busiest|quietest) month$|^which month was (?:the )?(best|worst|slowest|busiest|quietest)$|^how did we do in ([a-z]+)$/.exec(
      q,
    );
  if (!bare && !/\b(fees|sales|takings|revenue|income|turnover|average month|growth)\b/.test(q))
    return undefined;
  const t = monthGrid(wb);
  if (!t) return undefined;
  // a question naming a column (or its words) is that column's, never the Total's
  const named = t.columns.some((c) =>
    (normalizeText(c.label).match(/[a-z]{4,}/g) ?? []).some(
      // "candle" names "Beeswax candles": a header word matches without its plural s
      (w) => w !== 'total' && w !== 'month' && new RegExp(`\\b${w.replace(/s$/, '')}`).test(q),
    ),
  );
  if (named || /\btotal\b/.test(q)) return undefined;
  // a bare "best month?" / "which month was slowest" / "how did we do in march" reads the Total
  if (bare) {
    const word = bare[1] ?? bare[2];
    if (word)
      return `which month had the ${/best|busiest/.test(word) ? 'highest' : 'lowest'} total`;
    return `total in ${bare[3]!}`;
  }
  let put = q
    .replace(/\b(?:the )?average month\b/, 'average monthly total')
    .replace(/\bin (?:fees|sales|takings|revenue|income|turnover)\b/, 'in total')
    .replace(/\b(?:fees|sales|takings|revenue|income|turnover)\b/, 'total');
  if (/\bgrowth\b/.test(put) && !/\btotal\b/.test(put))
    put = put.replace(/\bgrowth\b/, 'growth in total');
  return put === q ? undefined : put;
}
