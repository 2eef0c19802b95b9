/**
 * Issue 13, after blind-39: two questions owners ask of a balance sheet that keeps no line for
 * the answer.
 * - "What are our total liabilities?" on a sheet with Current liabilities (and their total)
 *   and Long-term liabilities, but no Total liabilities line, was answered with Total current
 *   liabilities. It is every liability line added, at the latest date, checked against Total
 *   assets less Net assets (or Total equity) when the sheet holds them.
 * - "How much cash have we got?" was answered with Cash on hand alone, beside a bank account:
 *   cash is cash at bank and in hand, the lines of the assets named bank or cash, added.
 * - "What's our working capital?" with no Net current assets line is Total current assets less
 *   Total current liabilities.
 * A question naming a kind (current, long-term, on hand, petty) names a line: the engine's.
 */
import type { Answer, AnswerFigure } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decEq, decSub, decSum } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const LIABILITIES_ASKED =
  /\b(?:total liabilities|all (?:of )?(?:our |the )?liabilities|(?:our |the )?liabilities (?:in total|altogether|all together)|what are (?:our|the) liabilities|how much do we owe (?:in total|altogether|all together)|everything we owe)\b/;
const WORKING_CAPITAL_ASKED = /\b(?:working capital|net current assets)\b/;
const CASH_ASKED =
  /\b(?:how much cash (?:have we got|do we have|have we|is there|we have|we've got|did we have|had we)|cash position|(?:our|the) cash (?:balance|at (?:the )?(?:year|month|period)[- ]end)|what(?:'s| is) (?:our|the) cash\b|cash (?:and|&) bank)\b/;
const NAMES_A_KIND =
  /\b(?:current|long[- ]term|non[- ]current|short[- ]term|on hand|in hand|petty|till|float|at bank|in the bank|savings|deposit)\b/;
const LIABILITY_SECTION = /\bliabilit|\bcreditors\b/i;
const ASSET_SECTION = /\bassets?\b/i;
const CASH_LINE = /\b(?:bank|cash)\b/i;
const NOT_CASH = /\b(?:loans?|overdraft|charges?|fees?|flow|equivalents? ratio|interest)\b/i;
const SUMMARY = /^(?:total|net|sub-?total)\b/i;

/** A balance sheet: lines down, dates across, sections of assets and liabilities. */
function balanceSheet(wb: Workbook): Table | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.filter(
      (t) =>
        t.layout === 'wide' &&
        t.nature === 'stock' &&
        t.rows.some((r) => r.section && LIABILITY_SECTION.test(r.section)) &&
        t.rows.some((r) => r.section && ASSET_SECTION.test(r.section)),
    ),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The value column of the latest date. */
function latestColumn(t: Table): number | undefined {
  let best: number | undefined;
  let bestEnd = '';
  t.columns.forEach((c, i) => {
    const end = c.period?.end;
    if (c.role === 'value' && end && end > bestEnd) {
      best = i;
      bestEnd = end;
    }
  });
  return best;
}

const lineOf = (r: Row): string => (r.label ?? '').trim();

export function balanceSheetSidesAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[’']/g, "'");
  const working = WORKING_CAPITAL_ASKED.test(q);
  const liabilities = !working && LIABILITIES_ASKED.test(q);
  const cash = !working && !liabilities && CASH_ASKED.test(q);
  if (!working && !liabilities && !cash) return undefined;
  if (!working && NAMES_A_KIND.test(q)) return undefined;
  // a date or year named is the engine's (it reads any column)
  if (/\b(?:19|20)\d\d\b|\blast year\b|\bprior\b|\bprevious\b|\bopening\b|\bstart of\b/.test(q))
    return undefined;
  const t = balanceSheet(wb);
  if (!t) return undefined;
  const ci = latestColumn(t);
  if (ci === undefined) return undefined;
  const col = t.columns[ci]!;
  const when = col.label.trim();
  const scale = t.unit ? ` (in ${t.unit})` : '';
  const value = (r: Row): Dec | undefined => cellNumber(r.cells[ci]);
  const data = t.rows.filter((r) => r.kind === 'data' && value(r) !== undefined);
  /** the one line of the sheet a name picks, with a value at the date read */
  const line = (re: RegExp) => t.rows.find((r) => re.test(lineOf(r)) && value(r) !== undefined);
  const style = cellStyle(t, data[0]?.cells[ci]);
  const figOf = (rows: Row[], label: string): AnswerFigure =>
    figureOf(
      t,
      label,
      decSum(rows.map((r) => value(r)!)),
      style,
      rows.map((r) => ({ r: r.r, c: col.c })),
    );

  if (working) {
    // a sheet's own line for it (working capital is net current assets)
    const own = line(/^(?:net current assets|working capital)(?: \(liabilities\))?$/i);
    if (own) {
      const fig = figOf([own], `${lineOf(own)}, ${when}`);
      return sourcedAnswer(
        fig,
        `Working capital at ${when}${scale}: ${fig.display} (the sheet's ${lineOf(own)} line).`,
        'lookup',
      );
    }
    const assets = line(/^total current assets$/i);
    const owed = line(/^total current liabilities$/i);
    if (!assets || !owed) return undefined;
    const fig = figureOf(
      t,
      `Working capital, ${when}`,
      decSub(value(assets)!, value(owed)!),
      style,
      [assets, owed].map((r) => ({ r: r.r, c: col.c })),
    );
    const parts = [assets, owed].map((r) => figOf([r], `${lineOf(r)}, ${when}`));
    return sourcedAnswer(
      fig,
      `Working capital at ${when}${scale}: ${fig.display} = ${lineOf(assets)} ${parts[0]!.display} − ${lineOf(owed)} ${parts[1]!.display}.`,
      'arithmetic',
      parts,
    );
  }

  if (liabilities) {
    // a sheet with its own Total liabilities line answers itself
    if (t.rows.some((r) => /^total liabilities$/i.test(lineOf(r)))) return undefined;
    const lines = data.filter(
      (r) => r.section && LIABILITY_SECTION.test(r.section) && !SUMMARY.test(lineOf(r)),
    );
    const sections = [...new Set(lines.map((r) => r.section!))];
    if (sections.length < 2) return undefined;
    const fig = figOf(lines, `Total liabilities, ${when}`);
    const parts = sections.map((s) =>
      figOf(
        lines.filter((r) => r.section === s),
        `${s}, ${when}`,
      ),
    );
    // checked against total assets less net assets (or total equity), when both are there
    const assets = line(/^total assets$/i);
    const net = line(/^(?:net assets|total equity|total capital and reserves)$/i);
    let check = '';
    if (assets && net) {
      const diff = decSub(value(assets)!, value(net)!);
      if (!decEq(diff, decSum(lines.map((r) => value(r)!))))
        return refuse(
          `the liability lines add up to ${fig.display}, but ${lineOf(assets)} less ${lineOf(net)} is a different figure; check the sheet`,
        );
      check = ` It agrees with ${lineOf(assets)} less ${lineOf(net)}.`;
    }
    return sourcedAnswer(
      fig,
      `Total liabilities at ${when}${scale}: ${fig.display} = ${parts.map((p) => `${p.label.replace(`, ${when}`, '')} ${p.display}`).join(' + ')} (the sheet has no Total liabilities line, so its liability lines are added).${check}`,
      'arithmetic',
      parts,
    );
  }

  const lines = data.filter(
    (r) =>
      r.section &&
      ASSET_SECTION.test(r.section) &&
      !LIABILITY_SECTION.test(r.section) &&
      CASH_LINE.test(lineOf(r)) &&
      !NOT_CASH.test(lineOf(r)) &&
      !SUMMARY.test(lineOf(r)),
  );
  if (lines.length < 2) return undefined;
  const fig = figOf(lines, `Cash at bank and in hand, ${when}`);
  const parts = lines.map((r) => figOf([r], `${lineOf(r)}, ${when}`));
  return sourcedAnswer(
    fig,
    `Cash at ${when}${scale}: ${fig.display}, cash at bank and in hand = ${parts.map((p) => `${p.label.replace(`, ${when}`, '')} ${p.display}`).join(' + ')}.`,
    'arithmetic',
    parts,
  );
}
