/**
 * After blind-44: "what's our rent roll for a year" on a rent roll of Monthly rent answered
 * the month's rent. A year of a column kept per month ("Monthly rent", "Fee per month", "pcm")
 * on a table whose rows are not months is twelve of its months: the question is answered
 * without the year's words, and the monthly figure it reads is multiplied by 12, said so.
 */
import type { Answer } from './answer-types';
import { decFromInt, decMul, decParse, decToString } from './decimal';
import { cellStyle } from './cell-figures';
import { formatValue } from './format';
import type { Workbook } from './model';

const YEAR_ASK =
  /\s*\b(?:for a (?:full )?year|for one year|a year|per year|per annum|p\.a\.|in a year|over a year|annual(?:ly)?|yearly)\b/i;
const MONTHLY = /\bmonthly\b|\bper month\b|\bpcm\b|\/\s*month\b|\bp\/m\b|\ba month\b/i;

export function annualOfMonthly(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  if (!YEAR_ASK.test(question)) return undefined;
  const cols = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) =>
      t.layout === 'long' && !t.rows.some((r) => r.period?.kind === 'month')
        ? t.columns.flatMap((c, ci) =>
            c.role === 'value' && c.type === 'money' && MONTHLY.test(c.label) ? [{ t, ci }] : [],
          )
        : [],
    ),
  );
  if (cols.length !== 1) return undefined;
  const { t, ci } = cols[0]!;
  const label = t.columns[ci]!.label;
  const monthly = ask(question.replace(YEAR_ASK, ' ').replace(/\s+/g, ' ').trim());
  const fig = monthly.figures[0];
  if (monthly.refused || !fig || !['total', 'lookup'].includes(monthly.kind)) return undefined;
  if (!fig.label.toLowerCase().startsWith(label.toLowerCase())) return undefined;
  const v = decParse(fig.value);
  if (!v) return undefined;
  const year = decMul(v, decFromInt(12));
  const cell = t.rows.find((r) => r.kind === 'data' && r.cells[ci] !== null)?.cells[ci];
  const display = formatValue(year, cellStyle(t, cell));
  return {
    text: `${display} a year: ${label} ${fig.display} × 12 (the sheet keeps it by the month).\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [{ ...fig, label: `${label} × 12, a year`, value: decToString(year), display }, fig],
    refused: false,
    kind: 'total',
  };
}
