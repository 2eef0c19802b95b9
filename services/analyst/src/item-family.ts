/**
 * Issue 13, pass 20 (W4): months down and several item columns across (Garden Room | Sea Room |
 * Attic Room | Total). "Best month for rooms" answered one room's best month and "which room
 * earns the most" one cell. The plural family word ("rooms", "sites", "products") means all
 * those columns together: the best / worst month is the row whose items add up to the most /
 * least; "which room earns the most" the column with the largest sum over the rows. The family
 * is the columns' shared last word ("… Room") or a word of the table's title ("Sales by site");
 * a Total column and total rows are never added in.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Family {
  table: Table;
  word: string;
  cols: number[];
  rows: Row[];
}

const singular = (w: string): string => w.replace(/(?<!s)s$/, '');

function familyOf(table: Table, word: string): Family | undefined {
  const cols = table.columns
    .map((c, i) => ({ c, i }))
    .filter((x) => x.c.role === 'value' && !/\btotal\b/i.test(x.c.label));
  if (cols.length < 2) return undefined;
  const last = cols.map((x) => singular(x.c.label.trim().toLowerCase().split(/\s+/).pop() ?? ''));
  const shared = last.every((w) => w === word);
  const titled = new RegExp(`\\b${word}s?\\b`, 'i').test(table.title ?? '');
  if (!shared && !titled) return undefined;
  // a month per row; total rows and rows without a name never count
  const rows = table.rows.filter(
    (r) => r.kind === 'data' && r.period?.kind === 'month' && !/\btotal\b/i.test(r.label ?? ''),
  );
  if (rows.length < 2) return undefined;
  if (rows.some((r) => cols.some((x) => cellNumber(r.cells[x.i]) === undefined))) return undefined;
  return { table, word, cols: cols.map((x) => x.i), rows };
}

function findFamily(wb: Workbook, word: string): Family | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.map((t) => familyOf(t, word)).filter((f): f is Family => f !== undefined),
  );
  return found.length === 1 ? found[0] : undefined;
}

const MONTH_ASKED =
  /^(?:what (?:was|is|were) (?:our |the )?|which (?:was|is) (?:our |the )?)?(best|worst|busiest|quietest|slowest|top|strongest|weakest) month (?:for|across|of) (?:all )?(?:the |our )?([a-z]+)s(?: together| combined| overall)?$/;
const ITEM_ASKED =
  /^(?:which|what) ([a-z]+) (?:earns?|earned|makes?|made|brings? in|brought in|takes?|took|sells?|sold|does|did|generates?|generated)(?: us)?(?: the)? (most|least|best|worst)(?: money| revenue| income| sales| takings)?(?: overall| in total| this year)?$/;

function monthLabel(t: Table, r: Row): string {
  const text = r.cells.map((c) => cellText(c)).find((c) => c !== undefined);
  if (text) return text;
  return r.label ?? `row ${r.r + 1}`;
}

export function itemFamilyAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const mm = MONTH_ASKED.exec(q);
  const im = mm ? undefined : ITEM_ASKED.exec(q);
  if (!mm && !im) return undefined;
  const word = mm ? mm[2]! : im![1]!;
  const fam = findFamily(wb, word);
  if (!fam) return undefined;
  const { table, cols, rows } = fam;
  const style = cellStyle(table, rows[0]!.cells[cols[0]!]);
  const high = mm ? !/^(worst|quietest|slowest|weakest)$/.test(mm[1]!) : /most|best/.test(im![2]!);
  const scored = mm
    ? rows.map((r) => ({
        name: monthLabel(table, r),
        v: decSum(cols.map((c) => cellNumber(r.cells[c])!)),
        cells: cols.map((c) => ({ r: r.r, c: table.columns[c]!.c })),
      }))
    : cols.map((c) => ({
        name: table.columns[c]!.label,
        v: decSum(rows.map((r) => cellNumber(r.cells[c])!)) as Dec,
        cells: rows.map((r) => ({ r: r.r, c: table.columns[c]!.c })),
      }));
  scored.sort((a, b) => (high ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  if (decCmp(scored[0]!.v, scored[1]!.v) === 0) return undefined;
  const top = scored[0]!;
  const names = cols.map((c) => table.columns[c]!.label);
  const label = mm
    ? `${high ? 'Best' : 'Worst'} month for all ${word}s`
    : `${high ? 'Highest' : 'Lowest'} ${word}`;
  const fig = figureOf(table, label, top.v, style, top.cells, top.name);
  const how = mm
    ? `${names.join(' + ')} added per month, ${rows.length} months ranked`
    : `each ${word}'s ${rows.length} months added, ${cols.length} ${word}s ranked`;
  return {
    text: `${fig.label}: ${top.name} with ${fig.display} (${how}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: high ? 'max' : 'min',
  };
}
