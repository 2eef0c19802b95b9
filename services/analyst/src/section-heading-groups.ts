/**
 * Issue 13, pass 24 (W4): an inventory whose categories are HEADING rows ("Flour & grain" alone
 * in the Item column, its items, "Flour & grain subtotal", then "Dairy" …) and no Category
 * column. "Which category holds the most stock value" answered the largest single item; it is
 * the heading whose items add up to the most. Only when no column is named by the question's
 * group word, the table has two headings or more each over data rows, and one measure column is
 * named (or exactly one is headed value / amount / total).
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decAdd, decCmp, decFromNumber } from './decimal';
import type { Table, Workbook } from './model';
import { canonical, canonicalWord, plainQuestion } from './text';

const ASKED =
  /^(?:which|what) (category|categor(?:y|ies)|section|group|department|type|family) (?:holds|has|had|carries|carried|is worth|was worth|ties up|tied up|accounts for|makes up)? ?(?:the )?(most|least|largest|biggest|highest|smallest|lowest)\b ?(.*)$/;
const LEAST = /^(least|smallest|lowest)$/;
const VALUE_HEAD = /\b(value|amount|total)\b/i;

function measureColumn(table: Table, words: string): number | undefined {
  const numeric = table.columns.flatMap((c, i) => (c.type !== 'text' ? [i] : []));
  const asked = new Set(canonical(words));
  if (asked.size > 0) {
    const named = numeric.filter((i) => {
      const label = canonical(table.columns[i]!.label);
      return label.length > 0 && label.every((w) => asked.has(w));
    });
    if (named.length === 1) return named[0];
    if (named.length > 1) return undefined;
  }
  const valued = numeric.filter((i) => VALUE_HEAD.test(table.columns[i]!.label));
  return valued.length === 1 ? valued[0] : undefined;
}

interface Group {
  name: string;
  v: Dec;
  rows: number[];
}

function headingGroups(table: Table, col: number): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const r of table.rows) {
    if (r.kind === 'section') {
      const name = r.cells.map((c) => cellText(c)?.trim()).find((t) => t);
      current = name ? { name, v: decFromNumber(0), rows: [] } : undefined;
      if (current) groups.push(current);
    } else if (r.kind === 'data' && current) {
      const v = cellNumber(r.cells[col]);
      if (v === undefined) continue;
      current.v = decAdd(current.v, v);
      current.rows.push(r.r);
    }
  }
  return groups.filter((g) => g.rows.length > 0);
}

export function sectionHeadingGroupsAnswer(wb: Workbook, question: string): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = canonicalWord(m[1]!);
  const found: Array<{ table: Table; col: number; groups: Group[] }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.columns.some((c) => canonical(c.label).includes(word))) return undefined;
      const col = measureColumn(table, m[3] ?? '');
      if (col === undefined) continue;
      const groups = headingGroups(table, col);
      if (groups.length >= 2) found.push({ table, col, groups });
    }
  if (found.length !== 1) return undefined;
  const { table, col, groups } = found[0]!;
  const least = LEAST.test(m[2]!);
  const ranked = [...groups].sort((a, b) => (least ? decCmp(a.v, b.v) : decCmp(b.v, a.v)));
  if (decCmp(ranked[0]!.v, ranked[1]!.v) === 0) return undefined;
  const top = ranked[0]!;
  const measure = table.columns[col]!.label;
  const c = table.columns[col]!.c;
  const fig = figureOf(
    table,
    `${measure} for ${top.name}, items added`,
    top.v,
    cellStyle(table, table.rows.find((r) => r.r === top.rows[0])?.cells[col]),
    top.rows.map((r) => ({ r, c })),
    top.name,
  );
  return {
    text: `${top.name}: ${fig.display} of ${measure} over ${top.rows.length} items, the ${least ? 'smallest' : 'largest'} of ${groups.length} categories.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: least ? 'min' : 'max',
  };
}
