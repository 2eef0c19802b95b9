/**
 * Issue 13, pass 33 (W3, M3): a hire book: a log (Job | Date | Town | Skip | Hire price £ |
 * Overweight £ | Invoice total £), a Costs sheet (Month | … | Total) and a Fleet sheet
 * (Skip size | Units owned). Read by what the words name, never by the first money column:
 * - "overweight charges total": the question names the Overweight column (it answered Hire
 *   price: "charges" read as a price); a word of one column's label only is that column;
 * - "hires in Q3": the log's rows are hires, their money the Invoice total (never the Hire price
 *   alone, which leaves the overweight out); "how many hires" counts the sheet's rows;
 * - "how many 8 yard skips did we hire out": rows whose Skip is "8 yd" ("yard" is "yd");
 * - "most expensive month to run": the Costs sheet's Total column, its largest month;
 * - "how many skips do we own": the Units owned column added.
 * Each reading is put as words the engine reads, then checked against the column it must name.
 */
import type { Answer } from './answer-types';
import { cellText } from './cell-figures';
import type { Table, Workbook } from './model';
import { normalizeText, plainQuestion } from './text';

const longTables = (wb: Workbook): Table[] =>
  wb.sheets.flatMap((s) => s.tables).filter((t) => t.layout === 'long');
const label = (t: Table, re: RegExp): string | undefined =>
  t.columns.find((c) => re.test(c.label.trim()))?.label.trim();
const wordsOf = (s: string): string[] => normalizeText(s).match(/[a-z]+/g) ?? [];

/** a reworded question and the column its answer must read */
export interface Reworded {
  query: string;
  column?: RegExp;
  kind?: string;
  sheet?: string;
}

export function hireLogWording(wb: Workbook, question: string): Reworded | undefined {
  const q = plainQuestion(question);
  // "how many skips do we own": the one "owned" column added
  const own = /^how many (\w+) do (?:we|i) (?:own|have in the fleet)$/.exec(q);
  if (own) {
    const cols = wb.sheets
      .flatMap((s) => s.tables)
      .flatMap((t) => t.columns.map((c) => c.label.trim()))
      .filter((l) => /\bowned\b/i.test(l));
    return cols.length === 1 ? { query: `total ${cols[0]}`, column: /owned/i } : undefined;
  }
  // "most expensive month to run": the costs sheet's Total column
  if (
    /^(?:which|what) (?:was |is )?(?:the |our )?most expensive month(?: to run)?$|^(?:the )?most expensive month(?: to run)?$/.test(
      q,
    )
  ) {
    const costs = wb.sheets.filter((s) => /\b(costs?|expenses?|running)\b/i.test(s.name));
    const t = costs.length === 1 ? costs[0]!.tables.find((x) => label(x, /^total$/i)) : undefined;
    return t
      ? { query: 'which month has the highest total', column: /^total$/i, sheet: costs[0]!.name }
      : undefined;
  }
  // the log whose sheet name is the thing counted ("Hires"), with a price and an invoice total
  const logs = longTables(wb).filter(
    (t) => label(t, /\bprice\b/i) && label(t, /^invoice total\b/i) && t.rows.length >= 4,
  );
  if (logs.length !== 1) return undefined;
  const t = logs[0]!;
  const sheetWord = wordsOf(t.sheet)[0];
  if (!sheetWord || sheetWord.length < 4) return undefined;
  const noun = sheetWord.replace(/s$/, '');
  // "how many 8 yard skips did we hire out": a value of a text column, counted
  const sized = /^how many (\d+) ?(?:yards?|yds?|yd) (\w+?)s?\b/.exec(q);
  if (sized) {
    const ci = t.columns.findIndex((c) => normalizeText(c.label).replace(/s$/, '') === sized[2]);
    if (ci < 0) return undefined;
    const value = t.rows
      .map((r) => cellText(r.cells[ci]))
      .find((v) => v && new RegExp(`^${sized[1]} ?(yd|yds|yard|yards)$`, 'i').test(v));
    return value
      ? {
          query: `how many rows on sheet ${t.sheet.toLowerCase()} with ${t.columns[ci]!.label.trim().toLowerCase()} ${value.toLowerCase()}`,
          kind: 'count',
        }
      : undefined;
  }
  const rest = new RegExp(
    `^(?:how many|number of) ${noun}s?(?: (?:did we (?:do|have|book)|were there|have we (?:done|had)))?(?<when> (?:in|for|during) .+)?$`,
  ).exec(q);
  if (rest)
    return {
      query: `how many rows on sheet ${t.sheet.toLowerCase()}${rest.groups?.when ?? ''}`,
      kind: 'count',
    };
  // "overweight charges total": a word of one money column's label only names that column
  const named = t.columns.filter((c) => {
    const ws = wordsOf(c.label).filter((w) => w.length >= 5 && !/^(total|price|invoice)$/.test(w));
    return ws.some((w) => new RegExp(`\\b${w}\\b`).test(q));
  });
  if (
    named.length === 1 &&
    /\b(total|sum|charges?|how much)\b/.test(q) &&
    !/\bhow many\b/.test(q)
  ) {
    const col = named[0]!.label.trim();
    const when = /\b(?:in|for|during) (.+)$/.exec(q)?.[0] ?? '';
    return {
      query: `total ${col.toLowerCase()}${when ? ` ${when}` : ''}`,
      column: new RegExp(`^${col.split(/\s/)[0]}`, 'i'),
    };
  }
  // "hires in Q3", "hire takings this year": the rows' money is the Invoice total
  const money = new RegExp(
    `^(?:(?:total|sum of|value of) )?${noun}s?(?: (?:income|revenue|takings|sales|value|total))? (in|for|during|this|last) (.+)$|^(?:total )?${noun}s? (?:income|revenue|takings|sales|value)$`,
  ).exec(q);
  if (money && !/\bprice\b/.test(q)) {
    const inv = label(t, /^invoice total\b/i)!;
    const when = money[1] ? ` ${money[1]} ${money[2]}` : '';
    return { query: `${inv.toLowerCase()}${when}`, column: /^invoice total/i };
  }
  return undefined;
}

/** the reworded answer, kept only when it reads the column (or kind) it must */
export function hireLogChecked(put: Answer, r: Reworded): boolean {
  if (put.refused) return false;
  if (r.kind && put.kind !== r.kind) return false;
  if (r.sheet && put.figures[0]?.source.sheet !== r.sheet) return false;
  if (r.column && !r.column.test(put.figures[0]?.label.trim() ?? '')) {
    // "Highest Total by month": the label names the column after its operation
    return r.column.test(
      (put.figures[0]?.label ?? '')
        .replace(/^(highest|lowest|largest|smallest|average) /i, '')
        .replace(/ by \w+$/, ''),
    );
  }
  return true;
}
