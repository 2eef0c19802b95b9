/**
 * After blind-40 and blind-41: "compare this year to last" on a two-year P&L (`Item | 2026 £ |
 * 2025 £ | Change`) was refused: it names no line. An owner asking it wants the bottom line
 * and the top line: the net profit's change from last year to this, then the revenue's, each
 * read by the engine ("change in Net profit from 2025 to 2026") and told together, the net
 * profit first.
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';
import { plainQuestion } from './text';

const ASKED =
  /^(?:(?:how (?:does|did|do) )?(?:we |this year )?compare(?:d)?|compare|compared) (?:this year )?(?:to|with|against|vs\.?|versus) (?:last year|last|the year before|the previous year|prior year)$|^(?:this year|(?:20\d\d)) (?:vs\.?|versus|against|compared (?:to|with)) (?:last year|last|20\d\d)$|^how (?:did|have) we do(?:ne)? (?:this year )?(?:compared )?(?:to|with|vs\.?|against) last year$|^(?:are|were) we (?:up|down) on last year$/;
const NET =
  /^(?:net (?:profit|income|surplus)(?: \/ \(?loss\)?| for the year)?|profit for the year|net profit \(loss\)|net (?:loss|deficit))$/i;
const REVENUE = /^(?:total )?(?:revenue|income|sales|turnover)$/i;

function twoYears(t: Table): [string, string] | undefined {
  const years = t.columns
    .filter((c) => c.role === 'value' && c.period?.kind === 'year' && c.period.year !== undefined)
    .map((c) => c.period!.year!);
  if (years.length !== 2 || years[0] === years[1]) return undefined;
  const [a, b] = [...years].sort((x, y) => x - y);
  return [String(a), String(b)];
}

export function yearOnYearAnswer(
  wb: Workbook,
  question: string,
  ask: (q: string) => Answer,
): Answer | undefined {
  if (!ASKED.test(plainQuestion(question))) return undefined;
  const found: Array<{ t: Table; years: [string, string]; net: string; revenue?: string }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'wide') continue;
      const years = twoYears(t);
      if (!years) continue;
      const labels = t.rows.flatMap((r) =>
        r.label && (r.kind === 'data' || r.kind === 'total') ? [r.label.trim()] : [],
      );
      const net = labels.filter((l) => NET.test(l));
      const revenue = labels.filter((l) => REVENUE.test(l));
      if (net.length !== 1) continue;
      found.push({
        t,
        years,
        net: net[0]!,
        ...(revenue.length === 1 ? { revenue: revenue[0]! } : {}),
      });
    }
  if (found.length !== 1) return undefined;
  const { years, net, revenue } = found[0]!;
  const [last, now] = years;
  const bottom = ask(`change in ${net} from ${last} to ${now}`);
  if (bottom.refused || !bottom.figures.length) return undefined;
  const top = revenue ? ask(`change in ${revenue} from ${last} to ${now}`) : undefined;
  const topText = top && !top.refused ? `\n${top.text}` : '';
  return {
    ...bottom,
    text: `${bottom.text}${topText}\n(This year is ${now}, last year ${last}: the bottom line first, then the top line.)`,
    figures: [...bottom.figures, ...(top && !top.refused ? top.figures : [])],
  };
}
