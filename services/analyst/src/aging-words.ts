/**
 * Issue 13, pass 13: an AR aging report (Customer | Current | 1-30 | … | 91 and over | Total).
 * Owners say "not due yet" for the Current bucket, and "how many customers owe us anything"
 * for the customers with a balance (Total above zero; the buckets added when there is no
 * Total column). Only on a book with exactly one aging table.
 */
import type { Answer } from './answer-types';
import { cellStyle, figureOf } from './cell-figures';
import { type Dec, decFromInt, decFromNumber, decSign, decSum } from './decimal';
import { bucketStart, isAging } from './aging';
import { PLAIN } from './format';
import type { Row } from './model';
import { normalizeText, plainQuestion } from './text';
import { cellNumber, type TableView, viewsOf } from './view';

function agingView(wb: Parameters<typeof viewsOf>[0]): TableView | undefined {
  const found = viewsOf(wb).filter(isAging);
  return found.length === 1 ? found[0] : undefined;
}

export function agingWording(wb: Parameters<typeof viewsOf>[0], question: string): string {
  if (!/\b(not|isn'?t|aren'?t) (yet )?due\b|\bnot overdue\b/i.test(question)) return question;
  const view = agingView(wb);
  if (!view) return question;
  const current = view.table.columns.find((c) => bucketStart(c.label) === 0);
  if (!current) return question;
  return question.replace(
    /\b(not|isn'?t|aren'?t) (yet )?due( yet)?\b|\bnot overdue\b/i,
    `in ${current.label}`,
  );
}

const OWING =
  /^how many (customers|clients|accounts|debtors|people|companies) (owe us|owe|still owe us|still owe|have (?:an? )?(?:open |outstanding )?balances?)( anything| money| something| at all)?$/i;

const MOST_OWED =
  /^(?:who|which (?:customer|client|account|debtor|company)) (?:owes|owe|is owing)(?: us)?(?: the)? (most|least)(?: money)?$/i;

/**
 * Pass 37 (W3): an aging kept by invoice (several rows per customer, an Invoice column): a
 * customer's debt is the sum of its rows' Total, never its largest single invoice.
 */
interface Debtor {
  name: string;
  v: number;
  rows: Row[];
}
function debtors(view: TableView, total: number): Debtor[] {
  const { table } = view;
  const by = new Map<string, Debtor>();
  for (const ri of view.dataRows) {
    const row = table.rows[ri]!;
    const v = cellNumber(row.cells[total]);
    if (v === undefined || !row.label) continue;
    const key = row.label.trim().toLowerCase();
    const d = by.get(key) ?? { name: row.label.trim(), v: 0, rows: [] };
    d.v = Math.round((d.v + v) * 100) / 100;
    d.rows.push(row);
    by.set(key, d);
  }
  return [...by.values()];
}

/** "Who owes us the most": the customers ranked by their Total, whatever the name column is called. */
function mostOwed(view: TableView, total: number | undefined, least: boolean): Answer | undefined {
  if (total === undefined) return undefined;
  const { table } = view;
  const scored = debtors(view, total)
    .filter((d) => !least || d.v > 0)
    .sort((a, b) => (least ? a.v - b.v : b.v - a.v));
  if (scored.length < 2 || scored[0]!.v === scored[1]!.v) return undefined;
  const top = scored[0]!;
  const col = table.columns[total]!;
  const one = top.rows.length === 1;
  const fig = figureOf(
    table,
    `${least ? 'Lowest' : 'Highest'} ${col.label}`,
    decFromNumber(top.v),
    cellStyle(table, top.rows[0]!.cells[total]),
    top.rows.map((r) => ({ r: r.r, c: col.c })),
    top.name,
  );
  return {
    text: `${top.name} owes ${fig.display} (${col.label}${one ? '' : `, its ${top.rows.length} rows added`}), the ${least ? 'least' : 'most'} of ${scored.length} customers.\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: least ? 'min' : 'max',
  };
}

const OWES_NAMED =
  /^(?:how much (?:does|do|did) (.+?) (?:still )?owe(?: us)?|what (?:does|do) (.+?) (?:still )?owe(?: us)?|how much is (.+?) (?:still )?owing(?: us)?|how much (?:is )?(?:still )?owed by (.+?))(?: in total| altogether| overall| now| today)?$/;
const LARGEST_INVOICE =
  /^(?:what(?:'s| is| was) |which is )?(?:the |our )?(largest|biggest|highest|smallest) (?:single )?(?:unpaid |outstanding |open |overdue )?invoice(?: outstanding| unpaid| still open)?$/;

function matchDebtor(ds: Debtor[], asked: string): Debtor | 'many' | undefined {
  const ws = normalizeText(asked)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['the', 'and', 'us', 'co'].includes(w));
  if (!ws.length) return undefined;
  const hits = ds.filter((d) => {
    const name = normalizeText(d.name).split(/[^a-z0-9]+/);
    return ws.every((w) => name.includes(w));
  });
  return hits.length === 1 ? hits[0] : hits.length > 1 ? 'many' : undefined;
}

/** "How much does Havn owe", "the largest unpaid invoice" on an aging kept by invoice. */
export function agingInvoiceAnswer(
  wb: Parameters<typeof viewsOf>[0],
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const named = OWES_NAMED.exec(q);
  const largest = LARGEST_INVOICE.exec(q);
  if (!named && !largest) return undefined;
  const view = agingView(wb);
  if (!view) return undefined;
  const { table } = view;
  const total = [...view.totalCols, ...view.valueCols].find((ci) =>
    /^(total|balance|total due|amount due)$/i.test(table.columns[ci]!.label.trim()),
  );
  if (total === undefined) return undefined;
  const col = table.columns[total]!;
  const ds = debtors(view, total);
  if (named) {
    const asked = (named[1] ?? named[2] ?? named[3] ?? named[4])!;
    const d = matchDebtor(ds, asked);
    if (d === 'many') return refuse(`"${asked}" fits several customers; name the one you mean`);
    if (!d) return undefined;
    const fig = figureOf(
      table,
      `${col.label} for ${d.name}`,
      decFromNumber(d.v),
      cellStyle(table, d.rows[0]!.cells[total]),
      d.rows.map((r) => ({ r: r.r, c: col.c })),
    );
    return {
      text: `${d.name} owes ${fig.display} (${col.label}${d.rows.length > 1 ? `, ${d.rows.length} invoices added` : ''}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: d.rows.length > 1 ? 'total' : 'lookup',
    };
  }
  const inv = table.columns.findIndex((c) =>
    /^(invoice|invoice no\.?|invoice #|invoice number|inv\.? no\.?|ref|reference|document|doc no\.?)$/i.test(
      c.label.trim(),
    ),
  );
  if (inv < 0) return undefined;
  const least = largest![1] === 'smallest';
  const rows = ds
    .flatMap((d) => d.rows)
    .map((row) => ({ row, v: cellNumber(row.cells[total])! }))
    .filter((x) => !least || x.v > 0)
    .sort((a, b) => (least ? a.v - b.v : b.v - a.v));
  if (rows.length < 2) return undefined;
  if (rows[0]!.v === rows[1]!.v) return refuse('two invoices share that amount; name the customer');
  const top = rows[0]!;
  const no = String(top.row.cells[inv] ?? '').trim();
  const fig = figureOf(
    table,
    `${least ? 'Smallest' : 'Largest'} invoice ${col.label}`,
    decFromNumber(top.v),
    cellStyle(table, top.row.cells[total]),
    [{ r: top.row.r, c: col.c }],
    no ? `${no} (${top.row.label})` : top.row.label,
  );
  return {
    text: `The ${least ? 'smallest' : 'largest'} unpaid invoice is ${no || 'one'} from ${top.row.label}: ${fig.display} (${col.label}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: least ? 'min' : 'max',
  };
}

export function agingCountAnswer(
  wb: Parameters<typeof viewsOf>[0],
  question: string,
): Answer | undefined {
  const q = question
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?!.]+$/, '');
  const m = OWING.exec(q);
  const most = MOST_OWED.exec(q);
  if (!m && !most) return undefined;
  const view = agingView(wb);
  if (!view) return undefined;
  const { table } = view;
  const total = [...view.totalCols, ...view.valueCols].find((ci) =>
    /^(total|balance|total due|amount due)$/i.test(table.columns[ci]!.label.trim()),
  );
  if (most) return mostOwed(view, total, most[1] === 'least');
  if (!m) return undefined;
  const bucketCols = view.valueCols.filter(
    (ci) => bucketStart(table.columns[ci]!.label) !== undefined,
  );
  const owing: Array<{ r: number; c: number }> = [];
  let label = '';
  // pass 37 (W3): kept by invoice, a customer with several rows is counted once (its sum)
  const names = view.dataRows.map((ri) => table.rows[ri]!.label?.trim().toLowerCase());
  if (total !== undefined && new Set(names).size < names.length) {
    const ds = debtors(view, total).filter((d) => d.v > 0);
    const fig = figureOf(
      table,
      `${m[1]} with a balance`,
      decFromInt(ds.length),
      PLAIN,
      ds.length
        ? ds.map((d) => ({ r: d.rows[0]!.r, c: table.columns[total]!.c }))
        : [{ r: table.rows[view.dataRows[0]!]!.r, c: 0 }],
    );
    return {
      text: `${ds.length} ${m[1]!.toLowerCase()} owe something (their ${table.columns[total]!.label} added above zero, out of ${new Set(names).size}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
      figures: [fig],
      refused: false,
      kind: 'count',
    };
  }
  for (const ri of view.dataRows) {
    const row = table.rows[ri]!;
    const cols = total !== undefined ? [total] : bucketCols;
    const parts = cols
      .map((ci) => cellNumber(row.cells[ci]))
      .filter((x): x is number => x !== undefined);
    const sum: Dec = decSum(parts.map(decFromNumber));
    if (decSign(sum) > 0) owing.push({ r: row.r, c: table.columns[cols[0]!]!.c });
    label = total !== undefined ? table.columns[total]!.label : 'the buckets added';
  }
  const fig = figureOf(
    table,
    `${m[1]} with a balance`,
    decFromInt(owing.length),
    PLAIN,
    owing.length ? owing : [{ r: table.rows[view.dataRows[0]!]!.r, c: 0 }],
  );
  return {
    text: `${owing.length} ${m[1]!.toLowerCase()} owe something (${label} above zero, out of ${view.dataRows.length}).\nSource: sheet '${table.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: 'count',
  };
}
