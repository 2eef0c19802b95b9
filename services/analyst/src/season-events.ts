/**
 * Issue 13, pass 21 (S4): a season book of several sheets: Events (Event | Date | Tickets sold |
 * Ticket revenue | Costs | Result), a costs log (Event | Category | Amount) and a Summary sheet of
 * label | figure lines ("Season total costs", "Season result"). Owners' words: the season's
 * costs / result (the Summary's line, else the Events column added), "did we make money" (the
 * result), which event made / lost the most (Result ranked), the best-selling event (Tickets
 * sold), "how many people came to <event>" (its Tickets sold), "<category> costs for <event>"
 * (the log, both filters), "<category> as % of total costs" (the log). Only when the book has
 * exactly one events table; a name must be exactly one event or category.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decDiv, decFromInt, decMul, decParse, decSign, decSum } from './decimal';
import { PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { canonical, plainQuestion } from './text';

const TICKETS = /\b(tickets? sold|attendance|attendees|visitors|guests)\b/i;
const RESULT = /^(result|profit|net( result| profit)?|surplus|profit \/ loss|p\/l)$/i;
const COSTS = /^(costs?|total costs?|expenses?)$/i;

interface Events {
  table: Table;
  name: number;
  tickets: number;
  result: number;
  costs: number;
}
interface CostLog {
  table: Table;
  event: number;
  category: number;
  amount: number;
}

const key = (s: string): string => canonical(s).join(' ');

function findEvents(wb: Workbook): Events | undefined {
  const found: Events[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'long') continue;
      const at = (re: RegExp): number =>
        table.columns.findIndex((c) => c.role === 'value' && re.test(c.label.trim()));
      const name = table.columns.findIndex((c) => c.type === 'text' && /\bevent\b/i.test(c.label));
      const tickets = at(TICKETS);
      const result = at(RESULT);
      if (name < 0 || tickets < 0 || result < 0) continue;
      found.push({ table, name, tickets, result, costs: at(COSTS) });
    }
  return found.length === 1 ? found[0] : undefined;
}

function findCostLog(wb: Workbook, ev: Events): CostLog | undefined {
  const names = new Set(dataRows(ev.table).map((r) => key(cellText(r.cells[ev.name]) ?? '')));
  const found: CostLog[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table === ev.table || table.layout !== 'long') continue;
      const texts = table.columns.flatMap((c, i) => (c.type === 'text' ? [i] : []));
      const values = table.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
      if (texts.length !== 2 || values.length !== 1) continue;
      const event = texts.find((i) =>
        dataRows(table).every((r) => names.has(key(cellText(r.cells[i]) ?? ''))),
      );
      if (event === undefined) continue;
      found.push({ table, event, category: texts.find((i) => i !== event)!, amount: values[0]! });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** A Summary line "Season total costs" / "Season result": label and figure beside it. */
function summaryLine(wb: Workbook, re: RegExp): { table: Table; row: Row; i: number } | undefined {
  const hits: Array<{ table: Table; row: Row; i: number }> = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      const values = table.columns.flatMap((c, i) => (c.role === 'value' ? [i] : []));
      const label = table.columns.findIndex((c) => c.type === 'text');
      if (values.length !== 1 || label < 0) continue;
      for (const row of table.rows) {
        const t = cellText(row.cells[label]);
        if (t && re.test(t) && cellNumber(row.cells[values[0]!]) !== undefined)
          hits.push({ table, row, i: values[0]! });
      }
    }
  return hits.length === 1 ? hits[0] : undefined;
}

const dataRows = (t: Table): Row[] => t.rows.filter((r) => r.kind === 'data');

function reply(fig: AnswerFigure, text: string, kind: string, parts: AnswerFigure[] = []): Answer {
  return {
    text: `${text}\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig, ...parts],
    refused: false,
    kind,
  };
}

function columnTotal(t: Table, i: number, label: string): AnswerFigure | undefined {
  const rows = dataRows(t).filter((r) => cellNumber(r.cells[i]) !== undefined);
  if (!rows.length) return undefined;
  const col = t.columns[i]!;
  return figureOf(
    t,
    label,
    decSum(rows.map((r) => cellNumber(r.cells[i])!)),
    cellStyle(t, rows[0]!.cells[i]),
    rows.map((r) => ({ r: r.r, c: col.c })),
  );
}

function seasonFigure(
  wb: Workbook,
  ev: Events,
  line: RegExp,
  col: number,
  label: string,
): AnswerFigure | undefined {
  const s = summaryLine(wb, line);
  if (s) {
    const v = cellNumber(s.row.cells[s.i])!;
    return figureOf(
      s.table,
      cellText(s.row.cells[0]) ?? label,
      v,
      cellStyle(s.table, s.row.cells[s.i]),
      [{ r: s.row.r, c: s.table.columns[s.i]!.c }],
    );
  }
  return col >= 0 ? columnTotal(ev.table, col, label) : undefined;
}

function ranked(
  ev: Events,
  col: number,
  top: boolean,
): { row: Row; v: Dec; name: string } | undefined {
  const rows = dataRows(ev.table)
    .map((row) => ({
      row,
      v: cellNumber(row.cells[col]),
      name: cellText(row.cells[ev.name]) ?? '',
    }))
    .filter((x) => x.v !== undefined && x.name) as Array<{ row: Row; v: Dec; name: string }>;
  if (rows.length < 2) return undefined;
  rows.sort((a, b) => (top ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  return decCmp(rows[0]!.v, rows[1]!.v) === 0 ? undefined : rows[0];
}

function eventNamed(ev: Events, words: string): Row | undefined {
  const asked = key(words.replace(/^(?:the|our) /, ''));
  const hits = dataRows(ev.table).filter((r) => key(cellText(r.cells[ev.name]) ?? '') === asked);
  return hits.length === 1 ? hits[0] : undefined;
}

export function seasonEventsAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const ev = findEvents(wb);
  if (!ev) return undefined;
  const t = ev.table;
  if (
    /^(?:what (?:were|was|are) )?(?:our |the )?(?:season(?:'s)?|total) costs(?: for the season| this season)?$|^(?:what did|how much did) the season cost(?: us)?$/.test(
      q,
    )
  ) {
    const f = seasonFigure(wb, ev, /^season (?:total )?costs?$/i, ev.costs, 'Season costs');
    return f && reply(f, `${f.label}: ${f.display}.`, 'total');
  }
  if (
    /^did we make (?:money|a profit)(?: this season| over the season| in the season)?$|^(?:what was )?(?:our |the )?season(?:'s)? result$/.test(
      q,
    )
  ) {
    const f = seasonFigure(
      wb,
      ev,
      /^season (?:total )?(?:result|profit)$/i,
      ev.result,
      'Season result',
    );
    if (!f) return undefined;
    const v = decParse(f.value)!;
    const verdict = decSign(v) > 0 ? 'Yes' : decSign(v) < 0 ? 'No' : 'We broke even';
    return reply(f, `${verdict}: ${f.label} ${f.display}.`, 'lookup');
  }
  const made =
    /^which event (made|earned) the most(?: money| profit)?$|^(?:what was )?(?:our |the )?most profitable event$/.test(
      q,
    );
  const lost =
    /^which event lost the most(?: money)?$|^(?:what was )?(?:our |the )?least profitable event$/.test(
      q,
    );
  if (made || lost) {
    const top = ranked(ev, ev.result, made);
    if (!top || (lost && decSign(top.v) >= 0)) return undefined;
    const col = t.columns[ev.result]!;
    const f = figureOf(
      t,
      `${made ? 'Highest' : 'Lowest'} ${col.label}`,
      top.v,
      cellStyle(t, top.row.cells[ev.result]),
      [{ r: top.row.r, c: col.c }],
      top.name,
    );
    return reply(f, `${top.name}: ${col.label} ${f.display}.`, made ? 'max' : 'min');
  }
  if (
    /^(?:which (?:was )?(?:our |the )?|what (?:was|is) (?:our |the )?)?(?:best[- ]selling|most popular|biggest) event$|^which event sold the most tickets$/.test(
      q,
    )
  ) {
    const top = ranked(ev, ev.tickets, true);
    if (!top) return undefined;
    const col = t.columns[ev.tickets]!;
    const f = figureOf(
      t,
      `Highest ${col.label}`,
      top.v,
      cellStyle(t, top.row.cells[ev.tickets]),
      [{ r: top.row.r, c: col.c }],
      top.name,
    );
    return reply(f, `${top.name}: ${f.display} ${col.label.toLowerCase()}.`, 'max');
  }
  const came =
    /^how many (?:people|guests|visitors) (?:came to|attended|went to|were at) (.+)$|^(?:what was the )?attendance (?:at|for) (.+)$/.exec(
      q,
    );
  if (came) {
    const row = eventNamed(ev, came[1] ?? came[2]!);
    const v = row && cellNumber(row.cells[ev.tickets]);
    if (!row || v === undefined) return undefined;
    const col = t.columns[ev.tickets]!;
    const f = figureOf(
      t,
      `${col.label}, ${cellText(row.cells[ev.name])}`,
      v,
      cellStyle(t, row.cells[ev.tickets]),
      [{ r: row.r, c: col.c }],
    );
    return reply(
      f,
      `${cellText(row.cells[ev.name])}: ${f.display} ${col.label.toLowerCase()}.`,
      'lookup',
    );
  }
  const log = findCostLog(wb, ev);
  if (!log) return undefined;
  const lt = log.table;
  const categoryNamed = (words: string): string | undefined => {
    const asked = key(words);
    const names = [...new Set(dataRows(lt).map((r) => cellText(r.cells[log.category]) ?? ''))];
    const hits = names.filter((n) => n && key(n) === asked);
    return hits.length === 1 ? hits[0] : undefined;
  };
  const amountOf = (rows: Row[], label: string): AnswerFigure | undefined => {
    const with_ = rows.filter((r) => cellNumber(r.cells[log.amount]) !== undefined);
    if (!with_.length) return undefined;
    return figureOf(
      lt,
      label,
      decSum(with_.map((r) => cellNumber(r.cells[log.amount])!)),
      cellStyle(lt, with_[0]!.cells[log.amount]),
      with_.map((r) => ({ r: r.r, c: lt.columns[log.amount]!.c })),
    );
  };
  const catFor =
    /^(?:what (?:were|was) (?:the |our )?|how much (?:were|was|did we spend on) (?:the |our )?)?(.+?) (?:costs?|spend(?:ing)?) (?:for|at|on) (.+)$/.exec(
      q,
    );
  if (catFor) {
    const cat = categoryNamed(catFor[1]!);
    const evRow = eventNamed(ev, catFor[2]!);
    if (!cat || !evRow) return undefined;
    const name = cellText(evRow.cells[ev.name])!;
    const rows = dataRows(lt).filter(
      (r) =>
        cellText(r.cells[log.category]) === cat &&
        key(cellText(r.cells[log.event]) ?? '') === key(name),
    );
    const f = amountOf(rows, `${cat} costs, ${name}`);
    return (
      f &&
      reply(
        f,
        `${cat} costs for ${name}: ${f.display} (${rows.length} line${rows.length === 1 ? '' : 's'} of the costs log).`,
        'total',
      )
    );
  }
  const share =
    /^(?:what (?:is|was) )?(.+?) (?:costs? )?as (?:an? )?(?:%|percent|percentage|share) of (?:the |our )?(?:total |season(?:'s)? )?costs$/.exec(
      q,
    );
  if (share) {
    const cat = categoryNamed(share[1]!);
    if (!cat) return undefined;
    const part = amountOf(
      dataRows(lt).filter((r) => cellText(r.cells[log.category]) === cat),
      `${cat} costs`,
    );
    const whole = amountOf(dataRows(lt), 'All costs');
    if (!part || !whole) return undefined;
    const p = decParse(part.value)!;
    const w = decParse(whole.value)!;
    const pct = decDiv(decMul(p, decFromInt(100)), w, 2);
    if (!pct || decSign(w) <= 0) return undefined;
    const f = figureOf(lt, `${cat} as a percentage of all costs`, pct, PERCENT, [
      { r: dataRows(lt)[0]!.r, c: lt.columns[log.amount]!.c },
      { r: dataRows(lt).at(-1)!.r, c: lt.columns[log.amount]!.c },
    ]);
    return reply(
      f,
      `${cat} as a percentage of all costs: ${f.display} = ${part.display} / ${whole.display} × 100 (the costs log).`,
      'share',
      [part, whole],
    );
  }
  return undefined;
}
