/**
 * After blind-44: "how full were our classes" on a register with Capacity, Booked and Attended
 * columns: the places filled, Σ Booked ÷ Σ Capacity (and Attended ÷ Capacity said beside it).
 * Before, the money column was read for want of a measure.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellText, figureOf } from './cell-figures';
import { HUNDRED, decDiv, decMul, decSign, decSum } from './decimal';
import { PERCENT } from './format';
import type { Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ASKED =
  /\bhow full\b|\boccupancy\b|\butili[sz]ation\b|\b(?:capacity|places|spaces|seats) (?:filled|used|taken)\b|\bfill rate\b|\bhow busy were (?:our |the )?(?:classes|sessions|sessions|courses)\b/;

export function capacityFillAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  if (
    !ASKED.test(q) ||
    /\b(19|20)\d\d\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(q)
  )
    return undefined;
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      if (t.layout !== 'long') return [];
      const find = (re: RegExp) =>
        t.columns.findIndex((c) => c.type === 'number' && re.test(c.label.trim()));
      const cap = find(/^(capacity|places|spaces|seats|max(?:imum)?|slots)$/i);
      const booked = find(/^(booked|bookings|sold|taken|enrolled|signed up)$/i);
      const came = find(/^(attended|attendance|present|came|turned up|showed)$/i);
      return cap >= 0 && (booked >= 0 || came >= 0)
        ? [{ t, cap, used: booked >= 0 ? booked : came, other: booked >= 0 ? came : -1 }]
        : [];
    }),
  );
  if (found.length !== 1) return undefined;
  const { t, cap, used, other } = found[0]!;
  // a class that did not run filled nothing it offered: it is left out, said so
  const ran = (r: (typeof t.rows)[number]) =>
    !r.cells.some((x) =>
      /^(cancell?ed|called off|not run|did not run|postponed)\b/i.test(cellText(x)?.trim() ?? ''),
    );
  const all = t.rows.filter(
    (r) =>
      r.kind === 'data' &&
      cellNumber(r.cells[cap]) !== undefined &&
      cellNumber(r.cells[used]) !== undefined,
  );
  const rows = all.filter(ran);
  if (rows.length < 2) return undefined;
  const sum = (i: number) => decSum(rows.map((r) => cellNumber(r.cells[i]) ?? { m: 0n, s: 0 }));
  const places = sum(cap);
  if (decSign(places) <= 0) return undefined;
  const pct = (i: number) => decDiv(decMul(sum(i), HUNDRED), places, 2)!;
  const col = (i: number) => t.columns[i]!;
  const cells = (i: number) => rows.map((r) => ({ r: r.r, c: col(i).c }));
  const fig = figureOf(t, `${col(used).label} ÷ ${col(cap).label}`, pct(used), PERCENT, [
    ...cells(used),
    ...cells(cap),
  ]);
  const also =
    other >= 0
      ? `; ${col(other).label} filled ${figureOf(t, '', pct(other), PERCENT, cells(other)).display}`
      : '';
  return sourcedAnswer(
    fig,
    `${fig.display} full: ${col(used).label} ${sum(used).m} of ${col(cap).label} ${places.m} places over ${rows.length} rows${also}${all.length > rows.length ? ` (${all.length - rows.length} cancelled left out)` : ''}.`,
    'ratio',
  );
}
