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
import type { Workbook } from './model';
import { viewsOf } from './view';

const MONEY_IN =
  /^(contract (price|value|amount|sum)|price|quoted? price|quote|sale price|selling price|invoiced?( amount| value)?|job (value|price)|contract)$/i;

interface JobSheet {
  moneyIn: string;
  profit: string;
  customer?: string;
}

function jobSheet(wb: Workbook): JobSheet | undefined {
  const found: JobSheet[] = [];
  for (const v of viewsOf(wb)) {
    if (v.table.layout !== 'long') continue;
    const values = v.valueCols.map((ci) => v.table.columns[ci]!.label);
    const moneyIn = values.filter((l) => MONEY_IN.test(l.trim()));
    const profit = values.filter((l) => /^(gross |net )?profit( \/ loss)?$/i.test(l.trim()));
    const cost = values.some((l) => /\bcosts?\b/i.test(l));
    if (moneyIn.length !== 1 || profit.length !== 1 || !cost) continue;
    const customer = v.catCols
      .map((ci) => v.table.columns[ci]!.label)
      .find((l) => /\b(customer|client)s?\b/i.test(l));
    found.push({ moneyIn: moneyIn[0]!, profit: profit[0]!, ...(customer ? { customer } : {}) });
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
  // "how many jobs lost money", "how many jobs made a loss", "unprofitable jobs"
  if (
    /\bhow many\b/.test(lower) &&
    /\b(lost money|made a loss|ran at a loss|were unprofitable|unprofitable|lose money|in the red)\b/.test(
      lower,
    )
  )
    return `how many rows have ${profit} below 0`;
  // "overall margin", "what's our margin", "total margin on installs": profit over money in
  if (
    /\bmargins?\b/.test(lower) &&
    !/\b(average|mean|median|highest|lowest|best|worst|which|each|per|every|biggest|smallest)\b/.test(
      lower,
    ) &&
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
