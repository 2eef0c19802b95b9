/**
 * Issue 13, pass 31 (M2): a stock list (Item | Type | Bottles | Unit cost | Value) in the
 * owner's words: "what are we lowest on" is the line with the fewest units, and "which wine are
 * we lowest on" the fewest among the Wine lines (it answered a spirit); "most expensive wine per
 * bottle" is the highest Unit cost among the Wine lines (it was refused).
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion, stem } from './text';

const GENERIC = /^(items?|products?|things?|ones?|lines?|stock|stuff|what)$/;

interface Stock {
  t: Table;
  item: number;
  type?: number;
  qty: number;
  unit: number;
}

function stockOf(wb: Workbook): Stock | undefined {
  const found: Stock[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const find = (re: RegExp): number[] =>
      t.columns.flatMap((c, i) => (re.test(c.label.trim()) ? [i] : []));
    const qty = find(/^(bottles|units|qty|quantity|on hand|in stock|count|units on hand)$/i);
    const unit = find(/^(unit cost|cost per (unit|bottle|item)|cost each|unit price)\b/i);
    const type = find(/^(type|category|kind|group)$/i);
    const texts = t.columns.flatMap((c, i) => (c.role !== 'value' && !type.includes(i) ? [i] : []));
    if (qty.length !== 1 || unit.length !== 1 || type.length > 1 || !texts.length) continue;
    found.push({ t, item: texts[0]!, type: type[0], qty: qty[0]!, unit: unit[0]! });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** the rows a word keeps: all for a generic word, else the rows whose Type is that word */
function rowsFor(x: Stock, word: string | undefined): Row[] | undefined {
  const rows = x.t.rows.filter((r) => r.kind === 'data');
  if (!word || GENERIC.test(word)) return rows;
  if (x.type === undefined) return undefined;
  const w = stem(word);
  const kept = rows.filter((r) => stem((cellText(r.cells[x.type!]) ?? '').toLowerCase()) === w);
  return kept.length ? kept : undefined;
}

export function stockTypeRankAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const low =
    /^(?:what|which)(?: ([a-z]+))? (?:are|is) we (?:lowest|shortest|low|running lowest) on$/.exec(
      q,
    );
  const dear =
    /^(?:what(?:'s| is) |which is )?(?:the |our )?most expensive ([a-z]+) per (?:bottle|unit|item|case)$/.exec(
      q,
    );
  if (!low && !dear) return undefined;
  const x = stockOf(wb);
  if (!x) return undefined;
  const rows = rowsFor(x, (low ?? dear)![1]);
  if (!rows || rows.length < 2) return undefined;
  const col = low ? x.qty : x.unit;
  const ranked = rows
    .filter((r) => cellNumber(r.cells[col]))
    .sort((a, b) => decCmp(cellNumber(a.cells[col])!, cellNumber(b.cells[col])!));
  if (low) ranked.reverse();
  const top = ranked[ranked.length - 1];
  const next = ranked[ranked.length - 2];
  if (!top || !next || decCmp(cellNumber(top.cells[col])!, cellNumber(next.cells[col])!) === 0)
    return undefined;
  const name = cellText(top.cells[x.item]) ?? top.label ?? '';
  const colName = x.t.columns[col]!.label.trim();
  const fig = figureOf(
    x.t,
    `${colName}, ${name}`,
    cellNumber(top.cells[col])!,
    cellStyle(x.t, top.cells[col]),
    [{ r: top.r, c: x.t.columns[col]!.c }],
    name,
  );
  return sourcedAnswer(
    fig,
    low
      ? `${name} is the one we hold fewest of: ${colName} ${fig.display}, of ${ranked.length} lines.`
      : `${name} costs the most per unit: ${colName} ${fig.display}, of ${ranked.length} lines.`,
    low ? 'min' : 'max',
  );
}
