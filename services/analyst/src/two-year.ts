/**
 * Issue 13, pass 13: a two-year comparison (Item | 2024 | 2025 | Variance | Var %, a Total row,
 * often "in thousands"). Owners ask "compare this year to last" (the Total's growth), "how much
 * more than last year" (the Total's change), "which grew the most" (the largest change, in
 * money unless percent is said), "grew fastest" (the largest % change), "dropped the most"
 * (the most negative change; refused when nothing fell), "X's share of 2025" (X ÷ Total) and
 * "X plus Y in 2025". Items are found by their words' stems ("interior detailing" is
 * "Interior Detail"). Changes are computed from the two year cells (the sheet's own Variance
 * column is a check of them). Only on a book with one such table; anything else goes on.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import {
  type Dec,
  decAdd,
  decCmp,
  decFromNumber,
  decSign,
  decSub,
  decSum,
  decToNumber,
} from './decimal';
import type { NumberStyle } from './format';
import type { Column, Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

const PERCENT: NumberStyle = { kind: 'percent', decimals: 1 };

export interface TwoYears {
  table: Table;
  prev: Column;
  last: Column;
  items: Row[];
  total?: Row;
}

export function twoYearsOf(wb: Workbook): TwoYears | undefined {
  const found: TwoYears[] = [];
  for (const s of wb.sheets)
    for (const table of s.tables) {
      if (table.layout !== 'wide') continue;
      const years = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'year');
      const others = table.columns.filter(
        (c) => (c.role === 'value' || c.role === 'total') && !years.includes(c),
      );
      if (years.length !== 2) continue;
      if (
        // (a column headed only "%" has no word boundary before it: pass 21, S8)
        others.some((c) => !/\b(var|variance|change|diff|difference|growth|yoy)|%/i.test(c.label))
      )
        continue;
      const [a, b] = [...years].sort((x, y) => (x.period!.year ?? 0) - (y.period!.year ?? 0));
      if ((a!.period!.year ?? 0) + 1 !== b!.period!.year) continue;
      const items = table.rows.filter((r) => r.kind === 'data' && r.label);
      const totals = table.rows.filter((r) => r.kind === 'total');
      // one list of alike lines and at most its Total: a statement with sections (revenue,
      // expenses, net income) has several readings of "this year against last", asked back
      if (
        items.length < 2 ||
        totals.length > 1 ||
        table.rows.some((r) => r.kind === 'section' || r.section)
      )
        continue;
      found.push({
        table,
        prev: a!,
        last: b!,
        items,
        ...(totals.length === 1 ? { total: totals[0]! } : {}),
      });
    }
  return found.length === 1 ? found[0] : undefined;
}

const STOP = new Set(['and', 'the', 'of', '&', 'for', 'in', 'on', 'a']);
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w));
const alike = (a: string, b: string): boolean =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The item rows a phrase names, by every word of the item's label. */
function itemsIn(t: TwoYears, phrase: string): Row[] {
  const ws = words(phrase);
  return t.items.filter((r) => {
    const lw = words(r.label ?? '');
    return lw.length > 0 && lw.every((w) => ws.some((q) => alike(q, w)));
  });
}

function num(t: TwoYears, row: Row, col: Column): Dec | undefined {
  return cellNumber(row.cells[t.table.columns.indexOf(col)]);
}

function totalOf(
  t: TwoYears,
  col: Column,
): { v: Dec; cells: Array<{ r: number; c: number }> } | undefined {
  if (t.total) {
    const v = num(t, t.total, col);
    return v === undefined ? undefined : { v, cells: [{ r: t.total.r, c: col.c }] };
  }
  const vs = t.items.map((r) => num(t, r, col));
  if (vs.some((v) => v === undefined)) return undefined;
  return { v: decSum(vs as Dec[]), cells: t.items.map((r) => ({ r: r.r, c: col.c })) };
}

const pct = (n: number): string => `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)}%`;

function answer(text: string, fig: ReturnType<typeof figureOf>, kind: string): Answer {
  return {
    text: `${text}\nSource: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig],
    refused: false,
    kind,
  };
}

export function twoYearAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const t = twoYearsOf(wb);
  if (!t) return undefined;
  const { table, prev, last } = t;
  const style = cellStyle(table, t.items[0]!.cells[table.columns.indexOf(last)]);
  const scale = table.unit ? ` (in ${table.unit})` : '';
  // compare this year to last: the Total's growth
  if (
    /^(compare|how did we do|how does) (this year|\d{4})( compare)? (to|with|against|vs\.?) (last( year)?|\d{4})$|^compare (this year|\d{4}) (to|with|against) (last( year)?|\d{4})$|^how did (this year|we do) compare to last( year)?$/.test(
      q,
    )
  ) {
    const a = totalOf(t, prev);
    const b = totalOf(t, last);
    if (!a || !b || decSign(a.v) <= 0) return undefined;
    const g = decToNumber(decSub(b.v, a.v)) / decToNumber(a.v);
    const fig = figureOf(
      table,
      `Growth ${prev.label} to ${last.label}`,
      decFromNumber(Math.round(g * 10000) / 100),
      PERCENT,
      [...a.cells, ...b.cells],
    );
    const fa = figureOf(table, '', a.v, style, a.cells).display;
    const fb = figureOf(table, '', b.v, style, b.cells).display;
    return answer(
      `${pct(g)}: the total went from ${fa} in ${prev.label} to ${fb} in ${last.label}${scale}.`,
      fig,
      'growth',
    );
  }
  // how much more than last year: the Total's change
  if (
    /^how much more\b.*\bthan (last year|in \d{4}|\d{4})$/.test(q) &&
    !itemsIn(t, q.replace(/\bthan.*$/, '')).length
  ) {
    const a = totalOf(t, prev);
    const b = totalOf(t, last);
    if (!a || !b) return undefined;
    const fig = figureOf(table, `Change ${prev.label} to ${last.label}`, decSub(b.v, a.v), style, [
      ...a.cells,
      ...b.cells,
    ]);
    return answer(
      `${fig.display}${scale}: the total of ${last.label} minus that of ${prev.label}.`,
      fig,
      'change',
    );
  }
  // which grew the most / fastest, which dropped the most
  const grew =
    /^(which|what)( \w+)? (grew|rose|increased|improved|went up)( the)? (most|fastest|quickest|biggest)\b(.*)$/.exec(
      q,
    );
  const fell =
    /^(which|what)( \w+)? (dropped|fell|declined|decreased|shrank|went down)( the)? (most|furthest|fastest)\b(.*)$/.exec(
      q,
    );
  if (grew || fell) {
    const m = (grew ?? fell)!;
    // "which expense grew the most": a measure word names a part of a statement, not these lines
    if (m[2] && /\b(expenses?|costs?|revenues?|incomes?|overheads?)\b/.test(m[2])) return undefined;
    const percent =
      /\b(percent|percentage|%|relative)\b/.test(m[6]!) ||
      m[5] === 'fastest' ||
      m[5] === 'quickest';
    const scored = t.items.flatMap((r) => {
      const a = num(t, r, prev);
      const b = num(t, r, last);
      if (a === undefined || b === undefined) return [];
      const d = decSub(b, a);
      return [{ r, d, p: decSign(a) > 0 ? decToNumber(d) / decToNumber(a) : undefined }];
    });
    if (percent && scored.some((x) => x.p === undefined)) return undefined;
    const key = (x: (typeof scored)[number]): number => (percent ? x.p! : decToNumber(x.d));
    scored.sort((x, y) => (grew ? key(y) - key(x) : key(x) - key(y)));
    const top = scored[0];
    if (!top || (scored[1] && key(scored[1]) === key(top))) return undefined;
    if (grew ? key(top) <= 0 : key(top) >= 0)
      return refuse(`no line ${grew ? 'grew' : 'fell'} from ${prev.label} to ${last.label}`);
    const cells = [
      { r: top.r.r, c: prev.c },
      { r: top.r.r, c: last.c },
    ];
    if (percent) {
      const fig = figureOf(
        table,
        `Change in percent, ${top.r.label}`,
        decFromNumber(Math.round(top.p! * 10000) / 100),
        PERCENT,
        cells,
        top.r.label,
      );
      return answer(
        `${top.r.label}, ${pct(top.p!)} from ${prev.label} to ${last.label} (${scored.length} lines ranked by percent change).`,
        fig,
        grew ? 'max' : 'min',
      );
    }
    const fig = figureOf(table, `Change, ${top.r.label}`, top.d, style, cells, top.r.label);
    return answer(
      `${top.r.label}, ${decSign(top.d) > 0 ? '+' : ''}${fig.display}${scale} from ${prev.label} to ${last.label} (${scored.length} lines ranked by change).`,
      fig,
      grew ? 'max' : 'min',
    );
  }
  const yearCol = (s: string): Column | undefined =>
    new RegExp(`\\b${last.label}\\b`).test(s) || /\bthis year\b/.test(s)
      ? last
      : new RegExp(`\\b${prev.label}\\b`).test(s) || /\blast year\b/.test(s)
        ? prev
        : undefined;
  // X's share of 2025 (revenue)
  const share =
    /\bshare of\b/.test(q) && !/\b(change|difference|increase|decrease|grow\w*|between)\b/.test(q)
      ? yearCol(q)
      : undefined;
  if (share) {
    const named = itemsIn(t, q);
    if (named.length !== 1) return undefined;
    const part = num(t, named[0]!, share);
    const whole = totalOf(t, share);
    if (part === undefined || !whole || decSign(whole.v) <= 0) return undefined;
    const s = decToNumber(part) / decToNumber(whole.v);
    const fig = figureOf(
      table,
      `${named[0]!.label} share of ${share.label}`,
      decFromNumber(Math.round(s * 10000) / 100),
      PERCENT,
      [{ r: named[0]!.r, c: share.c }, ...whole.cells],
      named[0]!.label,
    );
    return answer(
      `${(s * 100).toFixed(1)}%: ${named[0]!.label} over the total of ${share.label}.`,
      fig,
      'share',
    );
  }
  // X plus Y in 2025
  // "plus" or "together" said: a bare "and" is often one line's own name ("X and Y stock")
  const plus =
    /^(?:what (?:is|was|were) )?(.+?) (?:plus|\+) (.+?) in (\d{4}|this year|last year)$/.exec(q) ??
    /^(?:what (?:is|was|were) )?(.+?) and (.+?) (?:together|combined) in (\d{4}|this year|last year)$/.exec(
      q,
    );
  if (plus) {
    const col = yearCol(plus[3]!);
    const a = itemsIn(t, plus[1]!);
    const b = itemsIn(t, plus[2]!);
    if (!col || a.length !== 1 || b.length !== 1 || a[0] === b[0]) return undefined;
    const va = num(t, a[0]!, col);
    const vb = num(t, b[0]!, col);
    if (va === undefined || vb === undefined) return undefined;
    const fig = figureOf(
      table,
      `${a[0]!.label} plus ${b[0]!.label}, ${col.label}`,
      decAdd(va, vb),
      style,
      [
        { r: a[0]!.r, c: col.c },
        { r: b[0]!.r, c: col.c },
      ],
    );
    return answer(
      `${fig.display}${scale}: ${a[0]!.label} plus ${b[0]!.label} in ${col.label}.`,
      fig,
      'total',
    );
  }
  void decCmp;
  return undefined;
}
