/**
 * Issue 13, pass 15 (W4): a job-costing sheet (Job # | Customer | Type | Contract price |
 * Labour | Materials | Total cost | Profit | Margin % | Status | Completed) with a TOTALS row.
 * Owners' words read the wrong columns: "overall margin" added the Margin % column, "average
 * job size" and "biggest customer" read Total cost, "how much did installs bring in" was
 * refused as money out. Here they are put in the sheet's terms before the engine reads them:
 * - "(overall / total / our) margin" is total Profit as a percentage of total money in (the
 *   contract price), never a mean or sum of the Margin % column;
 * - "average job (size / value)" is the average money in; "biggest customer / client" the
 *   customer with the highest total money in;
 * - "bring in", "revenue", "sales", "income", "takings" read the money-in column;
 * - "jobs (that) lost money", "unprofitable jobs" count the rows with Profit below 0.
 * Only on a table with a money-in column, a cost column and a Profit column.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, decDiv, decFromInt, decMul, decSign, decSum } from './decimal';
import type { Workbook } from './model';
import { type TableView, viewsOf } from './view';

const MONEY_IN =
  /^(contract (price|value|amount|sum)|price|quoted? price|quote|sale price|selling price|invoiced?( amount| value)?|job (value|price)|contract|quoted( (price|value|amount))?( \(?[£$€]\)?)?)$/i;
// pass 17: a profit column named as a margin in money ("Margin £", "Margin ($)", "Margin amount")
const PROFIT =
  /^((gross |net )?profit( \/ loss)?|(gross )?margin( ?\(?[£$€]\)?| amount| value)?)$/i;

export interface JobSheet {
  moneyIn: string;
  profit: string;
  customer?: string;
  job?: string;
  view: TableView;
}

/** "worst job", "which job made the most money", "most profitable job": highest or lowest. */
function jobRanking(lower: string): 'highest' | 'lowest' | undefined {
  const q = lower.replace(/[?!.]+\s*$/, '').trim();
  const best =
    /^(?:(?:which|what) (?:was|is|were) )?(?:(?:which|what) )?(?:our |the )?(best|most profitable|top|highest[- ]margin) (job|project)s?(?: of the year| this year)?$/.exec(
      q,
    ) ??
    /^(?:which|what) (job|project) (?:was|is) (?:the |our )?(best|most profitable)(?: one)?$/.exec(
      q,
    ) ??
    /^(?:which|what) (job|project) (?:made|earned|brought in) (?:us )?(?:the )?most (?:money|profit)$/.exec(
      q,
    );
  if (best) return 'highest';
  const worst =
    /^(?:(?:which|what) (?:was|is|were) )?(?:(?:which|what) )?(?:our |the )?(worst|least profitable|lowest[- ]margin) (job|project)s?(?: of the year| this year)?$/.exec(
      q,
    ) ??
    /^(?:which|what) (job|project) (?:was|is) (?:the |our )?(worst|least profitable)(?: one)?$/.exec(
      q,
    ) ??
    /^(?:which|what) (job|project) (?:made|earned|brought in) (?:us )?(?:the )?least (?:money|profit)$/.exec(
      q,
    ) ??
    /^(?:which|what) (job|project) lost (?:us )?(?:the )?most(?: money)?$/.exec(q);
  return worst ? 'lowest' : undefined;
}

export function jobSheet(wb: Workbook): JobSheet | undefined {
  const found: JobSheet[] = [];
  for (const v of viewsOf(wb)) {
    if (v.table.layout !== 'long') continue;
    const values = v.valueCols.map((ci) => v.table.columns[ci]!.label);
    // pass 22 (W4): a two-row header "Contract" over "value" names the contract price
    const grouped = v.valueCols.flatMap((ci) => {
      const c = v.table.columns[ci]!;
      return c.group && MONEY_IN.test(`${c.group} ${c.label}`.trim()) ? [c.label] : [];
    });
    // after blind-43: "Quote £", "Profit £": a currency sign after the name names no column
    const bare = (l: string): string => l.trim().replace(/\s*\(?[£$€¥₹₱]\)?$/, '');
    const named = values.filter((l) => MONEY_IN.test(bare(l)));
    const moneyIn = named.length ? named : grouped;
    const profit = values.filter((l) => PROFIT.test(bare(l)));
    // pass 18: cost columns named by what they are (Materials | Subcontractors | Labour)
    const cost = values.some((l) =>
      /\bcosts?\b|^(materials?|labou?r|subcontract\w*|subbies|parts)\b/i.test(l.trim()),
    );
    if (moneyIn.length !== 1 || profit.length !== 1 || !cost) continue;
    const customer = v.catCols
      .map((ci) => v.table.columns[ci]!.label)
      .find((l) => /\b(customer|client)s?\b/i.test(l));
    const job = [...v.labelCols, ...v.catCols]
      .map((ci) => v.table.columns[ci]!.label)
      .find((l) => /^(job|project)\b/i.test(l.trim()));
    found.push({
      ...(job ? { job } : {}),
      moneyIn: moneyIn[0]!,
      profit: profit[0]!,
      view: v,
      ...(customer ? { customer } : {}),
    });
  }
  return found.length === 1 ? found[0] : undefined;
}

export function jobCostingWording(wb: Workbook, text: string): string {
  if (
    !/\b(margin|jobs?|customers?|clients?|bring|brought|revenue|sales|income|takings|lost|loss|unprofitable)\b/i.test(
      text,
    )
  )
    return text;
  const sheet = jobSheet(wb);
  if (!sheet) return text;
  const { moneyIn, profit } = sheet;
  const lower = text.toLowerCase();
  // pass 17: "overall margin %" is a ratio of totals (total margin / total money in), never a
  // money figure and never the mean or sum of the Margin % column
  const percentAsked =
    /\bmargin ?(%|percent(age)?\b|as a (%|percent(age)?\b))|(%|\bpercent(age)?) margin\b/.test(
      lower,
    );
  // with the money column itself named "Margin £", a bare "margin" is that money (the engine's)
  const marginIsMoney = /margin/i.test(profit);
  // "how many jobs lost money", "how many jobs made a loss", "unprofitable jobs"
  if (
    /\bhow many\b/.test(lower) &&
    /\b(lost money|made a loss|ran at a loss|were unprofitable|unprofitable|lose money|in the red)\b/.test(
      lower,
    )
  )
    return `how many rows have ${profit} below 0`;
  // pass 18: "which job was the worst", "best job", "which job made the most money": the jobs
  // ranked by the money margin (profit) column, never by a cost column
  const ranked = jobRanking(lower);
  if (ranked && sheet.job) return `which ${sheet.job} has the ${ranked} ${profit}`;
  // "overall margin", "what's our margin", "total margin on installs": profit over money in
  if (
    /\bmargins?\b/.test(lower) &&
    !/\b(average|mean|median|highest|lowest|best|worst|which|each|per|every|biggest|smallest)\b/.test(
      lower,
    ) &&
    !percentAsked &&
    !marginIsMoney &&
    !/\bmargin %|\bmargin percent/.test(lower)
  ) {
    const rest = lower
      .replace(/^(what('s| is| was| were)|how much (is|was))\s+/, '')
      .replace(/\b(our|the|overall|total|gross|profit)\s+/g, '')
      .replace(/\bmargins?\b/, '')
      .replace(/\?$/, '')
      .trim();
    // what is left may only name a filter ("on installs", "for Harbor Cafe", "in 2025")
    if (rest && !/^(on|for|in|from)\b/.test(rest)) return text;
    return `${profit} as a percentage of ${moneyIn}${rest ? ` ${rest.replace(/^on\b/, 'for')}` : ''}`;
  }
  // after blind-43: "what are all our jobs worth", "total value of our jobs": the money in;
  // "our smallest job", "the biggest job": the job with the least (most) money in; "across
  // all jobs" is every job added, not a breakdown
  if (
    /^(?:what (?:are|were) (?:all )?(?:of )?(?:our |the )?jobs worth|how much (?:are|were) (?:all )?(?:of )?(?:our |the )?jobs worth|(?:what(?:'s| is| was) )?(?:the )?total value of (?:all )?(?:of )?(?:our |the )?jobs)(?: in total| altogether| combined)?\??$/.test(
      lower,
    )
  )
    return `total ${moneyIn}`;
  const sized =
    /^(?:which|what) (?:was|is|were) (?:our |the )?(smallest|biggest|largest) (?:job|contract|project)\??$/.exec(
      lower,
    );
  if (sized && sheet.job)
    return `which ${sheet.job} has the ${sized[1] === 'smallest' ? 'lowest' : 'highest'} ${moneyIn}`;
  const across =
    /^(.+?) across (?:all )?(?:of )?(?:our |the )?(?:jobs|contracts|projects)\??$/.exec(lower);
  if (across)
    return `total ${across[1]!.replace(/^how much (?:did|do|does) /, '').replace(/ cost(?: us)?$/, '')}`;
  // "average job size", "average job", "average value of a job", "average contract"
  if (
    /\baverage (job|contract)( (size|value|price|amount))?\b|\baverage (size|value) of (a |our )?jobs?\b/.test(
      lower,
    )
  )
    return `average ${moneyIn}`;
  // "biggest customer", "top client", "who is our largest customer"
  if (
    sheet.customer &&
    /\b(biggest|largest|top|best|main|most valuable)\s+(customer|client)\b/.test(lower)
  )
    return `which ${sheet.customer} has the highest total ${moneyIn}`;
  // "how much did installs bring in", "revenue from repairs", "total contract revenue"
  const broughtIn =
    /^how much (?:money )?(?:did|do|does) (.+?) (?:bring|brought|take|took) in\??$/.exec(lower);
  if (broughtIn) return `total ${moneyIn} for ${broughtIn[1]}`;
  if (/\b(contract )?(revenue|sales|income|takings)\b/.test(lower))
    return text.replace(/\b(contract )?(revenue|sales|income|takings)\b/i, moneyIn);
  return text;
}

const PERCENT_ASKED =
  /\bmargin ?(%|percent(age)?\b|as a (%|percent(age)?\b))|(%|\bpercent(age)?) margin\b/;

/**
 * Pass 17: "overall margin %", "what is our margin percentage" on a job-costing sheet: total
 * margin (or profit) over total money in, from the job rows (never the TOTALS row, never the
 * mean or sum of the Margin % column, never a money figure). Only the whole sheet: a filter
 * ("on installs") is left to the rewording above.
 */
export function jobMarginPercentAnswer(wb: Workbook, text: string): Answer | undefined {
  const lower = text.toLowerCase().replace(/\?$/, '').trim();
  if (!PERCENT_ASKED.test(lower)) return undefined;
  if (
    /\b(average|mean|median|highest|lowest|best|worst|which|each|per|every|biggest|smallest|who|job \w*\d)\b/.test(
      lower,
    )
  )
    return undefined;
  const rest = lower
    .replace(/^(what('s| is| was| were)|how much (is|was)|give me)\s+/, '')
    .replace(
      /\b(our|the|overall|total|gross|profit|job|jobs|across (all )?jobs|on all jobs)\b/g,
      ' ',
    )
    .replace(
      /\bmargin ?(%|percentage|percent|as a (%|percentage|percent))|(%|percentage|percent) margin\b/,
      ' ',
    )
    .trim();
  if (rest) return undefined;
  const sheet = jobSheet(wb);
  if (!sheet) return undefined;
  const { view } = sheet;
  const col = (label: string): number => view.table.columns.findIndex((c) => c.label === label);
  const pi = col(sheet.profit);
  const mi = col(sheet.moneyIn);
  if (pi < 0 || mi < 0) return undefined;
  const rows = view.dataRows.map((ri) => view.table.rows[ri]!);
  const profits = rows.map((r) => cellNumber(r.cells[pi]));
  const moneys = rows.map((r) => cellNumber(r.cells[mi]));
  if (rows.length < 2 || profits.some((x) => !x) || moneys.some((x) => !x)) return undefined;
  const profit = decSum(profits as Dec[]);
  const money = decSum(moneys as Dec[]);
  if (decSign(money) <= 0) return undefined;
  const ratio = decDiv(decMul(profit, decFromInt(100)), money, 2);
  if (!ratio) return undefined;
  const pc = view.table.columns[pi]!;
  const mc = view.table.columns[mi]!;
  const cells = [pc, mc].flatMap((c) => rows.map((r) => ({ r: r.r, c: c.c })));
  const fig = figureOf(
    view.table,
    `Overall margin (${pc.label} / ${mc.label})`,
    ratio,
    { kind: 'percent', decimals: 2 },
    cells,
  );
  const style = cellStyle(view.table, rows[0]!.cells[mi]);
  const parts = [
    figureOf(
      view.table,
      `Total ${pc.label}`,
      profit,
      style,
      rows.map((r) => ({ r: r.r, c: pc.c })),
    ),
    figureOf(
      view.table,
      `Total ${mc.label}`,
      money,
      style,
      rows.map((r) => ({ r: r.r, c: mc.c })),
    ),
  ];
  return {
    text:
      `Overall margin: ${fig.display} (total ${pc.label} ${parts[0]!.display} over total ${mc.label} ${parts[1]!.display}, ` +
      `${rows.length} jobs; a ratio of the totals, not the average of each job's %).\n` +
      `Source: sheet '${fig.source.sheet}' ${fig.source.range}.`,
    figures: [fig, ...parts],
    refused: false,
    kind: 'share',
  };
}
