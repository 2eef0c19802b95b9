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
import type { Table, Workbook } from './model';

const UNIT =
  /\b(cases?|units?|bottles?|litres?|liters?|hectolitres?|kg|kilos?|tonnes?|tons?|pieces?|boxes?|cartons?|pallets?|covers?|visits?|bookings?|volumes?)\b/i;
const MONEY_TITLE = /\b(revenues?|sales|turnover|income)\b|[€$£]|\bin (k|thousands|millions)\b/i;
const MONEY_ASKED =
  /\b(revenues?|sales|turnover|income|money|earn(ed|s)?|takings|euros?|dollars?|pounds?|€|\$|£|k€)\b/i;

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
    return answer(rest, asked);
  }
  return undefined;
}
