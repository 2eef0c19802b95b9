/**
 * Issue 13, pass 27 (W3): owners' words on an AR aging report (Client | Current | 1 - 30 | … |
 * > 90 | Total), wherever its TOTAL row sits (right under the header, too). For debts the worst
 * client is the one with the MOST overdue: "which client is the worst for >90 days" is the
 * largest cell of that bucket among the clients (the TOTAL row never a candidate). "The share of
 * the biggest debtor in total AR" is the largest client Total ÷ the TOTAL row's Total × 100.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { HUNDRED, decDiv, decMul, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Aging {
  t: Table;
  total: number;
  clients: Row[];
  totalRow: Row;
}

const TOTAL_LABEL = /^(total|totals|grand total|total ar|total receivables)$/i;

function agingTable(wb: Workbook): Aging | undefined {
  const found: Aging[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (!t.columns.some((c) => /^current$/i.test(c.label.trim()))) continue;
    if (!t.columns.some((c) => /\b(61\s*(-|–|to)\s*90|> ?90|90\+|91\+|over 90)\b/i.test(c.label)))
      continue;
    const total = t.columns.findIndex((c) => /^total$/i.test(c.label.trim()));
    if (total < 0) continue;
    const labelled = t.rows.filter((r) => r.label && cellNumber(r.cells[total]));
    const totals = labelled.filter((r) => TOTAL_LABEL.test(r.label!.trim()));
    const clients = labelled.filter(
      (r) => !TOTAL_LABEL.test(r.label!.trim()) && r.kind !== 'total',
    );
    if (totals.length !== 1 || clients.length < 2) continue;
    found.push({ t, total, clients, totalRow: totals[0]! });
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The bucket column a phrase names: ">90 days", "over 90", "90+", "61-90", "current". */
function bucketColumn(t: Table, phrase: string): number | undefined {
  const p = phrase.replace(/\s*days?$/, '').replace(/\s+/g, '');
  const over = /^(>|over|morethan|past|older than)?(\d+)\+?$/.exec(p.replace('olderthan', 'past'));
  const range = /^(\d+)(?:-|–|to)(\d+)$/.exec(p);
  const hits = t.columns.flatMap((c, i) => {
    const l = c.label.replace(/\s+/g, '').toLowerCase();
    if (/^current$/.test(p) && l === 'current') return [i];
    if (range && l.replace('to', '-').replace('–', '-') === `${range[1]}-${range[2]}`) return [i];
    if (over) {
      const n = Number(over[2]);
      const m = /^(?:>|over|morethan)(\d+)$|^(\d+)\+$|^(\d+)(?:andover|ormore|andolder)$/.exec(l);
      const at = m && Number(m[1] ?? m[2] ?? m[3]);
      if (at !== null && at !== undefined && (at === n || at === n + 1)) return [i];
    }
    return [];
  });
  return hits.length === 1 ? hits[0] : undefined;
}

function largest(x: Aging, col: number): Row | undefined {
  const ranked = x.clients
    .map((r) => ({ r, v: Number(decToString(cellNumber(r.cells[col]) ?? { m: 0n, s: 0 })) }))
    .sort((a, b) => b.v - a.v);
  if (!ranked.length || ranked[0]!.v <= 0) return undefined;
  if (ranked.length > 1 && ranked[1]!.v === ranked[0]!.v) return undefined;
  return ranked[0]!.r;
}

const WHO = "(?:which|what) (?:client|customer|debtor|account)(?: is| was|'s)?|who(?: is| was|'s)?";

// after blind-40/41: "is anyone in credit with us", "which customer is in credit": the clients
// whose Total is below zero (an overpayment or an unapplied credit note)
const IN_CREDIT =
  /^(?:(?:which|what) (?:clients?|customers?|debtors?|accounts?)(?: is| are| has| have)?(?: a)?|(?:is |are )?(?:anyone|anybody|any (?:clients?|customers?))(?: is| are)?|who(?: is|'s| are| has)?(?: a)?) (?:in credit|credit balance|in the negative)(?: with us)?$/;

function inCredit(x: Aging): Answer | undefined {
  const c = x.t.columns[x.total]!.c;
  const owing = x.clients.filter((r) => Number(decToString(cellNumber(r.cells[x.total])!)) < 0);
  const cells = (owing.length ? owing : x.clients).map((r) => ({ r: r.r, c }));
  if (!owing.length) {
    const fig = figureOf(
      x.t,
      'Clients in credit',
      { m: 0n, s: 0 },
      { kind: 'number', decimals: 0 },
      cells,
    );
    return sourcedAnswer(
      fig,
      `No one is in credit: every one of the ${x.clients.length} clients' ${x.t.columns[x.total]!.label.trim()} is zero or more.`,
      'count',
    );
  }
  const figs = owing.map((r) =>
    figureOf(
      x.t,
      `${r.label} (${x.t.columns[x.total]!.label.trim()})`,
      cellNumber(r.cells[x.total])!,
      cellStyle(x.t, r.cells[x.total]),
      [{ r: r.r, c }],
      r.label,
    ),
  );
  const names = owing.map((r, i) => `${r.label} (${figs[i]!.display})`).join(', ');
  return sourcedAnswer(
    figs[0]!,
    owing.length === 1
      ? `${owing[0]!.label} is in credit: ${figs[0]!.display} (a ${x.t.columns[x.total]!.label.trim()} below zero, which we owe them or hold for them).`
      : `${owing.length} clients are in credit: ${names}.`,
    'lookup',
    figs.slice(1),
  );
}

export function agingWorstDebtorAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const worst = new RegExp(
    `^(?:${WHO}) (?:the )?(?:worst|most behind|biggest offender) (?:for|on|in|at|with) (?:the )?(.+?)(?: bucket| column)?$`,
  ).exec(q);
  const share =
    /^(?:what(?:'s| is| was|s)? )?(?:the )?(?:share|percent|percentage|proportion|%) (?:of )?(?:the |our )?(?:biggest|largest|top) (?:debtor|client|customer)(?: in| of)? (?:the |our )?(?:total )?(?:ar|receivables|debtors|debt|amount owed)(?: total)?$/.exec(
      q,
    );
  const credit = IN_CREDIT.test(q);
  if (!worst && !share && !credit) return undefined;
  const x = agingTable(wb);
  if (!x) return undefined;
  if (credit) return inCredit(x);
  if (worst) {
    const col = bucketColumn(x.t, worst[1]!.trim());
    if (col === undefined) return undefined;
    const top = largest(x, col);
    if (!top) return undefined;
    const label = x.t.columns[col]!.label.trim();
    const fig = figureOf(
      x.t,
      `${top.label} (${label})`,
      cellNumber(top.cells[col])!,
      cellStyle(x.t, top.cells[col]),
      [{ r: top.r, c: x.t.columns[col]!.c }],
      top.label,
    );
    return sourcedAnswer(
      fig,
      `${top.label} is the worst for ${label}: ${fig.display} overdue, the most of ${x.clients.length} clients.`,
      'max',
    );
  }
  const top = largest(x, x.total);
  if (!top) return undefined;
  const part = cellNumber(top.cells[x.total])!;
  const whole = cellNumber(x.totalRow.cells[x.total])!;
  if (Number(decToString(whole)) <= 0) return undefined;
  const v = decDiv(decMul(part, HUNDRED), whole, 2);
  if (!v) return undefined;
  const c = x.t.columns[x.total]!.c;
  const partFig = figureOf(x.t, `${top.label} (Total)`, part, cellStyle(x.t, top.cells[x.total]), [
    { r: top.r, c },
  ]);
  const wholeFig = figureOf(
    x.t,
    `${x.totalRow.label} (Total)`,
    whole,
    cellStyle(x.t, x.totalRow.cells[x.total]),
    [{ r: x.totalRow.r, c }],
  );
  const fig = figureOf(
    x.t,
    `${top.label}: share of total receivables`,
    v,
    { kind: 'percent', decimals: 2 },
    [
      { r: top.r, c },
      { r: x.totalRow.r, c },
    ],
    top.label,
  );
  return sourcedAnswer(
    fig,
    `${top.label}, the biggest debtor, holds ${fig.display} of total receivables (${partFig.display} ÷ ${wholeFig.display} × 100).`,
    'ratio',
    [partFig, wholeFig],
  );
}
