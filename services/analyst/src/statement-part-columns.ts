/**
 * Issue 13, pass 49 (L2): a P&L whose columns are parts of the year the engine does not read as
 * periods ("Autumn term (Sep–Dec) | Spring term (Jan–Apr) | Summer term (May–Aug) | Total"; the
 * same for seasons, shops or divisions), lines down under Income / Cost of Sales / Expenses
 * headings with their totals, Gross Profit and Net Profit. The engine read it as a list and
 * refused margins ("needs a revenue line"), "which term made the most profit" and "wages as a %
 * of income". Here, on a table whose lines hold one income total ("Total Income", "Total
 * Revenue", "Total Sales") and one net profit line, and whose last value column is a Total that
 * adds up the columns before it on every line:
 * - "gross / net / operating / profit margin": that profit line ÷ the income total × 100, in the
 *   Total column or the part named ("net margin in the summer term");
 * - "which term made the most profit / had the most income / cost the most": the parts ranked
 *   on that line (profit = the net profit line, "gross profit" its own line);
 * - "wages as a % of income", "what % of income goes on rent": the line named (wages, salaries,
 *   payroll and staff costs name the one line holding such a word) over the income total.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, ZERO, decCmp, decDiv, decMul, decSum } from './decimal';
import { PERCENT, formatValue } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

type Refuse = (why: string) => Answer;

const INCOME_TOTAL =
  /^total (?:(?:operating|trading) )?(?:income|revenue|revenues|sales|turnover|fee income)$/i;
const NET = /^net (?:profit|income|surplus|profit \(loss\)|profit\/\(loss\))$|^net profit\b/i;
const GROSS = /^gross (?:profit|margin|surplus)$/i;
const OPERATING = /^operating (?:profit|income|surplus)$/i;
const WAGE_WORD = /\b(wages?|salar(?:y|ies)|payroll|staff costs?|staff pay|pay ?roll)\b/;
const WAGE_LINE = /\b(wages?|salar(?:y|ies)|payroll|staff costs?|staff pay)\b/i;

interface Statement {
  t: Table;
  lines: Row[];
  parts: Column[];
  total: Column;
  income: Row;
  net: Row;
}

const num = (r: Row, t: Table, c: Column): Dec | undefined =>
  cellNumber(r.cells[t.columns.indexOf(c)]);

function statementOf(wb: Workbook): Statement | undefined {
  const found: Statement[] = [];
  for (const t of wb.sheets.flatMap((s) => s.tables)) {
    if (t.layout !== 'long') continue;
    const cats = t.columns.filter((c) => c.role === 'category' || c.role === 'label');
    const values = t.columns.filter((c) => c.role === 'value' || c.role === 'total');
    if (cats.length !== 1 || values.length < 3) continue;
    if (t.columns.some((c) => c.period || c.role === 'date')) continue;
    const total = values.at(-1)!;
    if (!/^total\b|^(full )?year$|^annual$|^fy$/i.test(total.label.trim())) continue;
    const parts = values.slice(0, -1);
    const lines = t.rows.filter((r) => r.kind !== 'section' && r.label);
    const incomes = lines.filter((r) => INCOME_TOTAL.test(r.label!.trim()));
    const nets = lines.filter((r) => NET.test(r.label!.trim()));
    if (incomes.length !== 1 || nets.length !== 1) continue;
    // the Total column adds up the parts on every line that has figures
    const ok = lines.every((r) => {
      const tv = num(r, t, total);
      const pv = parts.map((c) => num(r, t, c));
      if (tv === undefined) return pv.every((v) => v === undefined);
      return decCmp(decSum(pv.map((v) => v ?? ZERO)), tv) === 0;
    });
    if (!ok) continue;
    found.push({ t, lines, parts, total, income: incomes[0]!, net: nets[0]! });
  }
  return found.length === 1 ? found[0] : undefined;
}

const GENERIC = new Set(['term', 'terms', 'total', 'the', 'and', 'of', 'season', 'quarter']);
const wordsOf = (s: string): string[] =>
  normalizeText(s)
    .replace(/&/g, ' and ')
    .match(/[a-z0-9]+/g) ?? [];

/** the one part column whose own word ("autumn", "spring") the question holds */
function partNamed(s: Statement, q: string): Column | undefined | null {
  const qw = new Set(wordsOf(q));
  const hits = s.parts.filter((c) => {
    const own = wordsOf(c.label.replace(/\(.*?\)/g, ' ')).filter((w) => !GENERIC.has(w));
    return own.length > 0 && own.some((w) => (w.length > 2 || /^\d+$/.test(w)) && qw.has(w));
  });
  if (hits.length > 1) return null;
  return hits[0];
}

/** the words every part's label shares ("term"): the noun an owner asks "which <noun>" with */
function partNoun(s: Statement): string[] {
  const sets = s.parts.map((c) => new Set(wordsOf(c.label.replace(/\(.*?\)/g, ' '))));
  return [...sets[0]!].filter((w) => sets.every((x) => x.has(w)) && w.length > 2);
}

export function statementPartAnswer(
  wb: Workbook,
  question: string,
  refuse: Refuse,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const margin =
    /\b(gross|net|operating)(?: profit)? margins?\b/.exec(q) ?? /\b(profit)? ?margins?\b/.exec(q);
  const rank =
    /^(?:which|what)\b/.test(q) &&
    /\b(most|least|best|worst|highest|lowest|biggest|largest|smallest|more|less)\b/.test(q);
  const share =
    /\bas an? (?:%|percent(?:age)?|share|proportion)(?![a-z])|(?:%|\bpercent(?:age)?|\bshare|\bproportion) of\b/.test(
      q,
    );
  const revenue =
    /^(?:what(?:'s| is| was| were) )?(?:our |the )?(?:total )?(?:revenue|turnover|income|sales)(?: (?:in|for|during) (?:the )?.+)?$/.test(
      q,
    );
  if (!margin && !rank && !share && !revenue) return undefined;
  const s = statementOf(wb);
  if (!s) return undefined;
  const { t } = s;
  // a year named must be the statement's own (its title's)
  const head = `${t.title ?? ''} ${(t.notes ?? []).join(' ')}`;
  if ((q.match(/\b(?:19|20)\d\d\b/g) ?? []).some((y) => !head.includes(y))) return undefined;
  const part = partNamed(s, q);
  if (part === null) return undefined;
  // "the winter term" where the parts are autumn, spring and summer: not this table's part
  const noun0 = partNoun(s);
  if (
    !part &&
    !/^(?:which|what) [a-z]+\b/.test(q) &&
    noun0.some((w) => new RegExp(`\\b${w}s?\\b`).test(q))
  )
    return undefined;
  const col = part ?? s.total;
  const where = part ? part.label.trim() : `${s.total.label.trim()} column`;
  const lineNamed = (re: RegExp): Row | undefined => {
    const hits = s.lines.filter((r) => re.test(r.label!.trim()));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const pctOf = (top: Row, bottom: Row, label: string, text: (v: string) => string): Answer => {
    const a = num(top, t, col);
    const b = num(bottom, t, col);
    if (a === undefined || b === undefined || decCmp(b, ZERO) === 0)
      return refuse(`${top.label!.trim()} or ${bottom.label!.trim()} has no figure in ${where}`);
    const v = decDiv(decMul(a, HUNDRED), b, 2)!;
    const fig = figureOf(t, label, v, PERCENT, [
      { r: top.r, c: col.c },
      { r: bottom.r, c: col.c },
    ]);
    return sourcedAnswer(
      fig,
      `${text(fig.display)} (${top.label!.trim()} ${formatValue(a, cellStyle(t, top.cells[t.columns.indexOf(col)]))} ÷ ${bottom.label!.trim()} ${formatValue(b, cellStyle(t, bottom.cells[t.columns.indexOf(col)]))} × 100, ${where}).`,
      'ratio',
    );
  };

  // "what's our revenue": the income total, in the Total column or the part named
  if (revenue && !margin && !share) {
    const v = num(s.income, t, col);
    if (v === undefined) return undefined;
    const fig = figureOf(
      t,
      `${s.income.label!.trim()}, ${where}`,
      v,
      cellStyle(t, s.income.cells[t.columns.indexOf(col)]),
      [{ r: s.income.r, c: col.c }],
    );
    return sourcedAnswer(fig, `${s.income.label!.trim()} (${where}): ${fig.display}.`, 'lookup');
  }
  if (margin && !share) {
    const kind = margin[1] ?? (/\bprofit margin\b/.test(q) ? 'profit' : undefined);
    if (!kind) return undefined;
    const row =
      kind === 'gross' ? lineNamed(GROSS) : kind === 'operating' ? lineNamed(OPERATING) : s.net;
    if (!row) return undefined;
    const name = `${kind === 'profit' ? 'Net' : kind[0]!.toUpperCase() + kind.slice(1)} margin`;
    if (rank) return undefined;
    return pctOf(row, s.income, `${name}, ${where}`, (v) => `${name}: ${v}`);
  }

  if (share) {
    const m =
      /^(?:what(?:'s| is| was| are| were)? )?(?:our |the )?(.+?) as an? (?:%|percent(?:age)?|share|proportion) of (?:our |the )?(?:total )?(.+)$/.exec(
        q,
      ) ??
      /^(?:what|which) (?:%|percent(?:age)?|share|proportion) of (?:our |the )?(?:total )?(.+?) (?:is|was|are|were|goes on|went on|go on|is spent on|was spent on|did we spend on|do we spend on) (?:on )?(?:our |the )?(.+)$/.exec(
        q,
      );
    if (!m) return undefined;
    const asOf = / as an? /.test(q);
    const [partWords, wholeWords] = asOf ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const whole = wholeWords.replace(/\b(?:in|for|during) (?:the )?.*$/, '').trim();
    if (!/^(?:income|revenue|revenues|sales|turnover|takings|fees?|fee income)$/.test(whole))
      return undefined;
    let line: Row | undefined;
    if (WAGE_WORD.test(partWords)) {
      const hits = s.lines.filter((r) => r.kind === 'data' && WAGE_LINE.test(r.label!));
      if (hits.length !== 1) return undefined;
      line = hits[0];
    } else {
      const want = wordsOf(partWords.replace(/\b(?:in|for|during) (?:the )?.*$/, '')).filter(
        (w) => !['our', 'the', 'total', 'cost', 'costs', 'of'].includes(w),
      );
      const hits = s.lines.filter((r) => {
        const got = wordsOf(r.label!).map((w) => w.replace(/s$/, ''));
        return want.length > 0 && want.every((w) => got.includes(w.replace(/s$/, '')));
      });
      if (hits.length !== 1) return undefined;
      line = hits[0];
    }
    if (!line || line === s.income) return undefined;
    const ln = line.label!.trim();
    return pctOf(
      line,
      s.income,
      `${ln} as a % of ${s.income.label!.trim()}, ${where}`,
      (v) => `${ln} is ${v} of ${s.income.label!.trim()}`,
    );
  }

  // "which term made the most profit": the parts ranked on one line
  const noun = partNoun(s);
  const which = /^(?:which|what) ([a-z]+)\b/.exec(q)?.[1];
  if (!which || !(noun.includes(which) || noun.includes(which.replace(/s$/, '')))) return undefined;
  // a line named ("which term brought in the most class fees") is ranked on its own figures
  const qw = new Set(wordsOf(q).map((w) => w.replace(/s$/, '')));
  const own = s.lines.filter((r) => {
    const ws = wordsOf(r.label!)
      .filter((w) => !['total', 'of', 'and', 'the'].includes(w))
      .map((w) => w.replace(/s$/, ''));
    return ws.length > 0 && ws.every((w) => qw.has(w));
  });
  let row: Row | undefined;
  if (own.length > 1) return undefined;
  if (own.length === 1) row = own[0];
  else if (/\bgross\b/.test(q)) row = lineNamed(GROSS);
  else if (
    /\b(profit|profitable|made the most|made the least|net)\b/.test(q) ||
    /\b(best|worst)\b/.test(q)
  )
    row = s.net;
  else if (/\b(income|revenue|sales|turnover|takings|fees|earned|brought in)\b/.test(q))
    row = s.income;
  else if (/\b(costs?|expenses?|spent|spend|spending)\b/.test(q))
    row = lineNamed(/^total (?:operating )?(?:expenses|costs|overheads)$/i);
  if (!row) return undefined;
  const low = /\b(least|worst|lowest|smallest|less)\b/.test(q);
  const vals = s.parts.map((c) => ({ c, v: num(row!, t, c) }));
  if (vals.some((x) => x.v === undefined)) return undefined;
  const sorted = [...vals].sort((a, b) => decCmp(b.v!, a.v!) * (low ? -1 : 1));
  if (decCmp(sorted[0]!.v!, sorted[1]!.v!) === 0)
    return refuse(`${sorted[0]!.c.label} and ${sorted[1]!.c.label} have the same ${row.label}`);
  const top = sorted[0]!;
  const style = cellStyle(t, row.cells[t.columns.indexOf(top.c)]);
  const fig = figureOf(
    t,
    `${row.label!.trim()}, ${top.c.label.trim()}`,
    top.v!,
    style,
    [{ r: row.r, c: top.c.c }],
    top.c.label.trim(),
  );
  const listed = sorted.map((x) => `${x.c.label.trim()} ${formatValue(x.v!, style)}`).join(', ');
  return sourcedAnswer(
    fig,
    `${top.c.label.trim()} had the ${low ? 'lowest' : 'highest'} ${row.label!.trim()}: ${fig.display} (${listed}).`,
    low ? 'min' : 'max',
  );
}
