/**
 * After blind-44: "how many leases end in 2027" on a rent roll (Lease start | Lease end |
 * Monthly rent): the period is one of the date column the verb names ("end" → Lease end), never
 * the table's own date (Lease start), and the rows are counted by it. Likewise "how many
 * contracts expire this year", "how many members renew in March". A year, a month of a year,
 * "this year" or "next year" is counted; anything else is left to the engine.
 */
import type { Answer } from './answer-types';
import { figureOf } from './cell-figures';
import { decFromInt } from './decimal';
import type { Cell, Workbook } from './model';
import { MONTH_SHORT } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ASKED =
  /^how many (?:of (?:our |the )?)?([a-z]+)(?: [a-z]+)? (?:are |were |will |do |did )?(end|ends|ending|ended|expire|expires|expiring|expired|start|starts|starting|started|begin|begins|began|renew|renews|renewing|renewed|run out|runs out)(?: in| during| within)? (.+)$/;
const STEM: Record<string, string> = {
  end: 'end',
  expir: 'end|expir',
  start: 'start|from|commenc',
  begin: 'start|from|commenc',
  began: 'start|from|commenc',
  renew: 'renew',
  run: 'end|expir',
};
const MONTHS = MONTH_SHORT.map((m) => m.toLowerCase());

/** [first, last] ISO day of a year, a month of a year, this or next year. */
function spanOf(text: string, now: Date | undefined): [string, string] | undefined {
  const t = text.replace(/[?.!]+$/, '').trim();
  const year = /^(?:the year )?((?:19|20)\d\d)$/.exec(t);
  if (year) return [`${year[1]}-01-01`, `${year[1]}-12-31`];
  const rel = /^(this|next) year$/.exec(t);
  if (rel && now) {
    const y = now.getUTCFullYear() + (rel[1] === 'next' ? 1 : 0);
    return [`${y}-01-01`, `${y}-12-31`];
  }
  const month = /^([a-z]{3})[a-z]* ((?:19|20)\d\d)$/.exec(t);
  const m = month ? MONTHS.indexOf(month[1]!) : -1;
  if (month && m >= 0) {
    const last = new Date(Date.UTC(Number(month[2]), m + 1, 0)).getUTCDate();
    const mm = String(m + 1).padStart(2, '0');
    return [`${month[2]}-${mm}-01`, `${month[2]}-${mm}-${last}`];
  }
  return undefined;
}

const isoOf = (cell: Cell | undefined): string | undefined =>
  cell && typeof cell === 'object' && !Array.isArray(cell) ? cell.d : undefined;

export function dateColumnCountAnswer(
  wb: Workbook,
  question: string,
  now: Date | undefined,
): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const span = spanOf(m[3]!, now);
  if (!span) return undefined;
  const stem = Object.entries(STEM).find(([k]) => m[2]!.startsWith(k))?.[1];
  if (!stem) return undefined;
  const named = new RegExp(`\\b(?:${stem})`, 'i');
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) =>
      t.layout !== 'long'
        ? []
        : t.columns.flatMap((c, ci) =>
            named.test(c.label) && t.rows.some((r) => isoOf(r.cells[ci])) ? [{ t, ci }] : [],
          ),
    ),
  );
  if (found.length !== 1) return undefined;
  const { t, ci } = found[0]!;
  const dated = t.rows.filter((r) => r.kind === 'data' && isoOf(r.cells[ci]));
  const hits = dated.filter((r) => {
    const d = isoOf(r.cells[ci])!;
    return d >= span[0] && d <= span[1];
  });
  const col = t.columns[ci]!;
  const fig = figureOf(
    t,
    `Rows with ${col.label} ${span[0]} to ${span[1]}`,
    decFromInt(hits.length),
    { kind: 'number', decimals: 0 },
    dated.map((r) => ({ r: r.r, c: col.c })),
  );
  const names = hits.map((r) => `${r.label ?? ''} (${isoOf(r.cells[ci])})`.trim());
  return sourcedAnswer(
    fig,
    `${hits.length} ${m[1]} with ${col.label} from ${span[0]} to ${span[1]}${names.length ? `: ${names.join(', ')}` : ''}.`,
    'count',
  );
}
