/**
 * After blind-43: "how far below its reorder level is the Princeton Aspen brush no.10" on a
 * stock list (On hand | Reorder level | …) answered the reorder level itself (11) for the gap
 * (6). How far an item is below (above) a level is the level less what is on hand (or the
 * other way), both read from the item's row.
 */
import type { Answer } from './answer-types';
import { decParse, decSub, decToString } from './decimal';
import type { Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^how (?:far|much|many(?: units)?) (below|under|short of|above|over) (?:its |the |their |our )?(reorder (?:level|point)|minimum(?: stock)?(?: level)?|min(?:imum)? level|par(?: level)?|target(?: level)?) (?:is|are) (?:the |our )?(.+?)$/;
const ON_HAND =
  /^(on hand|qty on hand|quantity on hand|in stock|stock on hand|qty|quantity|stock)$/i;

function columnsFor(wb: Workbook, level: string): [string, string] | undefined {
  const words = level.split(' ')[0]!;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const lv = t.columns.find((c) => c.label.toLowerCase().includes(words));
      const oh = t.columns.find((c) => ON_HAND.test(c.label.trim()));
      if (lv && oh) return [lv.label.trim(), oh.label.trim()];
    }
  return undefined;
}

const rowOf = (a: Answer): string | undefined => {
  const f = a.figures[0];
  const m = f && /^[A-Z]+(\d+)$/.exec(f.source.range);
  return m ? `${f.source.sheet}!${m[1]}` : undefined;
};

export function levelGapAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const cols = columnsFor(wb, m[2]!);
  if (!cols) return undefined;
  const [levelCol, handCol] = cols;
  const item = m[3]!.trim();
  const level = ask(`${levelCol} for ${item}`);
  const hand = ask(`${handCol} for ${item}`);
  const row = rowOf(level);
  if (level.refused || hand.refused || !row || row !== rowOf(hand))
    return refuse(
      `I could not read both the ${levelCol} and the ${handCol} of one row for "${item}"`,
    );
  const lv = decParse(level.figures[0]!.value);
  const oh = decParse(hand.figures[0]!.value);
  if (!lv || !oh) return undefined;
  const below = /below|under|short/.test(m[1]!);
  const gap = below ? decSub(lv, oh) : decSub(oh, lv);
  const lf = level.figures[0]!;
  const hf = hand.figures[0]!;
  const value = decToString(gap);
  return {
    text: `${lf.at ?? item}: ${value} ${below ? 'below' : 'above'} its ${levelCol} (${levelCol} ${lf.display} ${below ? '−' : 'less'} ${handCol} ${hf.display}${below ? '' : ', the other way'}).\nSource: sheet '${lf.source.sheet}' ${lf.source.range}, ${hf.source.range}.`,
    figures: [
      {
        label: `${levelCol} − ${handCol}${lf.at ? `, ${lf.at}` : ''}`,
        value,
        display: value,
        source: { sheet: lf.source.sheet, range: `${lf.source.range},${hf.source.range}` },
        ...(lf.at ? { at: lf.at } : {}),
      },
      lf,
      hf,
    ],
    refused: false,
    kind: 'difference',
  };
}
