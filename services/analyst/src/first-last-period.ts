/**
 * After blind-43: "when did we start selling the Gift Box", "when did Lars start", "when did
 * Sofie leave", "what was the last month we sold Ghost Pepper Reserve". On a sheet of lines by
 * month (products or people down, months across) a line's start is the first month it holds a
 * figure and its end the last; on a dated log, the first or last date of the lines that name
 * it. A line with a figure in the sheet's first month may have started before it, and one with
 * a figure in its last month has not stopped: both are refused with that reason, never
 * answered with the sheet's edge.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decSign } from './decimal';
import type { Period, Row, Table, Workbook } from './model';
import { comparePeriods, periodLabel } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { nameTokens, rowsNamed, textColumns } from './row-names';
import { FILLER, canonical, plainQuestion } from './text';

type Side = 'first' | 'last' | 'only';

// words that say what was done with the thing, not which thing it is
const DOING =
  /^(?:we|our|us|the|a|an|start(ed|ing)?|begin|began|first|last|stop(ped)?|finish(ed)?|leave|left|join(ed)?|quit|sell(ing)?|sold|buy(ing)?|bought|order(ed|ing)?|pay(ing)?|paid|stock(ed|ing)?|offer(ed|ing)?|from|with|for|to|of|on|any|did|do|was|were|have|had|month|date|day|that|when|what|which|employ(ed|ing)?|work(ed|ing)?|hire(d)?|visit(ed|ing)?|see|saw|seen|call(ed)?|i)$/;

/** The side asked and the words naming the line, or undefined when the question is not one. */
function askOf(q: string): { side: Side; subject: string; kind?: string } | undefined {
  // after blind-44: "when did we last invoice Ridgeway Homes": the Invoice lines naming them
  const billed =
    /^when did (?:we |i )?(?:(first|last) )?(invoice|bill|quote|credit|refund) (.+)$/.exec(q);
  if (billed)
    return {
      side: billed[1] === 'first' ? 'first' : billed[1] === 'last' ? 'last' : 'only',
      subject: billed[3]!,
      kind: billed[2]!,
    };
  const patterns: Array<[RegExp, Side]> = [
    // after blind-44: "when did we pay the insurance": the date of the one line that names it
    [/^when did (?:we |i )?(?:pay|buy|get|order|book|renew|take out)(?: for| from)? (.+)$/, 'only'],
    [/^when did (?:we |i )?(?:first|start|begin)\b(.*)$/, 'first'],
    [/^when did (.+?) (?:start|begin|join)(?: with us| here| working)?$/, 'first'],
    [/^(?:what|which) was the first (?:month|date|day) (?:that )?we (.+)$/, 'first'],
    [/^when did (?:we |i )?(?:last|stop|finish)\b(.*)$/, 'last'],
    [/^when did (.+?) (?:leave|stop|finish|quit)(?: us| working)?$/, 'last'],
    [/^(?:what|which) was the last (?:month|date|day) (?:that )?we (.+)$/, 'last'],
  ];
  for (const [re, side] of patterns) {
    const m = re.exec(q);
    if (!m) continue;
    // only the words before the name say what was done ("selling the"): a name keeps its own
    // ("Fuel Stop", "First Choice")
    const words = m[1]!.trim().split(/\s+/);
    while (words.length && DOING.test(words[0]!)) words.shift();
    const subject = words.join(' ');
    if (subject) return { side, subject };
  }
  return undefined;
}

const covers = (label: string, words: string[]): boolean => {
  const have = new Set(canonical(label));
  return words.every((w) => have.has(w));
};

interface Hit {
  table: Table;
  row: Row;
  /** the row's value cells with their period, in the sheet's order of periods */
  cells: Array<{ col: number; period: Period }>;
}

/** The one line of a by-month sheet that the words name. */
function lineOf(wb: Workbook, words: string[]): Hit | undefined {
  const hits: Hit[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const cells = table.columns
        .map((c, col) => ({ col, period: c.period, role: c.role }))
        .filter((x): x is { col: number; period: Period; role: 'value' } => {
          return x.role === 'value' && x.period?.kind === 'month';
        })
        .sort((a, b) => comparePeriods(a.period, b.period));
      if (cells.length < 3) continue;
      for (const row of table.rows)
        if (row.kind === 'data' && row.label && covers(row.label, words))
          hits.push({ table, row, cells });
    }
  return hits.length === 1 ? hits[0] : undefined;
}

/** The dated lines of one long table that the words name (by a text cell or the heading). */
function datedLinesOf(wb: Workbook, phrase: string): { table: Table; rows: Row[] } | undefined {
  const found: Array<{ table: Table; rows: Row[] }> = [];
  const words = nameTokens(phrase).filter((w) => !FILLER.has(w));
  if (!words.length) return undefined;
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      // a word that names the whole sheet ("the card" on 'Card transactions') picks no line
      const sheetWords = new Set(nameTokens(`${s.name} ${table.title ?? ''}`));
      if (words.some((w) => sheetWords.has(w))) continue;
      const dated = table.rows.filter((r) => r.kind === 'data' && r.period?.kind === 'day');
      if (dated.length < 3) continue;
      const byText = rowsNamed(dated, textColumns(table, dated), phrase) ?? [];
      const byHeading = dated.filter((r) => {
        const head = new Set(nameTokens(r.section ?? ''));
        return words.every((w) => head.has(w));
      });
      const rows = byText.length ? byText : byHeading;
      if (rows.length) found.push({ table, rows });
    }
  return found.length === 1 ? found[0] : undefined;
}

function datedLineAnswer(
  wb: Workbook,
  side: Side,
  phrase: string,
  refuse: (why: string) => Answer,
  kind?: string,
): Answer | undefined {
  const hit = datedLinesOf(wb, phrase);
  if (!hit) return undefined;
  const { table } = hit;
  // the kind of line the verb says (an Invoice, not the payment of one), by a cell that says it
  const rows = kind
    ? hit.rows.filter((r) => r.cells.some((c) => cellText(c)?.trim().toLowerCase() === kind))
    : hit.rows;
  if (!rows.length) return undefined;
  const amount = table.columns.findIndex(
    (c, i) => c.role === 'value' && rows.every((r) => cellNumber(r.cells[i]) !== undefined),
  );
  if (amount < 0) return undefined;
  const sorted = [...rows].sort((a, b) => a.period!.start!.localeCompare(b.period!.start!));
  if (side === 'only' && sorted.length > 1)
    return refuse(
      `${sorted.length} lines name ${phrase} (on ${sorted.map((r) => r.period!.start).join(', ')}); ask for the first or the last`,
    );
  const row = side === 'last' ? sorted[sorted.length - 1]! : sorted[0]!;
  const iso = row.period!.start!;
  const fig = figureOf(
    table,
    `${table.columns[amount]!.label.trim()}, ${iso}`,
    cellNumber(row.cells[amount])!,
    cellStyle(table, row.cells[amount]),
    [{ r: row.r, c: table.columns[amount]!.c }],
    iso,
  );
  const which = side === 'only' ? 'the one line' : `the ${side} of the ${sorted.length} lines`;
  const lines = kind ? `${kind} lines` : 'lines';
  return sourcedAnswer(
    fig,
    `${iso}: ${which.replace('lines', lines)} naming ${phrase} (${fig.display}).`,
    'when',
  );
}

export function firstLastPeriodAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const asked = askOf(plainQuestion(question));
  if (!asked) return undefined;
  const words = canonical(asked.subject);
  if (!words.length) return undefined;
  const hit = asked.side === 'only' ? undefined : lineOf(wb, words);
  if (!hit) return datedLineAnswer(wb, asked.side, asked.subject, refuse, asked.kind);
  const { table, row, cells } = hit;
  const held = cells.filter(({ col }) => {
    const v = cellNumber(row.cells[col]);
    return v !== undefined && decSign(v) !== 0;
  });
  if (!held.length) return undefined;
  const at = asked.side === 'first' ? held[0]! : held[held.length - 1]!;
  const edge = asked.side === 'first' ? cells[0]! : cells[cells.length - 1]!;
  const name = row.label!;
  const when = periodLabel(at.period);
  if (at.col === edge.col)
    return refuse(
      asked.side === 'first'
        ? `${name} has a figure from ${when}, the sheet's first month, so it may have started before the sheet begins`
        : `${name} still has a figure in ${when}, the sheet's last month, so the sheet shows no end`,
    );
  const value = cellNumber(row.cells[at.col])!;
  const fig = figureOf(
    table,
    `${name}, ${asked.side} month with a figure`,
    value,
    cellStyle(table, row.cells[at.col]),
    [{ r: row.r, c: table.columns[at.col]!.c }],
    when,
  );
  const before =
    asked.side === 'first' ? `the months before it are blank` : `the months after it are blank`;
  return sourcedAnswer(
    fig,
    `${when}: the ${asked.side} month ${name} has a figure (${fig.display}); ${before}.`,
    'when',
  );
}
