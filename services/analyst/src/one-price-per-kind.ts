/**
 * After blind-43: "what's the adult sub" on a membership list (Type | … | Annual sub) added the
 * ten Adult members' subs (4,200) where the owner asked the sub itself (420). When a question
 * asks what "the" figure of a kind is ("what's the adult sub", "what is the family rate"),
 * without a total, all or period word, and every row of that kind holds the same amount, that
 * amount is the answer; the total of the rows is said beside it.
 */
import type { Answer } from './answer-types';
import { citedCells } from './a1';
import { type Cited, citedRows } from './cited-rows';
import { cellNumber, cellStyle, cellText } from './cell-figures';
import { decEq, decToString } from './decimal';
import { formatValue } from './format';
import type { Workbook } from './model';
import { isRateColumn } from './rate-columns';
import { plainQuestion } from './text';

const THE_ONE = /^(?:what(?:'s| is| was)|whats|how much is|how much was) (?:the|our|an?) /;
const MANY =
  /\b(total|totals|all|altogether|combined|together|in total|overall|sum|come to|comes to|bring|brings|brought|made|make|earn|earned|collected|received|paid|this|last|next|year|month|quarter|week|so far|to date|ytd|each|every|per|average|mean)\b/;

export function onePricePerKind(
  wb: Workbook,
  question: string,
  answer: Answer,
): Answer | undefined {
  if (answer.refused || answer.kind !== 'total' || !answer.figures[0]) return undefined;
  const q = plainQuestion(question);
  if (!THE_ONE.test(q) || MANY.test(q.replace(THE_ONE, ''))) return undefined;
  const added = /\(sum of (\d+) rows\)/.exec(answer.text);
  if (!added || Number(added[1]) < 2) return undefined;
  const cited = /matching cells in that range/.test(answer.text)
    ? rowsOfKind(wb, answer)
    : citedRows(wb, answer);
  if (!cited || cited.rows.length !== Number(added[1])) return undefined;
  const { table, col, rows } = cited;
  const values = rows.map((r) => cellNumber(r.cells[col]));
  const first = values[0];
  if (!first || values.some((v) => !v || !decEq(v, first))) return undefined;
  const fig = answer.figures[0];
  const c = table.columns[col]!;
  const style = cellStyle(table, rows[0]!.cells[col]);
  // a rate's rows are the rate readers' (a percent cell holds 0.125 for 12.5%)
  if (style.kind === 'percent' || isRateColumn(table, col)) return undefined;
  const one = formatValue(first, style);
  return {
    ...answer,
    kind: 'lookup',
    text: `${fig.label}: ${one} each (${c.label} is ${one} on every one of the ${rows.length} rows; together ${fig.display}).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [
      { ...fig, label: `${fig.label} (each)`, value: decToString(first), display: one },
      fig,
    ],
  };
}

/**
 * After blind-44: "what's the fee for a Dolphins class" on a register where the Dolphins rows
 * are scattered: the answer cites the column's range and "the N matching cells" in it; the
 * rows are those in the range that hold the kind its label names ("Fee for Dolphins").
 */
function rowsOfKind(wb: Workbook, answer: Answer): Cited | undefined {
  const fig = answer.figures[0]!;
  const kind = / for (.+)$/.exec(fig.label)?.[1]?.trim().toLowerCase();
  const n = Number(/the (\d+) matching cells/.exec(answer.text)?.[1]);
  const cells = citedCells(fig.source.range);
  const sheet = wb.sheets.find((s) => s.name === fig.source.sheet);
  if (!kind || !n || !sheet || !cells?.length || new Set(cells.map((x) => x.c)).size !== 1)
    return undefined;
  const [r0, r1] = [Math.min(...cells.map((x) => x.r)), Math.max(...cells.map((x) => x.r))];
  for (const table of sheet.tables) {
    const col = table.columns.findIndex((c) => c.c === cells[0]!.c);
    if (table.layout !== 'long' || col < 0) continue;
    const rows = table.rows.filter(
      (r) =>
        r.kind === 'data' &&
        r.r >= r0 &&
        r.r <= r1 &&
        r.cells.some((x) => cellText(x)?.trim().toLowerCase() === kind),
    );
    return rows.length === n ? { table, col, rows } : undefined;
  }
  return undefined;
}
