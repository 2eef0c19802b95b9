/**
 * Issue 13, pass 29 (W3): "stock value of the fountain pens" on a list with an item column and a
 * category column: a phrase that names exactly one item ("fountain pen" in "Fountain pen Safari")
 * beats the category word inside it ("pens"), so the answer is that row's cell, not the
 * category's sum. A phrase that fits a category value as a whole, or several items, is left to
 * the engine.
 */
import type { Answer } from './answer-types';
import { cellStyle, cellText, figureOf } from './cell-figures';
import { lineFits, phraseWords } from './line-phrase';
import { plainQuestion } from './text';
import type { Workbook } from './model';
import { toValue, viewsOf } from './view';

const ASKED =
  /^(?:what(?: is|'s|s| was)? |how much is )?(?:the |our )?(.+?) (?:of|for|on) (?:the |our |all )?(.+)$/;

/** pass 42 (W5): "what's the goat cheese worth" asks the value of the phrase */
const WORTH =
  /^(?:what(?: is|'s|s| are)|how much (?:is|are)) (?:the |our |all (?:the |our )?)?(.+?) (?:worth|valued at)(?: in stock| on hand)?$/;

export function itemOverCategoryAnswer(wb: Workbook, question: string): Answer | undefined {
  const plain = plainQuestion(question).replace(/[?.!]+$/, '');
  const worth = WORTH.exec(plain);
  const m = worth ? ['', 'stock value', worth[1]!] : ASKED.exec(plain);
  if (!m) return undefined;
  const [, measure, phrase] = m as unknown as [string, string, string];
  if (phraseWords(phrase).length < 2) return undefined;
  const hits: Answer[] = [];
  for (const v of viewsOf(wb)) {
    const t = v.table;
    if (t.layout !== 'long' || v.catCols.length < 2) continue;
    const cols = v.valueCols.filter((ci) =>
      worth
        ? /^(?:stock |inventory )?value\b/i.test(t.columns[ci]!.label.trim())
        : lineFits(measure, t.columns[ci]!.label),
    );
    if (cols.length !== 1) continue;
    // pass 42 (W5): a Code column before the Item column is no item name
    const named0 = v.catCols.find((ci) =>
      /^(item|product|description|name|item name|product name)$/i.test(t.columns[ci]!.label.trim()),
    );
    const itemCol = named0 ?? v.catCols[0];
    const others = v.catCols.filter((ci) => ci !== itemCol);
    const rows = v.dataRows.map((ri) => t.rows[ri]!);
    // the phrase must not be a category value as a whole ("stock value of the pens")
    const catValues = new Set(
      others.flatMap((ci) => rows.map((r) => cellText(r.cells[ci]) ?? '')).filter(Boolean),
    );
    if ([...catValues].some((c) => lineFits(phrase, c))) continue;
    const named = rows.filter((r) => lineFits(phrase, cellText(r.cells[itemCol!]) ?? ''));
    if (named.length !== 1) continue;
    const row = named[0]!;
    // a percentage cell is read as the percentage it shows (after blind-40: a margin of
    // 0.8266 formatted 0.0% was answered 0.83%)
    const value = toValue(t, row.cells[cols[0]!]);
    if (!value) continue;
    const name = cellText(row.cells[itemCol!])!;
    const label = `${t.columns[cols[0]!]!.label}, ${name}`;
    const fig = figureOf(t, label, value, cellStyle(t, row.cells[cols[0]!]), [
      { r: row.r, c: t.columns[cols[0]!]!.c },
    ]);
    hits.push({
      text: `${label}: ${fig.display} (the one item named; not the whole category).\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'lookup',
    });
  }
  return hits.length === 1 ? hits[0] : undefined;
}
