/**
 * Issue 13, pass 26 (W5): "how much did we spend last month" on a log whose months end long
 * before today answered the log's last month. When today's last (or this) month is not in the
 * data and the data stopped more than a month before it, the answer is refused, saying which
 * months the sheet covers; a log that reaches the month before is still read as it was.
 */
import type { Answer } from './answer-types';
import type { Workbook } from './model';

const NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FALLBACK =
  /the data ends in ([A-Z][a-z]{2}) (\d{4}), so "(last month|this month|previous month)" is read as the latest month in the data/;

/** The first and last month of the workbook's date cells ("YYYY-MM"). */
function monthSpan(wb: Workbook): [string, string] | undefined {
  const keys: string[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      t.columns.forEach((c, ci) => {
        if (c.role !== 'date') return;
        for (const r of t.rows) {
          const cell = r.cells[ci];
          const text =
            cell && typeof cell === 'object' && 'd' in cell
              ? cell.d
              : typeof cell === 'string'
                ? cell
                : '';
          const m = /^(\d{4})-(\d{2})/.exec(text.trim());
          if (m) keys.push(`${m[1]}-${m[2]}`);
        }
      });
  if (!keys.length) return undefined;
  keys.sort();
  return [keys[0]!, keys[keys.length - 1]!];
}

const label = (key: string): string => `${NAMES[Number(key.slice(5)) - 1]} ${key.slice(0, 4)}`;

export function staleRelativeMonthReason(
  wb: Workbook,
  answer: Answer,
  now: Date | undefined,
): string | undefined {
  if (!now || answer.refused) return undefined;
  const m = FALLBACK.exec(answer.text);
  if (!m) return undefined;
  const ends = Number(m[2]) * 12 + NAMES.indexOf(m[1]!);
  const asked = now.getUTCFullYear() * 12 + now.getUTCMonth() - (m[3] === 'this month' ? 0 : 1);
  if (asked - ends <= 1) return undefined;
  const span = monthSpan(wb);
  const covers = span ? `${label(span[0])} to ${label(span[1])}` : `up to ${m[1]} ${m[2]}`;
  const month = `${NAMES[asked % 12]} ${Math.floor(asked / 12)}`;
  return `"${m[3]}" is ${month}, which this sheet does not reach: it covers ${covers}; name the month you mean`;
}
