/**
 * Issue 13, pass 26 (M1): a QuickBooks P&L with one value column ("Total"), parent accounts
 * nested ("Vehicle expenses" over "Fuel" and "Repairs" and its own "Total Vehicle expenses"),
 * Gross Profit, Other Income, Net Income. The owner's words: gross margin % (Gross Profit ÷ Total
 * Income), spend on the vans (the vehicle parent's total), "fuel cost" (the line), what brings
 * in the most (the largest income line), "commercial work share of income", cost of goods, the
 * interest the bank paid us. Each reads one or two labelled lines; nothing is added up here.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decAbs, decCmp, decDiv, decMul } from './decimal';
import { type NumberStyle, PERCENT } from './format';
import { linesNamed } from './line-phrase';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Statement {
  table: Table;
  value: number;
  lines: Row[];
}

const nameOf = (r: Row): string =>
  typeof r.cells[0] === 'string' ? r.cells[0].trim() : (r.label ?? '').trim();

function statementOf(wb: Workbook): Statement | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Statement[] => {
      const values = table.columns.flatMap((c, ci) => (c.role === 'value' ? [ci] : []));
      if (values.length !== 1) return [];
      const lines = table.rows.filter((r) => cellNumber(r.cells[values[0]!]) !== undefined);
      const has = (re: RegExp): boolean => lines.some((r) => re.test(nameOf(r)));
      if (!has(/^total income$/i) || !has(/^net (income|profit)$/i)) return [];
      return [{ table, value: values[0]!, lines }];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** Owners' words for a parent account's name. */
const SYNONYMS: Array<[RegExp, string]> = [
  [/\b(vans?|trucks?|cars?|fleet|vehicles?)\b/g, 'vehicle'],
];

const GROSS =
  /^(?:what is |what's )?(?:our |the )?gross (?:profit )?margin(?: %| percent| in %| percentage)?$/;
const SPEND =
  /^(?:how much (?:did|do) we spend|what (?:did|do) we spend|spend(?:ing)?) on (?:the |our )?(.+)$/;
const LINE_COST = /^(?:what (?:is|was) (?:our |the )?)?([a-z][a-z &]+?) (?:cost|costs|spend|bill)$/;
const COGS = /^(?:what (?:is|was) )?(?:our |the |total )?cost of goods(?: sold)?$/;
const MOST_IN =
  /^what brings in the most(?: money)?$|^(?:which|what) (?:income line|income stream|line of income) (?:brings in|earns|makes) the most(?: money)?$/;
const SHARE =
  /^(?:the )?([a-z][a-z &]+?) (?:share|as a (?:share|percentage|percent|%)) of (?:total )?(?:income|revenue|sales)$/;
const INTEREST = /^how much interest did (?:the bank )?(?:pay us|we (?:earn|get|receive))$/;

export function singleColumnPnlAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const gross = GROSS.test(q);
  const spend = SPEND.exec(q);
  const lineCost = LINE_COST.exec(q);
  const cogs = COGS.test(q);
  const mostIn = MOST_IN.test(q);
  const share = SHARE.exec(q);
  const interest = INTEREST.test(q);
  if (!gross && !spend && !lineCost && !cogs && !mostIn && !share && !interest) return undefined;
  const st = statementOf(wb);
  if (!st) return undefined;
  const t = st.table;
  const v = (r: Row): Dec => cellNumber(r.cells[st.value])!;
  const cell = (r: Row) => ({ r: r.r, c: t.columns[st.value]!.c });
  const style = (r: Row): NumberStyle => cellStyle(t, r.cells[st.value]);
  const shown = (r: Row): string => figureOf(t, '', v(r), style(r), [cell(r)]).display;
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const only = (re: RegExp): Row | undefined => {
    const hits = st.lines.filter((r) => re.test(nameOf(r)));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const lineAnswer = (r: Row, lead = nameOf(r)): Answer => {
    const f = figureOf(t, nameOf(r), v(r), style(r), [cell(r)], nameOf(r));
    return {
      text: `${lead}: ${f.display}.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'total',
    };
  };
  const totalIncome = only(/^total income$/i)!;
  const ratio = (part: Row, what: string): Answer | undefined => {
    if (decCmp(v(totalIncome), ZERO) === 0) return undefined;
    const p = decDiv(decMul(v(part), HUNDRED), decAbs(v(totalIncome)), 2)!;
    const f = figureOf(t, what, p, PERCENT, [cell(part), cell(totalIncome)], nameOf(part));
    return {
      text: `${what}: ${f.display} (${nameOf(part)} ${shown(part)} ÷ ${nameOf(totalIncome)} ${shown(totalIncome)}).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'ratio',
    };
  };
  // one line the phrase names: a parent's own total first, else a single line
  const named = (phrase: string): Row | undefined => {
    let p = phrase;
    for (const [re, to] of SYNONYMS) p = p.replace(re, to);
    const hits = linesNamed(p, st.lines, nameOf);
    const totals = hits.filter((r) => /^total\b/i.test(nameOf(r)) && r.kind === 'total');
    if (totals.length === 1) return totals[0];
    return hits.length === 1 ? hits[0] : undefined;
  };
  if (gross) {
    const gp = only(/^gross profit$/i);
    return gp ? ratio(gp, 'Gross margin (Gross Profit ÷ Total Income)') : undefined;
  }
  if (cogs) {
    const r = only(/^total (cost of goods sold|cost of sales|cogs)$/i);
    return r ? lineAnswer(r) : undefined;
  }
  if (interest) {
    const r = only(/^interest (earned|income|received)$/i);
    return r ? lineAnswer(r, `${nameOf(r)} (interest paid to us)`) : undefined;
  }
  if (mostIn) {
    const income = st.lines.filter(
      (r) => r.kind === 'data' && /^(income|revenue|sales)$/i.test(r.section ?? ''),
    );
    if (income.length < 2) return undefined;
    const ranked = [...income].sort((a, b) => decCmp(v(b), v(a)));
    if (decCmp(v(ranked[0]!), v(ranked[1]!)) === 0) return undefined;
    const f = figureOf(
      t,
      `${nameOf(ranked[0]!)}, the largest income line`,
      v(ranked[0]!),
      style(ranked[0]!),
      [cell(ranked[0]!)],
      nameOf(ranked[0]!),
    );
    return {
      text: `${nameOf(ranked[0]!)} brings in the most: ${f.display}, the largest of ${income.length} income lines.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'max',
    };
  }
  if (share) {
    const phrase = share[1]!.replace(/\b(work|business|jobs?|side)\b/g, ' ').trim();
    const r = named(phrase);
    if (!r || r === totalIncome || !/^(income|revenue|sales)$/i.test(r.section ?? ''))
      return undefined;
    return ratio(r, `${nameOf(r)} as a share of ${nameOf(totalIncome)}`);
  }
  const phrase = (spend?.[1] ?? lineCost![1])!;
  if (/^(goods|total|all|everything|the business)$/.test(phrase.trim())) return undefined;
  const r = named(phrase);
  return r ? lineAnswer(r) : undefined;
}
