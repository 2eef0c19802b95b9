/**
 * Issue 13, pass 21 (W2): on a P&L with sections, "food purchases as a % of food sales" divided
 * by Revenue (the "sales" word won). "X as a % of Y" divides by the line Y names: when Y is a
 * sales word with other words ("food sales"), those words must name exactly one line of the
 * revenue section ("Food & platters"); the question is then put in the sheet's own line names.
 * Y with a sales word whose other words name no line is refused; a Y that is a line's own name,
 * or only sales words ("total revenue"), stays with the engine.
 */
import type { Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const ASK =
  /^(?:what (?:is|was|were|are) )?(?:our |the )?(.+?) (?:as an? |as |in )(?:%|percent|percentage|share|proportion|ratio) of (?:our |the )?(.+?)((?: in| for| during| over) .+)?$/;
const SALES = /\b(sales|revenues?|takings|turnover|income)\b/;
const GENERIC = new Set([
  'sales',
  'sale',
  'revenue',
  'revenues',
  'takings',
  'turnover',
  'income',
  'total',
  'net',
  'gross',
  'all',
  'our',
  'the',
  'of',
  'from',
]);
const REVENUE_SECTION = /\b(revenue|income|sales|turnover|takings)\b/i;
const COST_SECTION = /\b(costs?|expenses?|purchases?|cogs|overheads?)\b/i;

interface Line {
  table: Table;
  label: string;
  section?: string;
}

function lines(wb: Workbook): Line[] {
  return wb.sheets.flatMap((s) =>
    s.tables
      .filter((t) => t.layout === 'wide')
      .flatMap((table) =>
        table.rows
          .filter((r) => r.kind === 'data' && r.label)
          .map((r) => ({ table, label: r.label!.trim(), section: r.section })),
      ),
  );
}

const same = (a: string, b: string): boolean => canonical(a).join(' ') === canonical(b).join(' ');

/** The words of `part` all found among the label's words (stems compared). */
function named(part: string[], label: string): boolean {
  const lw = new Set(canonical(label));
  return part.every((w) => lw.has(w) || [...lw].some((x) => x.startsWith(w) || w.startsWith(x)));
}

export function namedLineRatioWording(
  wb: Workbook,
  question: string,
): { ask: string } | { refuse: string } | undefined {
  const m = ASK.exec(plainQuestion(question));
  if (!m) return undefined;
  const [, x, y, rest] = m as unknown as [string, string, string, string | undefined];
  if (!SALES.test(y)) return undefined;
  const specific = y.split(/\s+/).filter((w) => !GENERIC.has(w));
  if (!specific.length) return undefined;
  const all = lines(wb);
  if (!all.length || all.some((l) => same(l.label, y))) return undefined;
  // only on a sheet of lines with a revenue section (a P&L)
  const sectioned = all.filter(
    (l) => l.section && REVENUE_SECTION.test(l.section) && !COST_SECTION.test(l.section),
  );
  if (!sectioned.length) return undefined;
  const part = canonical(specific.join(' '));
  if (!part.length) return undefined;
  const hits = [...new Set(sectioned.filter((l) => named(part, l.label)).map((l) => l.label))];
  if (hits.length > 1) return undefined;
  if (!hits.length)
    return { refuse: `'${y}' names no line of the workbook; say which line to divide by` };
  const xs = [...new Set(all.filter((l) => same(l.label, x)).map((l) => l.label))];
  const xLabel = xs.length === 1 ? xs[0]! : x;
  return { ask: `${xLabel} as a percentage of ${hits[0]!}${rest ?? ''}` };
}
