/**
 * After blind-40: on a profit and loss with months across and a bottom line (Net Profit, Net
 * Income), an owner's "best month", "worst month" and "how many months did we lose money" name
 * no line, and were refused. They are about the bottom line: asked again with its own name
 * ("which month had the highest Net Profit", "how many months was Net Profit below 0").
 */
import type { Workbook } from './model';
import { plainQuestion } from './text';

const BOTTOM =
  /^net (?:profit|income|earnings|operating income)(?: \(loss\))?$|^net profit \/ \(loss\)$/i;
// (after blind-43: quarters too, on a P&L by quarter)
const BEST =
  /^(?:what was |what's |which was |which is |what is )?(?:our |the )?(best|worst|strongest|weakest) (month|quarter)(?: so far| this year)?\??$|^which (month|quarter) was (?:our |the )?(best|worst|strongest|weakest)\??$/;
const LOSS =
  /^how many (months|quarters) (?:did we|have we|were we) (lose money|make a loss|made a loss|run at a loss|make money|make a profit|made money|made a profit|in the red|in the black)\??$/;

function bottomLine(wb: Workbook, unit: 'month' | 'quarter'): string | undefined {
  const found = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const months = t.columns.filter((c) => c.period?.kind === unit);
      if (months.length < 3) continue;
      for (const r of t.rows) if (r.label && BOTTOM.test(r.label.trim())) found.add(r.label.trim());
    }
  return found.size === 1 ? [...found][0] : undefined;
}

export function bottomLineMonthQuestion(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question).trim();
  const best = BEST.exec(q);
  const loss = LOSS.exec(q);
  if (!best && !loss) return undefined;
  const unit = (best ? (best[2] ?? best[3]) : loss![1]!.replace(/s$/, '')) as 'month' | 'quarter';
  const line = bottomLine(wb, unit);
  if (!line) return undefined;
  if (best) {
    const high = /best|strongest/.test(best[1] ?? best[4]!);
    return `which ${unit} had the ${high ? 'highest' : 'lowest'} ${line}`;
  }
  const losing = /lose|loss|red/.test(loss![2]!);
  return `how many ${unit}s was ${line} ${losing ? 'below' : 'above'} 0`;
}
