/**
 * Issue 13, pass 12: one sheet holding two tables of the same lines and years, stacked: a
 * revenue table ("Net sales (in k€)") above a volume table ("Cases sold"), each with its own
 * title and "2024 | 2025 | Var | Var %" columns. "Sales" fits both titles ("sold" reads as
 * sales), so revenue questions were read from the volume table or asked back. Here a question
 * naming the volume unit ("cases", "case volume") reads the volume table, one about money
 * (revenue, sales, turnover, €) the money table, by answering on the workbook without the
 * other table. When neither or both are named the engine asks back, as before.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decCmp } from './decimal';
import type { Row, Table, Workbook } from './model';

const UNIT =
  /\b(cases?|units?|bottles?|litres?|liters?|hectolitres?|kg|kilos?|tonnes?|tons?|pieces?|boxes?|cartons?|pallets?|covers?|visits?|bookings?|volumes?)\b/i;
const MONEY_TITLE = /\b(revenues?|sales|turnover|income)\b|[€$£]|\bin (k|thousands|millions)\b/i;
const MONEY_ASKED =
  /\b(revenues?|sales|turnover|income|money|earn(ed|s|ers?)?|takings|euros?|dollars?|pounds?|€|\$|£|k€|(bring|brings|brought|bringing|take|takes|took|taking) in)\b/i;

const CURRENCY_ONLY_TITLE = /\((€|\$|£|₱)\)\s*$/;

function kindOf(t: Table): 'unit' | 'money' | undefined {
  const title = t.title ?? '';
  if (UNIT.test(title)) return 'unit';
  if (MONEY_TITLE.test(title)) return 'money';
  return undefined;
}

/** The unit words a volume table's title uses ("cases"), to be read as that table. */
function unitWords(t: Table): string[] {
  return [...(t.title ?? '').matchAll(new RegExp(UNIT.source, 'gi'))].map((m) =>
    m[1]!.toLowerCase().replace(/e?s$/, ''),
  );
}

export function stackedTablesAnswer(
  wb: Workbook,
  text: string,
  answer: (wb: Workbook, q: string) => Answer,
): Answer | undefined {
  for (const sheet of wb.sheets) {
    const titled = sheet.tables.filter((t) => t.title && kindOf(t));
    const units = titled.filter((t) => kindOf(t) === 'unit');
    const money = titled.filter((t) => kindOf(t) === 'money');
    if (units.length !== 1 || money.length !== 1) continue;
    const unit = units[0]!;
    const cash = money[0]!;
    // the same shape: the same columns, one line at least in common
    const labels = (t: Table): string => t.columns.map((c) => c.label).join('|');
    if (labels(unit) !== labels(cash)) continue;
    const words = unitWords(unit).filter((w) => w !== 'volume');
    const namesUnit =
      words.some((w) => new RegExp(`\\b${w}(e?s)?\\b`, 'i').test(text)) ||
      /\bvolumes?\b/i.test(text);
    const namesMoney = MONEY_ASKED.test(text);
    if (namesUnit === namesMoney) return undefined;
    const drop = namesUnit ? cash : unit;
    const rest: Workbook = {
      ...wb,
      sheets: wb.sheets.map((s) =>
        s === sheet ? { ...s, tables: s.tables.filter((t) => t !== drop) } : s,
      ),
    };
    // "where do we sell the most bottles" over years across: the outlets ranked by the year
    // asked, else the latest (it ranked the Total row by both years added: pass 15, W8)
    const ranked = namesUnit ? rankingByYear(unit, text) : undefined;
    if (ranked) return ranked;
    // "how many cases did we sell", "case volume": the unit is the table's own measure
    const asked = namesUnit
      ? text
          .replace(/\bhow many (more|fewer|less)\b/i, 'how much $1')
          .replace(/\bhow many\b/i, 'what was the')
          .replace(
            new RegExp(`\\b(${[...words, 'volume'].join('|')})(e?s)?( volumes?)?\\b`, 'i'),
            'total',
          )
          .replace(
            new RegExp(`\\b(${[...words, 'volume'].join('|')})(e?s)?( volumes?)?\\b`, 'gi'),
            '',
          )
          .replace(/\b(did|do) (we|you) (sell|sold|ship|move)\b/i, '')
          .replace(/\b(sold|shipped|(went|go|gone|going) through|through)\b/i, '')
          .replace(/\s+/g, ' ')
          .trim()
      : text;
    const got = answer(rest, asked);
    if (!got.refused || namesUnit || !CURRENCY_ONLY_TITLE.test(cash.title ?? '')) return got;
    // a money table titled by its currency alone ("… (€)", a two-row header split by
    // measure-groups.ts) names no "sales": the money asked is the table's own measure (pass 15)
    const bare = text
      .replace(/\b(total )?(revenues?|sales|turnover|income|takings)\b/i, 'total')
      .replace(/\s+/g, ' ')
      .trim();
    return bare === text ? got : answer(rest, bare);
  }
  return undefined;
}

const RANKING =
  /^(?:where|which|what)\b.*\b(most|least|highest|lowest|biggest|largest|smallest|fewest)\b/i;

function rankingByYear(t: Table, text: string): Answer | undefined {
  const m = RANKING.exec(text.trim());
  if (!m) return undefined;
  const years = t.columns.filter((c) => c.role === 'value' && c.period?.kind === 'year');
  if (years.length < 2) return undefined;
  const named = years.filter((c) => new RegExp(`\\b${c.period!.year}\\b`).test(text));
  const asked = text.match(/\b(19|20)\d\d\b/g) ?? [];
  if (asked.length > 1 || (asked.length === 1 && named.length !== 1)) return undefined;
  const year =
    named[0] ?? years.reduce((a, b) => ((b.period!.year ?? 0) > (a.period!.year ?? 0) ? b : a));
  const at = t.columns.indexOf(year);
  const most = /^(most|highest|biggest|largest)$/i.test(m[1]!);
  const lines = t.rows
    .filter((r) => r.kind === 'data' && r.label && !/^\s*(grand\s+)?totals?\b/i.test(r.label))
    .map((r) => ({ r, v: cellNumber(r.cells[at]) }))
    .filter((x): x is { r: Row; v: Dec } => x.v !== undefined);
  if (lines.length < 2) return undefined;
  lines.sort((a, b) => (most ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
  if (decCmp(lines[0]!.v, lines[1]!.v) === 0) return undefined;
  const top = lines[0]!;
  const measure = (t.title ?? 'value').replace(/\s+/g, ' ').trim();
  const fig = figureOf(
    t,
    `${most ? 'Highest' : 'Lowest'} ${measure} in ${year.label}`,
    top.v,
    cellStyle(t, top.r.cells[at]),
    [{ r: top.r.r, c: year.c }],
    top.r.label,
  );
  return {
    text: `${most ? 'Highest' : 'Lowest'} ${measure} in ${year.label}: ${top.r.label} with ${fig.display}, of ${lines.length} lines (the Total row left out).\nSource: sheet '${t.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind: most ? 'max' : 'min',
  };
}
