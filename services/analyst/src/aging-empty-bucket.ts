/**
 * Issue 13, pass 31 (M1): an A/R aging report (Client | Current | 1-30 | 31-60 | 61-90 | >90 |
 * Total, a TOTAL row) leaves a bucket's cell EMPTY where nothing is owed. Three blind sets in a
 * row refused "how much of Kutaisi Motors is 31-60 days" as "There is no value". In a filled
 * table a blank bucket is zero: when the question names exactly one client row (its whole name,
 * accents folded) and the bucket(s) it names ("31-60", "31 to 60", "over 90", "current") are all
 * empty in that row while the row holds other figures, the answer is 0, and the text says the
 * cell is blank. A filled cell is left to the engine (which answers it).
 */
import type { Answer } from './answer-types';
import { bucketStart } from './aging';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { ZERO } from './decimal';
import type { Row, Table, Workbook } from './model';
import { normalizeText } from './text';

interface Bucket {
  col: number;
  start: number;
  label: string;
}

function agingTable(wb: Workbook): { t: Table; buckets: Bucket[] } | undefined {
  const found: Array<{ t: Table; buckets: Bucket[] }> = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    const buckets = t.columns.flatMap((c, i) => {
      const start = c.type !== 'text' ? bucketStart(c.label) : undefined;
      return start === undefined ? [] : [{ col: i, start, label: c.label.trim() }];
    });
    if (buckets.length >= 3) found.push({ t, buckets });
  }
  return found.length === 1 ? found[0] : undefined;
}

const fold = (s: string): string =>
  ` ${normalizeText(s)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** the buckets the question names, by their day ranges */
function bucketsAsked(q: string, buckets: Bucket[]): Bucket[] {
  const range = /\b(\d+)\s*(?:-|–|to)\s*(\d+)\b/.exec(q);
  if (range) {
    const hit = buckets.filter((b) => b.start === Number(range[1]) && b.label.includes(range[2]!));
    return hit.length === 1 ? hit : [];
  }
  const over =
    /\b(?:over|more than|older than|past|above|beyond|greater than|>)\s*(\d+)\s*(?:days?)?\b|\b(\d+)\s*\+/.exec(
      q,
    );
  if (over) {
    const n = Number(over[1] ?? over[2]);
    const starts = over[1] ? n + 1 : n;
    const hit = buckets.filter((b) => b.start >= starts);
    return hit.length && hit.some((b) => b.start === starts) ? hit : [];
  }
  if (/\bcurrent\b/.test(q)) return buckets.filter((b) => b.start === 0);
  return [];
}

export function agingEmptyBucketAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = normalizeText(question);
  if (
    /\b(how many|count|number of|%|percent|percentage|share|proportion|average|rank|which|who)\b/.test(
      q,
    )
  )
    return undefined;
  const found = agingTable(wb);
  if (!found) return undefined;
  const { t, buckets } = found;
  const fq = fold(question);
  const rows = t.rows.filter(
    (r): r is Row & { label: string } =>
      r.kind === 'data' &&
      !!r.label &&
      fold(r.label).trim().length >= 3 &&
      fq.includes(fold(r.label)),
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const asked = bucketsAsked(q, buckets);
  if (!asked.length) return undefined;
  const empty = (c: number): boolean =>
    row.cells[c] == null ||
    (cellText(row.cells[c]) ?? 'x') === '' ||
    cellText(row.cells[c]) === '-';
  if (!asked.every((b) => empty(b.col))) return undefined;
  const filled = buckets.filter((b) => cellNumber(row.cells[b.col]));
  if (!filled.length) return undefined;
  const names = asked.map((b) => b.label).join(' + ');
  const fig = figureOf(
    t,
    `${names} for ${row.label.trim()}`,
    ZERO,
    cellStyle(t, row.cells[filled[0]!.col]),
    asked.map((b) => ({ r: row.r, c: t.columns[b.col]!.c })),
    row.label.trim(),
  );
  return sourcedAnswer(
    fig,
    `${row.label.trim()} owes ${fig.display} in ${names}: the cell is blank in a filled aging table, and a blank bucket means nothing is owed there.`,
    'lookup',
  );
}
