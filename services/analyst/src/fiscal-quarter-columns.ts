/**
 * Issue 13, pass 23 (W1): a statement with quarters across ("Q1 (Apr-Jun)" … "Q4 (Jan-Mar)")
 * and the year's column right of them ("FY 2025-26", "FY25/26", "2025/26", "Year", "Full
 * year"). The quarters' months make a fiscal year the period reader does not know, so a line
 * asked "for the year" (or with no period) was answered with all four quarters, Q1 first. Here
 * the engine still finds the line (its row); this reader only picks the column: the quarter
 * asked ("Q3" is the column whose header starts "Q3", whatever months follow) or else the year.
 * Rankings, changes, shares and averages are left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const QUARTER_HEAD = /^q([1-4])\b/i;
const YEAR_HEAD =
  /^(fy ?'?\d{2}(\d{2})?( ?[-/] ?\d{2}(\d{2})?)?|\d{4} ?[-/] ?\d{2}(\d{2})?|(the )?(full |fiscal |financial )?year( total)?|fy( total)?|total)$/i;
const QUARTER_ASKED =
  /\b(?:in |for |during |of )?(?:the )?(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th|last) quarter)\b/i;
const YEAR_WORDS =
  /\b(?:for|in|over|during|across) (?:the|this) (?:whole |full |fiscal |financial )?year\b|\b(?:for the|in the|this) (?:fy|financial year)\b/i;
const NOT_A_LOOKUP =
  /\b(which|when|most|least|highest|lowest|biggest|largest|smallest|best|worst|average|mean|change|chang|grow|grew|growth|increase|decrease|drop|fell|rise|rose|%|percent|share|ratio|compare|vs|versus|between|trend|forecast|each|per|every|by quarter|quarterly|breakdown|how many)\b/i;
const OTHER_PERIOD =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|h[12]|half|month|monthly|ytd|20\d\d)\b/i;
const ORDINAL: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: 4,
};

interface QuarterTable {
  table: Table;
  quarters: Map<number, number>;
  year: number;
}

function quarterTables(wb: Workbook): QuarterTable[] {
  const found: QuarterTable[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const quarters = new Map<number, number>();
      table.columns.forEach((c, i) => {
        const m = QUARTER_HEAD.exec(c.label.trim());
        if (m && c.type !== 'text') quarters.set(Number(m[1]), i);
      });
      if (quarters.size !== 4) continue;
      const lastQuarter = Math.max(...quarters.values());
      const years = table.columns.flatMap((c, i) =>
        i > lastQuarter && c.type !== 'text' && YEAR_HEAD.test(c.label.trim()) ? [i] : [],
      );
      if (years.length !== 1) continue;
      found.push({ table, quarters, year: years[0]! });
    }
  return found;
}

/** the sheet row of "B11" / "B11:E11" when the range stays on one row */
function rowOf(range: string): number | undefined {
  const m = /^[A-Z]+(\d+)(?::[A-Z]+(\d+))?$/.exec(range);
  if (!m || (m[2] && m[2] !== m[1])) return undefined;
  return Number(m[1]) - 1;
}

/** the engine is asked the question once more; that inner answer must not come back here */
let asking = false;

export function fiscalQuarterAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  if (asking) return undefined;
  const q = plainQuestion(question);
  if (NOT_A_LOOKUP.test(q) || OTHER_PERIOD.test(q)) return undefined;
  const tables = quarterTables(wb);
  if (tables.length !== 1) return undefined;
  const qt = tables[0]!;
  const quarter = QUARTER_ASKED.exec(q);
  const n = quarter
    ? quarter[1]
      ? Number(quarter[1])
      : ORDINAL[quarter[2]!.toLowerCase()]
    : undefined;
  const col = n !== undefined ? qt.quarters.get(n)! : qt.year;
  const rest = q
    .replace(quarter?.[0] ?? '', ' ')
    .replace(YEAR_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rest) return undefined;
  let a: Answer;
  asking = true;
  try {
    a = ask(rest);
  } finally {
    asking = false;
  }
  if (a.refused || !a.figures.length) return undefined;
  const rows = new Set(
    a.figures.map((f) => (f.source.sheet === qt.table.sheet ? rowOf(f.source.range) : undefined)),
  );
  if (rows.size !== 1) return undefined;
  const r = [...rows][0];
  const row = qt.table.rows.find((x) => x.r === r);
  if (r === undefined || !row || row.kind === 'section') return undefined;
  const v = cellNumber(row.cells[col]);
  if (v === undefined) return undefined;
  const column = qt.table.columns[col]!;
  const name = row.label ?? String(row.cells[0] ?? '');
  const fig = figureOf(
    qt.table,
    `${name} (${column.label})`,
    v,
    cellStyle(qt.table, row.cells[col]),
    [{ r: row.r, c: column.c }],
  );
  return {
    text: `${name}, ${column.label}: ${fig.display}.\nSource: sheet '${qt.table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'lookup',
  };
}
