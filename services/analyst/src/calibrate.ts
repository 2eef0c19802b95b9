/**
 * Calibrated refusal: readings of a question that the engine is known to get wrong more
 * often than right, checked against the question and the figures an operation produced.
 * A wrong figure is far worse than a refusal (issue 13), so each rule turns a doubtful
 * answer into a refusal that says what was ambiguous. Every rule was measured on the
 * TAT-QA dev split and the owners' tuning set (see README "Calibrated refusal").
 */
import { hasYearsAcross } from './year-columns';
import { HUNDRED, decCmp, decNeg, decSign } from './decimal';
import type { Refusal, Result } from './engine';
import { refuse } from './engine';
import { citation, display } from './engine/figures';
import type { Op, Question } from './question';
import type { Resolution } from './resolve';
import { canonicalWord, words } from './text';
import { measureKind } from './view';

const IN_WORDS =
  /\b(revenues?|sales|sell|sold|selling|income|turnover|takings|make|made|earn|earned|earnings|brought in|bring in|came in)\b/;
const OUT_WORDS =
  /\b(expenses?|costs?|cost|spend|spent|spending|paid|pay|payments?|purchases?|bought|wages?|salar(y|ies)|rent|bills?|went out)\b/;

/** Which way the question's money goes, when it says only one way. */
function flowAsked(raw: string): 'in' | 'out' | undefined {
  const i = IN_WORDS.test(raw);
  const o = OUT_WORDS.test(raw);
  if (i && !o) return 'in';
  if (o && !i) return 'out';
  return undefined;
}

/** Questions refused before any operation runs. */
export function refuseQuestion(q: Question): Refusal | undefined {
  const t = q.text;
  // "as reported" next to "adjusted"/"as restated" columns: sub-columns the table view merges
  if (/\bas (reported|restated|adjusted)\b/.test(t))
    return refuse(
      'the table keeps "as reported" and adjusted figures side by side and I cannot tell its sub-columns apart reliably',
    );
  // "due in 5 years or below", "90 days or more": a span of several buckets, not one column
  if (
    /\b\d+ (years?|months?|days?) (or|and) (below|less|under|fewer|above|more|over|longer)\b/.test(
      t,
    )
  )
    return refuse(
      "the question spans several of the table's time buckets and I cannot tell which ones it includes",
    );
  return undefined;
}

/** Words of one side of an in-minus-out figure: new, churned, receipts, payments, in, out. */
const NET_SIDE =
  /\b(new|added|joined|churn\w*|cancel\w*|lost|left|movement|receipts?|payments?|credits?|debits?|deposits?|withdrawals?|inflows?|outflows?|in|out|hires?|leavers?|additions?|disposals?)\b/i;
const CHANGE_WORDS =
  /\b(change[sd]?|chang\w+|grow\w*|grew|growth|increase\w*|decrease\w*|rise|rose|fell|fall|drop\w*|vs|versus|compared?|comparison|from|since|between|difference|differ\w*|movement|variance|up|down|more|less|higher|lower|trend|went)\b/;

const COST_LABEL =
  /\b(cost|costs|expense|expenses|allowance|less|provision|depreciation|amortization|amortisation|charges?)\b/i;

const WHICH_ITEM =
  /^(in |for |during |between [^,]+, )?(which|what) (year|years|period|month|quarter|segment|category|region|component|item|line|one|business|division|product|type|country)\b/;

/**
 * Answers refused after the operation ran, when the figures show the reading was doubtful.
 * `op` is the operation that ran; `res` the resolution it ran on.
 */
export function refuseResult(
  q: Question,
  op: Op,
  res: Resolution,
  result: Result,
): Refusal | undefined {
  const t = q.text;
  const first = result.figures[0];
  if (!first) return undefined;
  const label = first.label;
  const targetNames = res.targets.map((x) => x.name.toLowerCase()).join(' | ');

  // a ratio of two lines across two years, where the question divides one line's years
  if (op === 'ratio' && /^Ratio of .* \d{4} to \d{4}$/.test(label))
    return refuse('the question divides one line between two years, which I do not compute');

  // "the change in the average X" / "the average change in X": two operations stacked
  if (
    /\b(average|mean)\b/.test(t) &&
    !/\bweighted[- ]average\b/.test(t) &&
    !/\baverage\b/.test(targetNames) &&
    /\b(change|changes|difference|increase|decrease)\b/.test(t) &&
    (op === 'average' || op === 'change' || op === 'growth' || op === 'compare')
  )
    return refuse(
      'the question combines an average with a change (an average of changes, or a change of averages), which I do not compute',
    );

  // "what are the respective values of A and B": one figure answers only part of it
  if (/\brespective(ly)?\b/.test(t) && result.figures.length < 2)
    return refuse('the question asks for several values and I found only one of them');

  // "which year / which segment": a figure without the place it was found answers nothing
  if (WHICH_ITEM.test(t) && !result.figures.some((f) => f.at) && op !== 'periods')
    return refuse('the question asks which one, and I could not tell which');

  // a cost kept in brackets: its average or total is negative in the sheet but an owner (and
  // most reports) state it as a positive amount; the two readings differ in sign
  if (
    (op === 'average' || op === 'total') &&
    first.cells.length > 1 &&
    decSign(first.value) < 0 &&
    COST_LABEL.test(label) &&
    result.figures.slice(1).every((f) => decSign(f.value) <= 0)
  )
    return refuse(
      `${label.split(',')[0]} is shown in brackets (as a deduction); say whether you want it as a negative figure or as a positive cost`,
    );

  // growth of a loss kept in brackets: the label already says "loss" and the brackets say it
  // again, so "-25.6%" may be a smaller loss or a larger one; the reading is the owner's call
  if (op === 'growth' && /\bloss(es)?\b/i.test(targetNames)) {
    const ends = result.figures.slice(1).filter((f) => f.cells.length === 1);
    if (ends.length >= 2 && ends.every((f) => decSign(f.value) < 0))
      return refuse(
        'both figures of the loss are negative (shown in brackets), so the growth could mean a smaller or a larger loss; say which you want',
      );
  }

  // a change between two costs kept in brackets: the change of the negative figures and the
  // change of the costs have opposite signs
  if (op === 'change' && COST_LABEL.test(targetNames)) {
    const ends = result.figures.slice(1).filter((f) => f.cells.length === 1);
    if (ends.length >= 2 && ends.every((f) => decSign(f.value) < 0))
      return refuse(
        `both figures are negative (shown in brackets), so an increase and a decrease read differently; say whether you want the change of the amounts as shown or of their size`,
      );
  }

  // "net new members", "net movement in February": in minus out; one side of it (New
  // members, Receipts) or any figure not named net is not the net the words ask for
  // (a change between two named periods of a net line is the change of that line)
  const twoPeriods =
    (op === 'change' || op === 'growth') &&
    (/\bfrom\b.+\bto\b|\bbetween\b/.test(t) ||
      new Set(q.raw.match(/\b(19|20)\d{2}\b/g) ?? []).size >= 2);
  if (
    !twoPeriods &&
    /\bnet\b/.test(t) &&
    !/\bnet\b/i.test(`${targetNames} ${label}`) &&
    (NET_SIDE.test(targetNames) ||
      /\bnet (movement|flow|cash ?flow|new|adds?|additions?)\b/.test(t))
  )
    return refuse(
      `the question asks for a net figure (what came in minus what went out) and I found only ${label.split(',')[0]}; name the columns to subtract`,
    );

  // a period-to-period change column ("Change", "Movement") answered where the words ask for
  // no change: a total, a maximum or one period's figure is not a change between periods
  if (
    /\b(change|movement|variance|increase|decrease|difference)\b/i.test(targetNames) &&
    !CHANGE_WORDS.test(t)
  )
    return refuse(
      `the figure I found (${label.split(',')[0]}) is a change between periods and the question asks for no change; name the column you mean`,
    );

  // money in asked, money out found (or the reverse): "how much did we make", "what did we
  // sell" answered from an Expenses sheet's columns is the wrong measure, never a reading
  // (only that way: "how much did X pay us", "spent with us" are money in for the owner)
  const flow = flowAsked(q.raw.toLowerCase());
  if (flow === 'in') {
    const found = res.targets.map((x) => {
      const own = measureKind(x.name);
      return own ?? measureKind(`${x.view.table.title ?? ''} ${x.view.sheet.name}`);
    });
    const against = flow === 'in' ? 'out' : 'in';
    // what a person earns is their pay: money out for the business, in for the earner
    const earnings =
      /\bearn(s|ed|ing)?\b/.test(q.raw.toLowerCase()) &&
      res.targets.every((x) => /\b(gross|net) pay\b|\bsalar(y|ies)\b|\bwages?\b/i.test(x.name));
    if (found.length && !earnings && found.every((k) => k === against))
      return refuse(
        `the question asks for money ${flow === 'in' ? 'coming in' : 'going out'} and the figure I found (${label.split(',')[0]}) is money ${flow === 'in' ? 'going out' : 'coming in'}; name the column or sheet you mean`,
      );
  }

  // "total wages" on a year-against-year sheet: the latest year's figure or the years added
  // together are two readings; the words name no year, so the answer asks
  if (op === 'total' && !q.periods.length && first.cells.length >= 2 && res.targets.length === 1) {
    const table = res.view.table;
    const years = table.columns.filter((c) => c.role === 'value' && c.period?.kind === 'year');
    const t0 = res.targets[0]!;
    const acrossMonths =
      hasYearsAcross(table) && !/\b(both|all|together|combined|altogether|sum)\b/.test(t);
    if (acrossMonths)
      return refuse(
        `the sheet holds ${(table.notes ?? []).find((n) => n.startsWith('years across: '))!.slice(14)} month by month; name the year, or say "both years" for their sum`,
      );
    if (
      table.layout === 'wide' &&
      years.length >= 2 &&
      table.columns.every(
        (c) =>
          c.role !== 'value' ||
          c.period?.kind === 'year' ||
          /\b(change|variance|difference|diff|increase|decrease)\b|%/i.test(c.label),
      ) &&
      // after pass 52: a section ("Turnover": its lines added) too
      (t0.kind === 'row' || t0.kind === 'rows') &&
      !/\b(both|all|together|combined|altogether|sum)\b/.test(t)
    )
      return refuse(
        `the sheet compares ${years.map((c) => c.label).join(' and ')}; name the year, or say "both years" for their sum`,
      );
  }

  // several values asked for, answered by one sum of them
  if (/\brespective(ly)?\b/.test(t) && op === 'total' && first.cells.length > 1)
    return refuse('the question asks for each value separately, not their sum');

  // two years named, one year's cell answered: a range or a pair was read as one period
  const years = new Set(q.raw.match(/\b(19|20)\d{2}\b/g) ?? []);
  if (years.size >= 2 && op === 'total' && first.cells.length === 1 && result.figures.length === 1)
    return refuse('the question names several years but I could read only one of them');

  // a share of 100% or below zero is a whole read as its own part, or a sign mix-up
  if (
    (op === 'share' || /^Share of /.test(label)) &&
    (decCmp(first.value, HUNDRED) >= 0 || decSign(first.value) < 0)
  )
    return refuse('the part and the whole I found do not make a meaningful share');

  // a share whose part names two lines ("A and B as a percentage of C") or a whole summed
  // over a column's items ("Share of Current for X in all Current"): the part or the whole
  // is not the one asked for
  if (op === 'share' || op === 'ratio') {
    if (/\bsum of\b/.test(t))
      return refuse('the share asks for a sum of lines as its part, which I do not compute');
    if (/ for .* in all /.test(label) && /\btotal\b/.test(t))
      return refuse('I could not find the whole the question divides by');
    const part =
      /\b(?:percentage|proportion|ratio|share|constitution)(?:,? \(?in percentage\)?,?)? of (?:the )?(.+?) (?:over|as a (?:percentage|proportion) of|out of|among|in total|in the total|to total)\b/.exec(
        t,
      )?.[1];
    const partLabel = (
      /^Share of (.+?) in /.exec(label)?.[1] ??
      label.split(' as a percentage of ')[0] ??
      label
    ).toLowerCase();
    if (part && / and /.test(part) && !/ and |&/.test(partLabel))
      return refuse('the question adds several lines before dividing, which I do not compute');
  }

  // a threshold below zero ("less than -3,000"): "less" reads as smaller or as a smaller loss
  if (op === 'filter' && q.threshold?.value.startsWith('-'))
    return refuse('the threshold is negative, so "less" and "more" can be read either way');
  // "which year" answered with a date column: the years of the question are not the columns'
  if (
    op === 'filter' &&
    /\b(which|what) (year|years)\b/.test(t) &&
    result.figures.some((f) => /^\d{4}-\d{2}-\d{2}$/.test(f.at ?? ''))
  )
    return refuse('the table is kept by date, not by year; name the date you mean');

  // "which year is there a greater movement" over negative figures: larger in size or in value
  if (
    (op === 'max' || op === 'min') &&
    decSign(first.value) < 0 &&
    /\b(greater|larger|bigger|smaller)\b/.test(t)
  )
    return refuse('the figures are negative, so "greater" can mean larger in size or in value');

  // "more than 5 million" on a table that does not say its scale: 5 is compared with figures
  // that may be in thousands
  if (
    (op === 'filter' || op === 'count') &&
    q.threshold?.unit &&
    /million|thousand|billion|\bm\b|\bk\b|bn/.test(q.threshold.unit) &&
    !res.view.table.unit
  )
    return refuse(
      `the table does not say its scale, so I cannot compare it with ${q.threshold.value} ${q.threshold.unit}`,
    );

  // "what are the dates listed in the table": a figure is not a list of dates
  if (
    /\b(dates|years|periods) (are )?(listed|shown|included|presented)\b/.test(t) &&
    op !== 'periods'
  )
    return refuse('the question asks which dates the table shows, and I read figures only');

  // "number of X" answered by counting no rows: the number is a cell, not a count
  if (op === 'count' && decSign(first.value) === 0 && /\bnumber of\b/.test(t))
    return refuse('no rows match, so the number you ask for is not a count of rows here');

  // "change in the current ratio": a ratio read where a change of ratios was asked
  if (op === 'ratio' && /\b(change|difference|increase|decrease)\b/.test(t))
    return refuse('the question asks for a change of a ratio, which I do not compute');

  return undefined;
}

/**
 * "What is the total X between 2017 to 2019": a per-period breakdown answers it, but its
 * headline must be the total, not the first period.
 */
export function totalFirst(q: Question, result: Result): Result {
  if (result.kind !== 'breakdown' || !/\btotal\b/.test(q.text)) return result;
  if (
    /\b(by (year|month|quarter|period|week|day|category|segment|product|region)|each|per|every|breakdown|broken down|respectively|respective)\b/.test(
      q.text,
    )
  )
    return result;
  const total = result.figures.find((f) => / total$/.test(f.label));
  if (!total) return result;
  const totalLine = result.lines.find((l) => l.startsWith('Total: '));
  return {
    ...result,
    lines: totalLine ? [totalLine, ...result.lines.filter((l) => l !== totalLine)] : result.lines,
    figures: [total, ...result.figures.filter((f) => f !== total)],
  };
}

/**
 * "How much did X decrease by": the size of the fall, stated as a positive amount. A change
 * that went the other way is not a decrease: refused rather than stated with a flipped sign.
 */
export function decreaseBy(q: Question, result: Result): Result | Refusal {
  if (result.kind !== 'change') return result;
  if (!/\b(decrease|decreased|decline|declined|fall|fell|drop|dropped)( by)?\b/.test(q.text))
    return result;
  if (/\b(increase|increased|rise|rose|change|changed)\b/.test(q.text)) return result;
  const first = result.figures[0];
  if (!first) return result;
  if (decSign(first.value) > 0) return refuse('it did not decrease over that period; it went up');
  const size = { ...first, label: `Decrease (${first.label})`, value: decNeg(first.value) };
  return {
    ...result,
    lines: [`Decrease: ${display(size)} (${citation(size)}).`, ...result.lines],
    figures: [size, ...result.figures.slice(1)],
  };
}

/**
 * "Revenue of Software delivery": a section ("Revenue:") and a line inside it both match;
 * the line under that heading is meant, not the section next to it.
 */
export function lineInsideSection(res: Resolution, q: Question): Resolution {
  const picked = namedLineOfSection(res, q);
  if (picked) return picked;
  const rows = res.targets.filter((x) => x.kind === 'row');
  const inner = (x: Resolution['targets'][number]): boolean =>
    x.kind === 'rows' && rows.some((r) => r.kind === 'row' && x.rows.includes(r.row));
  if (!res.targets.some(inner)) return res;
  return { ...res, targets: res.targets.filter((x) => !inner(x)) };
}

/**
 * "the 2019 United Kingdom corporation current year tax expense": the section matched, but
 * the question also names one line inside it ("Current year"): that line is the answer, not
 * the section's sum.
 */
function namedLineOfSection(res: Resolution, q: Question): Resolution | undefined {
  const only = res.targets.length === 1 ? res.targets[0] : undefined;
  if (!only || only.kind !== 'rows') return undefined;
  const asked = new Set(words(q.text).map(canonicalWord));
  const inside = only.view.targets.filter(
    (x) =>
      x.kind === 'row' &&
      only.rows.includes(x.row) &&
      x.tokens.length > 0 &&
      x.tokens.every((w) => asked.has(w)),
  );
  if (inside.length !== 1) return undefined;
  return { ...res, targets: inside };
}

const MORE_THAN = /\bhow (much|many) (more|less|fewer|higher|lower|bigger|smaller)\b.*\bthan\b/;

/** Which of two named periods comes first in time: -1 (first named earlier), 1, or 0 (unknown). */
function namedOrder(q: Question): -1 | 0 | 1 {
  const [a, b] = q.periods;
  if (!a || !b || a.type !== 'abs' || b.type !== 'abs' || a.kind !== b.kind) return 0;
  const ka = (a.year ?? 0) * 1000 + a.index;
  const kb = (b.year ?? 0) * 1000 + b.index;
  if ((a.year === undefined) !== (b.year === undefined) || ka === kb) return 0;
  return ka < kb ? -1 : 1;
}

/**
 * "How much more X than Y" / "how much less X than Y": the difference in the order the
 * question names them (X minus Y; Y minus X for "less"), stated first. Between two periods
 * the engine subtracts the earlier from the later, so the sign follows the order named.
 */
export function moreThan(q: Question, result: Result): Result | Refusal {
  const m = MORE_THAN.exec(q.text);
  if (!m) return result;
  if (result.kind !== 'change' && result.kind !== 'difference') return result;
  const first = result.figures[0];
  if (!first) return result;
  const less = /^(less|fewer|lower|smaller)$/.test(m[2]!);
  let flip = less;
  if (result.kind === 'change') {
    const order = namedOrder(q);
    if (order === 0) return refuse('I could not tell which of the two periods you compare against');
    if (order < 0) flip = !flip;
  }
  const value = flip ? decNeg(first.value) : first.value;
  const size = { ...first, label: `Difference (${less ? 'less' : 'more'})`, value };
  return {
    ...result,
    lines: [`Difference: ${display(size)} (${citation(size)}).`, ...result.lines],
    figures: [size, ...result.figures.slice(1)],
  };
}

/**
 * After blind-44: "what will interest rates do next year" asks where the market goes: no
 * workbook holds that, a loan schedule least of all (its interest is its own). The reason to
 * refuse such a question before any reader looks at it; undefined otherwise.
 */
export function marketForecastReason(text: string): string | undefined {
  return /\b(?:what will|where will|will) (?:the )?(?:interest |base |mortgage |market )?rates? (?:do|go|rise|fall|change|move)\b/.test(
    text,
  )
    ? 'the question asks what interest rates will do, a forecast of the market; the workbook holds only its own figures'
    : undefined;
}
