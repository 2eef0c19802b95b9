/** The `ratio` operation: see engine/README.md for what each operation answers. */
import { HUNDRED, decDiv, decMul, decSub } from '../../decimal';
import type { Target, TableView } from '../../view';
import { targetStyle } from '../../view';
import {
  cap,
  citation,
  describeFilter,
  display,
  fig,
  periodsLabel,
  pointsFor,
  sheetOf,
  sumOf,
} from '../figures';
import type { Ctx, Refusal, Result, Window } from '../types';
import { PCT, RATIO, refuse } from '../types';

export function findRow(
  view: TableView,
  want: string[][],
  avoid: RegExp = /^$/,
): Target | undefined {
  let best: Target | undefined;
  let bestLen = Infinity;
  let tied = false;
  for (const t of view.targets) {
    if (t.kind === 'col' && view.table.layout === 'wide') continue;
    const toks = new Set(t.tokens.filter((x) => x !== 'total'));
    for (const w of want) {
      if (
        w.every((x) => toks.has(x)) &&
        toks.size <= w.length + 1 &&
        !avoid.test(t.name.toLowerCase())
      ) {
        const len = toks.size;
        if (len < bestLen) {
          best = t;
          bestLen = len;
          tied = false;
        } else if (len === bestLen && t !== best && t.name !== best?.name) {
          // a section ("Current assets") and its own total row ("Total current assets") are
          // one figure: the total row is the line (a balance sheet's current ratio was refused)
          const sectionAndTotal = (a: Target, b: Target): boolean =>
            a.kind === 'rows' && b.kind === 'row' && b.total === true;
          if (sectionAndTotal(best!, t)) {
            best = t;
            tied = false;
          } else if (!sectionAndTotal(t, best!)) tied = true;
        }
      }
    }
  }
  // two lines fit alike ("Food sales", "Beverage sales" for revenue): not one line; the
  // section's total ("Total Income" under a P&L's income heading) is the line when there is one
  if (tied) return sectionTotal(view, want) ?? undefined;
  // one sales line among the income lines ("Sales" and "Services" above "Total Income"): the
  // statement's revenue is its total, not the line that happens to be called sales
  const total = sectionTotal(view, want);
  // pass 41 (W1): several income totals, none plain: no line of them is the revenue
  if (total === null) return best?.kind === 'row' && best.total ? best : undefined;
  if (best && total && best.kind === 'row' && !best.total) return total;
  return best ?? total;
}

/**
 * A P&L's "Total Income" / "Total Revenue" row: the revenue line of a sectioned statement.
 * Pass 41 (W1): also "Total Trading Income", "Total Operating Revenue", "Total Turnover" (a
 * Xero P&L's income heading is "Trading Income"), never "Total Other Income"; with more than
 * one such total and no plain one, none is picked (the margin is refused, never a line's).
 */
const INCOME_TOTAL =
  /^total\s+(?:(?!other\b|non\b|cost\b|of\b|direct\b|returns?\b)[a-z&-]+\s+){0,2}(?:income|revenues?|sales|turnover)$/i;
function sectionTotal(view: TableView, want: string[][]): Target | undefined | null {
  if (!want.some((w) => w.length === 1 && w[0] === 'revenue')) return undefined;
  const found = view.targets.filter(
    (t) => t.kind === 'row' && t.total && INCOME_TOTAL.test(t.name.trim()),
  );
  const names = [...new Set(found.map((t) => t.name.trim().toLowerCase()))];
  if (names.length <= 1) return found[0];
  const plain = found.filter((t) => /^total\s+(income|revenues?|sales)$/i.test(t.name.trim()));
  return plain.length > 0 ? plain[0] : null;
}

export function opRatio(ctx: Ctx, views: TableView[], targets: Target[]): Result | Refusal {
  const kind = ctx.q.ratioKind ?? 'generic';
  const scope = targets[0]?.view ?? ctx.res.view;
  const pool = [scope, ...views.filter((v) => v !== scope)];
  const pick = (want: string[][], avoid?: RegExp): Target | undefined => {
    for (const v of pool) {
      const r = findRow(v, want, avoid);
      if (r) return r;
    }
    return undefined;
  };
  let num: Target | undefined;
  let den: Target | undefined;
  let minus: Target | undefined;
  let asPct = true;
  let name: string;
  if (kind === 'gross' || kind === 'operating' || kind === 'net') {
    den = pick([['revenue'], ['net', 'revenue'], ['revenue', 'net']], /cost|cogs/);
    if (kind === 'gross') {
      num = pick([['gross', 'profit']]);
      if (!num) {
        minus = pick([['cogs']]);
        if (minus) num = den;
      }
    } else if (kind === 'operating') num = pick([['operating', 'profit'], ['ebit']]);
    else
      num = pick(
        [['net', 'profit'], ['profit', 'after', 'tax'], ['profit', 'loss', 'year'], ['profit']],
        /gross|operating|before/,
      );
    name = `${cap(kind)} margin`;
    if (!num || !den)
      return refuse(
        `${name} needs ${!den ? 'a revenue line' : `a ${kind} profit line`}, which this workbook does not have`,
      );
  } else if (kind === 'current' || kind === 'quick') {
    num = pick([['current', 'asset']]);
    den = pick([['current', 'liability']]);
    if (kind === 'quick') minus = pick([['inventory']]);
    asPct = false;
    name = kind === 'current' ? 'Current ratio' : 'Quick ratio';
    if (!num || !den)
      return refuse(
        `${name} needs current assets and current liabilities, which this workbook does not show`,
      );
  } else if (kind === 'debt') {
    num = pick([['total', 'liability'], ['liability']]);
    // Japanese and IFRS statements call equity "net assets" ("Total net assets")
    den = pick([['total', 'equity'], ['equity'], ['net', 'asset']], /liabilit/);
    asPct = false;
    name = 'Debt-to-equity ratio';
    if (!num || !den) return refuse(`${name} needs total liabilities and total equity`);
  } else {
    const only = targets[0];
    // "X as a proportion of total ...": the total of X's own heading
    let whole: Target | undefined;
    if (targets.length < 2 && only?.kind === 'row' && /\btotal\b/.test(ctx.q.text)) {
      const view = only.view;
      const sec = view.table.rows[only.row]!.section;
      if (sec) {
        const totalRow = view.table.rows.findIndex(
          (r, i) => i > only.row && r.kind === 'total' && r.section === sec,
        );
        if (totalRow >= 0)
          whole = {
            kind: 'row',
            view,
            row: totalRow,
            name: `Total ${sec.replace(/:$/, '')}`,
            tokens: [],
            total: true,
          };
      }
    }
    // "the ratio of X in 2019 to 2018": one line, two periods
    if (targets.length === 1 && !whole && ctx.windows.length === 2 && only) {
      const [w1, w2] = ctx.windows as [Window, Window];
      const p1 = pointsFor(ctx, only, [w1]);
      const p2 = pointsFor(ctx, only, [w2]);
      const pctAsked = /percent|percentage|%/.test(ctx.q.text);
      const r =
        p1.length && p2.length
          ? pctAsked
            ? decDiv(decMul(sumOf(p1), HUNDRED), sumOf(p2), 2)
            : decDiv(sumOf(p1), sumOf(p2), 2)
          : undefined;
      if (!r)
        return refuse(`There is no value for ${only.name} in both ${w1.label} and ${w2.label}`);
      const sheet = sheetOf(only);
      const fr = fig(
        `${only.name}, ${w1.label} ${pctAsked ? 'as a percentage of' : 'to'} ${w2.label}`,
        r,
        pctAsked ? PCT : RATIO,
        sheet,
        [...p1, ...p2],
        2,
      );
      const f1 = fig(`${only.name}, ${w1.label}`, sumOf(p1), targetStyle(only), sheet, p1);
      const f2 = fig(`${only.name}, ${w2.label}`, sumOf(p2), targetStyle(only), sheet, p2);
      return {
        kind: 'ratio',
        lines: [
          `${fr.label}: ${display(fr)} = ${display(f1)} / ${display(f2)}${pctAsked ? ' × 100' : ''}.`,
          `Sources: ${citation(f1)}; ${citation(f2)}.`,
        ],
        figures: [fr, f1, f2],
      };
    }
    if (targets.length < 2 && !whole)
      return refuse('A ratio needs two items, e.g. "ratio of marketing to revenue"');
    num = targets[0]!;
    den = whole ?? targets[1]!;
    asPct =
      /percent|percentage|%|share/.test(ctx.q.text) || (/proportion/.test(ctx.q.text) && !whole);
    name = asPct
      ? `${num.name} as a percentage of ${den.name}`
      : `Ratio of ${num.name} to ${den.name}`;
  }
  const pn = pointsFor(ctx, num);
  const pd = pointsFor(ctx, den);
  const pm = minus ? pointsFor(ctx, minus) : [];
  if (!pn.length || !pd.length)
    return refuse(
      `There is no value for ${!pn.length ? num.name : den.name}${describeFilter(ctx)}`,
    );
  let nv = sumOf(pn);
  if (minus) nv = decSub(nv, sumOf(pm));
  const dv = sumOf(pd);
  const r = asPct ? decDiv(decMul(nv, HUNDRED), dv, 2) : decDiv(nv, dv, 2);
  if (!r) return refuse(`${den.name} is zero${describeFilter(ctx)}`);
  const sheet = sheetOf(num);
  const when = ctx.windows.length ? `, ${periodsLabel(ctx.windows)}` : '';
  const fr = fig(`${name}${when}`, r, asPct ? PCT : RATIO, sheet, [...pn, ...pd, ...pm], 2);
  const numLabel =
    minus && kind === 'gross'
      ? `${num.name} minus ${minus.name}`
      : minus
        ? `${num.name} minus ${minus.name}`
        : num.name;
  const fn = fig(`${numLabel}${when}`, nv, targetStyle(num), sheet, [...pn, ...pm]);
  const fdn = fig(`${den.name}${when}`, dv, targetStyle(den), sheetOf(den), pd);
  const lines = [
    `${fr.label}${ctx.notes.length ? ` (${ctx.notes.join('; ')})` : ''}: ${display(fr)} = ${numLabel} ${display(fn)} / ${den.name} ${display(fdn)}${asPct ? ' × 100' : ''}.`,
    `Sources: ${citation(fn)}; ${citation(fdn)}.`,
  ];
  return { kind: 'ratio', lines, figures: [fr, fn, fdn] };
}
