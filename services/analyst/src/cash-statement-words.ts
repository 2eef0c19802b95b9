/**
 * Issue 13, pass 27 (M1): owners' words on a cash-flow statement with quarters across (Q1 … Q4 |
 * 2025) and its own "Net change in cash" row. "Wages paid over the year" is the line for the
 * year (it answered a straight-line trend); "how much did the owner take out" is the one
 * drawings line for the year; "which quarter was worst (best) for cash" is the quarter with the
 * lowest (highest) net change in cash.
 */
import type { Row, Workbook } from './model';
import { plainQuestion } from './text';

const NET_CHANGE = /^net (?:change|increase|decrease|increase \/ \(?decrease\)?) in cash/i;

function statementRows(wb: Workbook): Row[] | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.columns.filter((c) => c.period?.kind === 'quarter').length >= 2 &&
        t.rows.some((r) => NET_CHANGE.test((r.label ?? '').trim())),
    ),
  );
  return found.length === 1 ? found[0]!.rows : undefined;
}

export function cashStatementWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const overYear =
    /^(?:what (?:was|were) (?:the |our )?)?(.+?) (?:over|across|during) the (?:whole |full )?year$/.exec(
      q,
    );
  const owner =
    /^how much (?:cash |money )?did (?:the )?owners? (?:take out|draw|withdraw|take)(?: this year| over the year| for the year)?$/.test(
      q,
    );
  const quarter =
    /^(?:which|what) quarter was (?:the )?(worst|best|weakest|strongest) for cash(?: flow)?$/.exec(
      q,
    );
  if (!overYear && !owner && !quarter) return undefined;
  const rows = statementRows(wb);
  if (!rows) return undefined;
  if (overYear) {
    if (/\b(trend|grow|grew|growth|change|changed|average|per)\b/.test(overYear[1]!))
      return undefined;
    return `${overYear[1]} for the year`;
  }
  if (owner) {
    const hits = rows.filter((r) => /\bdrawings?\b/i.test(r.label ?? '') && r.kind !== 'section');
    return hits.length === 1 ? `${hits[0]!.label!.trim().toLowerCase()} for the year` : undefined;
  }
  const net = rows.filter((r) => NET_CHANGE.test((r.label ?? '').trim()));
  if (net.length !== 1) return undefined;
  const low = /^(worst|weakest)$/.test(quarter![1]!);
  return `which quarter had the ${low ? 'lowest' : 'highest'} ${net[0]!.label!.trim().toLowerCase()}`;
}
