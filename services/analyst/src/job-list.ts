/**
 * Issue 13, pass 46 (W2, L3): job costing with one row a job (`Job no | Client | Description |
 * Completed | Quote £ | Materials £ | Labour hrs | Rate £/hr | Labour £ | Subcontract £ | Total
 * cost £ | Margin £ | Notes`; `Fee agreed | Invoiced to date | Hours | … | Profit to date`;
 * `Job # | Date | Customer | Job type | Materials | Labor hrs | Labor cost | Call-out fee | Job
 * cost | Invoiced | Margin`), with or without a Totals row. In the owner's words:
 * - "how much is left to invoice" is Σ (Fee agreed − Invoiced to date) over the jobs (it read
 *   one job's Invoiced);
 * - "how many hours of labour went into these jobs" is Σ the hours column (an hrs column IS
 *   hours); "what did we pay out to subbies" Σ the Subcontract column (blank is nothing);
 * - "how many jobs lost money" counts Margin (Profit) < 0; "which job is losing money" names
 *   the job(s) below 0; "most / least profitable job" the largest / smallest Profit;
 * - "total cost of the jobs finished in august" adds the rows whose Completed date is in that
 *   month;
 * - "what are we earning per hour on job 2604" is that job's money in ÷ its hours;
 * - "what's our overall profit margin" is Σ Profit ÷ Σ money in × 100, the amount named too;
 *   money in is the column that, less the cost column, gives the Profit on every row
 *   (Invoiced, else the Quote or Fee);
 * - a job named by any of its words ("the Hendry staircase", "J-1045", "job 2604"): its
 *   Materials, its cost (the column named exactly "Job cost" / "Total cost", never "Labor
 *   cost"), its hours, its quote, its margin.
 * Only on a book with exactly one such table.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decCmp,
  decDiv,
  decEq,
  decFromInt,
  decMul,
  decSign,
  decSub,
  decSum,
} from './decimal';
import { PERCENT, PLAIN, type NumberStyle } from './format';
import type { Cell, Row, Table, Workbook } from './model';
import { rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

export interface Jobs {
  t: Table;
  rows: Row[];
  id: number;
  names: number[];
  cost?: number;
  profit?: number;
  quote?: number;
  invoiced?: number;
  hours?: number;
  materials?: number;
  labour?: number;
  sub?: number;
  date?: number;
}

/** A header without its currency: "Quote £" → "quote", "Purchase rate (₹)" → "purchase rate". */
export const bareLabel = (l: string): string =>
  l
    .toLowerCase()
    // a unit in brackets is the unit: "Labour (hrs)" is "labour hrs", "Margin (%)" "margin %"
    .replace(/\((hrs?|hours|%|qty)\)/g, ' $1')
    .replace(/\((?:[£$€¥₹]|[a-z]{3}|ex vat|inc vat|excl?\.? \w+)\)/g, ' ')
    // pass 51 (L3): "Unit cost NZ$", "Price (A$)": a dollar with its country is the currency
    .replace(/\(?\b(?:nz|au|a|us|c|ca|hk|s|sg|r)\$\)?/g, ' ')
    .replace(/[£$€¥₹]/g, ' ')
    .replace(/\b(?:gbp|usd|eur|sek|nzd|cad|aud|inr|zar|chf|dkk|nok)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ID = /^((?:job|project) ?(?:#|no\.?|number|id|ref(?:erence)?|code)|job|job\/ref)$/;
const NUMERIC = new Set(['number', 'money', 'percent']);

export function jobTable(wb: Workbook): Jobs | undefined {
  const found: Jobs[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const labels = t.columns.map((c) => bareLabel(c.label));
      const ids = labels.flatMap((l, i) => (ID.test(l) ? [i] : []));
      if (ids.length !== 1) continue;
      const id = ids[0]!;
      const num = (re: RegExp) =>
        labels.flatMap((l, i) => (re.test(l) && NUMERIC.has(t.columns[i]!.type) ? [i] : []));
      const only = (xs: number[]) => (xs.length === 1 ? xs[0] : undefined);
      const rows = t.rows.filter((r) => {
        if (r.kind !== 'data') return false;
        const v = r.cells[id];
        const text = typeof v === 'number' ? String(v) : cellText(v);
        return !!text && !/^(totals?|grand total|sub-?total)$/i.test(text);
      });
      if (rows.length < 3) continue;
      const names = t.columns.flatMap((c, i) =>
        (c.type === 'text' && !/^(notes?|comments?|status)$/.test(labels[i]!)) || i === id
          ? [i]
          : [],
      );
      const dates = t.columns.flatMap((c, i) =>
        c.type === 'date' &&
        /^(completed|finished|date|done|closed|completion date|date completed|job date)$/.test(
          labels[i]!,
        )
          ? [i]
          : [],
      );
      const j: Jobs = { t, rows, id, names };
      const set = (k: keyof Jobs, v: number | undefined) => {
        if (v !== undefined) (j as unknown as Record<string, number>)[k] = v;
      };
      set('cost', only(num(/^(total cost|job cost|total costs|total job cost|cost)$/)));
      set(
        'profit',
        only(num(/^((?:gross |net )?(?:margin|profit)(?: \/ loss)?(?: to date)?|profit\/loss)$/)),
      );
      set(
        'quote',
        only(
          num(
            /^(quote|quoted|quote price|quoted price|fee|fee agreed|agreed fee|contract (?:price|value|sum)|price)$/,
          ),
        ),
      );
      set(
        'invoiced',
        only(
          num(
            /^(invoiced|invoiced to date|billed|billed to date|invoiced amount|amount invoiced)$/,
          ),
        ),
      );
      set('hours', only(num(/^(?:labou?r )?(?:hrs|hours)$|^hours worked$|^labou?r hrs$/)));
      set('materials', only(num(/^materials?(?: cost)?$/)));
      set('labour', only(num(/^(labou?r|labou?r cost|staff cost)$/)));
      set(
        'sub',
        only(num(/^(sub-?contract(?:ors?|ing)?|subbies|subcontract cost|sub-?consultants?)$/)),
      );
      set('date', only(dates));
      if (j.profit === undefined && j.cost === undefined) continue;
      found.push(j);
    }
  return found.length === 1 ? found[0] : undefined;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const LEFT =
  /^how much (?:is |have we |do we have |are we )?(?:still |yet )?(?:left|remaining|outstanding|still) (?:to (?:be )?)?(?:invoice|bill)(?:d)?(?: on (.+?))?$|^how much (?:is |do we have )?(?:still |yet )?(?:to (?:be )?)?(?:invoiced|billed)(?: on (.+?))?$|^(?:what(?:'s| is) )?(?:still |left )?(?:to invoice|to bill|unbilled|uninvoiced|not yet invoiced|left to invoice|left to bill)(?: on (.+?))?$|^how much (?:haven't|have not) we (?:invoiced|billed)(?: yet)?(?: on (.+?))?$/;
const HOURS =
  /^how many (?:hours(?: of labou?r)?|labou?r hours|hrs) (?:went into|have we put in(?:to)?|did we put in(?:to)?|have we worked|did we work|did we spend|have we spent|were (?:worked|spent|logged)|in total|altogether|(?:have we |did we )?(?:spend|spent|log|logged))(?: (?:on|into|across|over|for))?(?:(?: (?:these|the|all|all the|all our|our))? (?:jobs|projects))?(?: (?:in total|altogether|so far))?(?: (?:on|into|for) (.+?))?$|^(?:what(?:'s| is| are) )?(?:the )?total (?:labou?r )?hours$|^how many (?:labou?r )?hours (?:on|for|went into) (.+?)$/;
const SUBBIES =
  /^(?:what|how much) (?:did|do|have) (?:the |our )?(subbies|subcontractors|sub-?contractors|subs|subconsultants) cost(?: us)?(?: in total| altogether)?$|^(?:what|how much) (?:did|have) we (?:pay|paid|spend|spent)(?: out)? (?:to|on) (?:the )?(subbies|subcontractors|sub-?contractors|subs|subconsultants|sub-?contract(?:ing|ors)?)$|^how much (?:went|has gone|did we spend) on (subbies|subcontractors|sub-?contractors|subconsultants|sub-?contracting)$|^(?:what(?:'s| is| was) )?(?:the |our )?(?:total )?(subbie|subcontractor|sub-?contract|subconsultant)s? (?:costs?|spend|bill|total)$/;
const COUNT_LOST =
  /^how many (?:jobs|projects) (?:lost (?:us )?money|made (?:a )?loss(?:es)?|(?:were|are|went) (?:in the red|unprofitable|loss-?making|under water)|lost money)$|^how many (?:unprofitable|loss-?making) (?:jobs|projects)(?: (?:were there|are there|did we have))?$/;
const LOSING =
  /^(?:which|what) (?:jobs?|projects?) (?:is|are|was|were) (?:losing|lost|making a loss on|in the red|unprofitable|under water)(?: (?:us )?money)?$|^(?:which|what) (?:jobs?|projects?) (?:lost|lose|loses) (?:us )?money$|^(?:which|what) (?:jobs?|projects?) (?:made|make|makes) (?:a )?loss$|^(?:are|were) (?:we|any jobs) (?:losing money|making a loss) on any (?:job|project)s?$/;
const RANK =
  /^(?:(?:which|what) (?:was|is) )?(?:our |the )?(most|least) profitable (?:job|project)(?: so far| this year| to date)?$|^(?:which|what) (?:job|project) (?:made|earned|brought in|makes|earns) (?:us )?(?:the )?(most|least)(?: money| profit)?(?: so far| to date)?$|^(?:what(?:'s| is| was) )?(?:our |the )?(best|worst) (?:job|project)(?: for (?:profit|margin))?$|^(?:which|what) (?:job|project) (?:is|was) (?:the )?(most|least) profitable$/;
const PER_HOUR =
  /^how much (?:per|an|a|each) hour (?:did|do|are|were|have) we (?:earn|earning|make|making|get|getting|bill|billing|charge|charging|earned|made)(?: on (.+?))?$|^(?:what|how much) (?:are|were|did|do) we (?:earning|earn|making|make|getting|get|billing|bill|charging|charge) (?:an|per|each|every) hour(?: on (.+?))?$|^(?:what(?:'s| is) )?(?:our |the )?(?:effective |average )?(?:hourly rate|rate per hour|earnings? per hour|income per hour) (?:on|for) (.+?)$/;
const OVERALL_MARGIN =
  /^(?:what(?:'s| is| was) )?(?:our |the )?(?:overall |average |whole )?(?:profit )?margin(?: overall| across (?:all )?(?:the )?jobs| on (?:all )?(?:the )?jobs| so far| to date)?$|^what (?:margin|profit margin) (?:are|were|did) we (?:making|make|made|getting|get)(?: overall| across (?:the )?jobs)?$/;
const HOURS_RANK =
  /^(?:which|what) (?:job|project) (?:had|took|has|needed|used|took up|ate up|involved|was) (?:the )?(most|fewest|least) (?:labou?r )?(?:hours|hrs|time)$/;
const BIGGEST =
  /^(?:what(?:'s| was| is) |which (?:was|is) )?(?:our |the )?(biggest|largest|smallest) (?:job|project)(?: by value| by fee| so far| this year)?$/;
const CHARGED =
  /^(?:what|how much) (?:did|have) we (?:charge|charged|invoice|invoiced|bill|billed) (?:the )?(.+?)(?: for (?:the |their |that )?(?:job|work))?$/;
const AVERAGE =
  /^(?:what(?:'s| is| was) )?(?:the |our )?(?:average|avg|mean|typical) (job cost|cost per job|cost of a job|margin per job|profit per job|job value|job size|value per job|hours per job|labou?r hours per job|job price|invoice per job|quote per job|fee per job)$/;
const LEFT_RANK =
  /^(?:which|what) (?:job|project) (?:has|have|had|is) (?:the )?(most|least) (?:left|still|remaining|outstanding) (?:to (?:be )?)?(?:invoice|bill)d?$/;
const TYPE_MOST =
  /^(?:which|what) (?:job type|type of job|kind of job|sort of job|job category|type of work|kind of work) (?:makes|earns|brings in|made|earned|brought in|is) (?:us )?(?:the )?(most|least)(?: money| profit)?$/;
const IN_MONTH = new RegExp(
  `^(?:what(?:'s| is| was) )?(?:the )?(?:total )?(.+?) (?:of|on|for) (?:the )?(?:jobs|projects) (?:we )?(?:finished|completed|done|closed|that finished|that were completed|completed|wrapped up) in ${MONTH}(?: (20\\d\\d))?$|^how much did (?:the )?(?:jobs|projects) (?:we )?(?:finished|completed|done) in ${MONTH}(?: (20\\d\\d))? (cost|make|bring in)(?: us)?$|^how many (?:jobs|projects) did we (?:finish|complete) in ${MONTH}(?: (20\\d\\d))?$`,
);
const NAMED_COST =
  /^(?:what|how much) (?:did|does|has) (?:the |job )?(.+?) cost(?: us)?(?: in total| altogether)?$|^(?:the |job )?(.+?) (?:total |job )?cost$/;
const NAMED_COL =
  /^(?:what (?:were|was|are|is) (?:the |our )?|how much (?:were|was|did we spend on) (?:the )?)?(materials?|labou?r(?: cost)?|subcontract(?:ors?)?|subbies|margin|profit(?: to date)?|quote|fee|invoiced|hours|labou?r hours|total cost|job cost) (?:on|for) (?:the |job )?(.+?)$/;

export function jobListAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
  now?: Date,
): Answer | undefined {
  const q = plainQuestion(question).replace(/[?]+$/, '').trim();
  // "how much do we still have to invoice", "what's still to be billed on 2603": any words
  // that ask what is yet to invoice; the job, if any, after "on" / "for"
  const leftAsked =
    !/^(?:which|who)\b/.test(q) &&
    ((/\b(?:left|still|remaining|yet|outstanding)\b/.test(q) &&
      /\bto (?:be )?(?:invoice|bill)d?\b/.test(q)) ||
      /\b(?:unbilled|uninvoiced)\b|\bnot (?:yet )?(?:invoiced|billed)\b|\bhaven'?t (?:we )?(?:invoiced|billed)\b|\bhave not (?:invoiced|billed)\b/.test(
        q,
      ));
  const leftJob = leftAsked ? / (?:on|for) (?:the |job )?(\S.*?)$/.exec(q) : null;
  const kinds = [
    LEFT.exec(q) ?? (leftAsked ? (leftJob ?? /$/.exec(q)) : null),
    HOURS.exec(q),
    SUBBIES.exec(q),
    COUNT_LOST.exec(q),
    LOSING.exec(q),
    RANK.exec(q),
    PER_HOUR.exec(q),
    OVERALL_MARGIN.exec(q),
    IN_MONTH.exec(q),
    NAMED_COST.exec(q),
    NAMED_COL.exec(q),
    HOURS_RANK.exec(q),
    BIGGEST.exec(q),
    CHARGED.exec(q),
    AVERAGE.exec(q),
    TYPE_MOST.exec(q),
    LEFT_RANK.exec(q),
  ];
  if (!kinds.some((k) => k)) return undefined;
  const j = jobTable(wb);
  if (!j) return undefined;
  // each kind the question fits is tried in turn: one that cannot read this table passes on
  for (let at = 0; at < kinds.length; at++) {
    const m = kinds[at];
    if (!m) continue;
    const got = attempt(j, at, m);
    if (got) return got;
  }
  return undefined;

  function attempt(
    j: NonNullable<ReturnType<typeof jobTable>>,
    at: number,
    m: RegExpExecArray,
  ): Answer | undefined {
    const { t } = j;
    const lab = (ci: number) => t.columns[ci]!.label;
    const idOf = (r: Row) => {
      const v = r.cells[j.id];
      return typeof v === 'number' ? String(v) : (cellText(v) ?? '');
    };
    const client = t.columns.findIndex((c) =>
      /^(client|customer|customer name|client name)$/i.test(c.label.trim()),
    );
    const who = (r: Row) => {
      const c = client >= 0 ? cellText(r.cells[client]) : undefined;
      return c ? `${idOf(r)} (${c})` : idOf(r);
    };
    // a job number alone ("2605") is no name: the client goes with it
    const atOf = (r: Row) => (/^\d+$/.test(idOf(r)) ? who(r) : idOf(r));
    const val = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
    const styleOf = (ci: number): NumberStyle =>
      cellStyle(t, j.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
    const cite = (rows: Row[], cols: number[]) =>
      rows.flatMap((r) => cols.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
    const show = (v: Dec, ci: number) =>
      figureOf(t, '', v, styleOf(ci), cite(j.rows.slice(0, 1), [ci])).display;
    const total = (rows: Row[], ci: number) => decSum(rows.map((r) => val(r, ci)));
    const named = (phrase: string | undefined, several = false): Row[] | Answer | undefined => {
      if (!phrase) return j.rows;
      const hits = rowsNamed(j.rows, j.names, phrase);
      if (!hits) return undefined;
      if (hits.length > 1 && !several)
        return refuse(`that fits ${hits.length} jobs (${hits.map(who).join(', ')}); which one?`);
      return hits;
    };
    const isAnswer = (x: Row[] | Answer): x is Answer => 'refused' in x;
    const sumFig = (
      rows: Row[],
      ci: number,
      label: string,
      text: (d: string) => string,
      kind = 'total',
    ) => {
      const fig = figureOf(
        t,
        label,
        total(rows, ci),
        styleOf(ci),
        cite(rows, [ci]),
        rows.length === 1 ? atOf(rows[0]!) : undefined,
      );
      return sourcedAnswer(fig, text(fig.display), rows.length === 1 ? 'lookup' : kind);
    };
    const jobsWord = (rows: Row[]) =>
      rows.length === 1 ? `job ${who(rows[0]!)}` : `${rows.length} jobs`;

    // money in: the column that, less the cost, gives the profit on every row
    const moneyIn = (): number | undefined => {
      const cands = [j.invoiced, j.quote].filter((x): x is number => x !== undefined);
      if (j.profit !== undefined && j.cost !== undefined) {
        const fits = cands.filter((ci) =>
          j.rows.every((r) => {
            const p = cellNumber(r.cells[j.profit!]);
            const c = cellNumber(r.cells[j.cost!]);
            const i = cellNumber(r.cells[ci]);
            return !p || !c || !i || decEq(decSub(i, c), p);
          }),
        );
        if (fits.length >= 1) return fits[0];
      }
      return j.invoiced ?? j.quote;
    };

    if (at === 0) {
      if (j.quote === undefined || j.invoiced === undefined) return undefined;
      const rows = named(m[1] ?? m[2] ?? m[3] ?? m[4]);
      if (!rows) return undefined;
      if (isAnswer(rows)) return rows;
      const left = decSub(total(rows, j.quote), total(rows, j.invoiced));
      const over = rows.filter((r) => decCmp(val(r, j.invoiced!), val(r, j.quote!)) > 0);
      const fig = figureOf(
        t,
        `${lab(j.quote)} − ${lab(j.invoiced)}`,
        left,
        styleOf(j.quote),
        cite(rows, [j.quote, j.invoiced]),
        rows.length === 1 ? atOf(rows[0]!) : undefined,
      );
      return sourcedAnswer(
        fig,
        `${fig.display} is left to invoice on ${jobsWord(rows)} (${lab(j.quote)} ${show(total(rows, j.quote), j.quote)} less ${lab(j.invoiced)} ${show(total(rows, j.invoiced), j.invoiced)}${over.length ? `; ${over.map(who).join(', ')} already invoiced more than agreed` : ''}).`,
        'total',
      );
    }
    if (at === 1) {
      if (j.hours === undefined) return undefined;
      const rows = named(m[1] ?? m[2]);
      if (!rows) return undefined;
      if (isAnswer(rows)) return rows;
      return sumFig(
        rows,
        j.hours,
        `${lab(j.hours)}, total`,
        (d) => `${d} hours on ${jobsWord(rows)} (${lab(j.hours!)}).`,
      );
    }
    if (at === 2) {
      if (j.sub === undefined) return undefined;
      return sumFig(
        j.rows,
        j.sub,
        `${lab(j.sub)}, total`,
        (d) =>
          `${d} paid out to subcontractors (${lab(j.sub!)} added over ${j.rows.length} jobs; a blank is nothing).`,
      );
    }
    if (at === 3 || at === 4) {
      if (j.profit === undefined) return undefined;
      const lost = j.rows.filter(
        (r) => cellNumber(r.cells[j.profit!]) && decSign(val(r, j.profit!)) < 0,
      );
      if (at === 3) {
        const fig = figureOf(
          t,
          `Jobs with ${lab(j.profit)} below 0`,
          decFromInt(lost.length),
          PLAIN,
          cite(lost.length ? lost : j.rows, [j.profit]),
        );
        return sourcedAnswer(
          fig,
          `${lost.length} of ${j.rows.length} jobs lost money (${lab(j.profit)} below 0)${lost.length ? `: ${lost.map((r) => `${who(r)} ${show(val(r, j.profit!), j.profit!)}`).join(', ')}` : ''}.`,
          'count',
        );
      }
      if (!lost.length) {
        const fig = figureOf(
          t,
          `Jobs with ${lab(j.profit)} below 0`,
          ZERO,
          PLAIN,
          cite(j.rows, [j.profit]),
        );
        return sourcedAnswer(
          fig,
          `No job is losing money: every ${lab(j.profit)} is 0 or more.`,
          'count',
        );
      }
      const worst = [...lost].sort((x, y) => decCmp(val(x, j.profit!), val(y, j.profit!)))[0]!;
      const fig = figureOf(
        t,
        `${lab(j.profit)}, ${idOf(worst)}`,
        val(worst, j.profit),
        styleOf(j.profit),
        cite([worst], [j.profit]),
        atOf(worst),
      );
      const others = lost.filter((r) => r !== worst);
      return sourcedAnswer(
        fig,
        `${lost.length === 1 ? 'Job' : `${lost.length} jobs are losing money; the biggest loss is job`} ${who(worst)}: ${lab(j.profit)} ${fig.display}${others.length ? ` (also ${others.map((r) => `${who(r)} ${show(val(r, j.profit!), j.profit!)}`).join(', ')})` : ' is below 0'}.`,
        'min',
      );
    }
    if (at === 5) {
      if (j.profit === undefined) return undefined;
      const word = m[1] ?? m[2] ?? m[3] ?? m[4]!;
      const max = word === 'most' || word === 'best';
      const rows = j.rows.filter((r) => cellNumber(r.cells[j.profit!]));
      let best = 0;
      for (let i = 1; i < rows.length; i++) {
        const c = decCmp(val(rows[i]!, j.profit), val(rows[best]!, j.profit));
        if (max ? c > 0 : c < 0) best = i;
      }
      if (rows.some((r, i) => i !== best && decEq(val(r, j.profit!), val(rows[best]!, j.profit!))))
        return refuse(`several jobs tie on ${lab(j.profit)}`);
      const row = rows[best]!;
      const fig = figureOf(
        t,
        `${max ? 'Highest' : 'Lowest'} ${lab(j.profit)}`,
        val(row, j.profit),
        styleOf(j.profit),
        cite([row], [j.profit]),
        atOf(row),
      );
      return sourcedAnswer(
        fig,
        `The ${max ? 'most' : 'least'} profitable job is ${who(row)}: ${lab(j.profit)} ${fig.display}.`,
        max ? 'max' : 'min',
      );
    }
    if (at === 6) {
      if (j.hours === undefined) return undefined;
      const inCol = moneyIn();
      if (inCol === undefined) return undefined;
      const rows = named(m[1] ?? m[2] ?? m[3]);
      if (!rows) return undefined;
      if (isAnswer(rows)) return rows;
      const hrs = total(rows, j.hours);
      const money = total(rows, inCol);
      if (decSign(hrs) <= 0) return refuse(`${lab(j.hours)} is 0 there`);
      const v = decDiv(money, hrs, 2);
      if (!v) return undefined;
      const fig = figureOf(
        t,
        `${lab(inCol)} ÷ ${lab(j.hours)}`,
        v,
        { ...styleOf(inCol), decimals: 2 },
        cite(rows, [inCol, j.hours]),
        rows.length === 1 ? atOf(rows[0]!) : undefined,
      );
      const profitPer = j.profit !== undefined ? decDiv(total(rows, j.profit), hrs, 2) : undefined;
      return sourcedAnswer(
        fig,
        `${fig.display} an hour on ${jobsWord(rows)} (${lab(inCol)} ${show(money, inCol)} ÷ ${figureOf(t, '', hrs, PLAIN, cite(rows, [j.hours])).display} ${lab(j.hours)}${profitPer ? `; in ${lab(j.profit!)} it is ${figureOf(t, '', profitPer, { ...styleOf(j.profit!), decimals: 2 }, cite(rows, [j.profit!])).display} an hour` : ''}).`,
        'ratio',
      );
    }
    if (at === 7) {
      if (j.profit === undefined) return undefined;
      const inCol = moneyIn();
      if (inCol === undefined) return undefined;
      const p = total(j.rows, j.profit);
      const money = total(j.rows, inCol);
      if (decSign(money) <= 0) return undefined;
      const v = decDiv(decMul(p, HUNDRED), money, 2);
      if (!v) return undefined;
      const fig = figureOf(
        t,
        `${lab(j.profit)} as % of ${lab(inCol)}`,
        v,
        PERCENT,
        cite(j.rows, [j.profit, inCol]),
      );
      const amount = figureOf(
        t,
        `${lab(j.profit)}, total`,
        p,
        styleOf(j.profit),
        cite(j.rows, [j.profit]),
      );
      return sourcedAnswer(
        fig,
        `Our overall margin is ${fig.display} (${lab(j.profit)} ${amount.display} ÷ ${lab(inCol)} ${show(money, inCol)} over ${j.rows.length} jobs); in money, ${amount.display}.`,
        'ratio',
        [amount],
      );
    }
    if (at === 8) {
      if (j.date === undefined) return undefined;
      const month = MONTHS.findIndex((x) => x.startsWith((m[2] ?? m[4] ?? m[7])!.slice(0, 3))) + 1;
      const yearAsked = m[3] ?? m[5] ?? m[8];
      const inM = j.rows.filter((r) => {
        const d = dateOf(r.cells[j.date!]);
        return d && d.m === month && (!yearAsked || d.y === Number(yearAsked));
      });
      const years = [...new Set(inM.map((r) => dateOf(r.cells[j.date!])!.y))];
      if (years.length > 1) {
        const y0 = now?.getUTCFullYear();
        return refuse(
          `jobs were ${lab(j.date)} in ${MONTHS[month - 1]} of ${years.join(' and ')}${y0 ? '' : ''}; which year?`,
        );
      }
      const monthName = `${MONTHS[month - 1]![0]!.toUpperCase()}${MONTHS[month - 1]!.slice(1)}${years[0] ? ` ${years[0]}` : ''}`;
      if (m[7]) {
        const fig = figureOf(
          t,
          `Jobs ${lab(j.date)} in ${monthName}`,
          decFromInt(inM.length),
          PLAIN,
          cite(inM.length ? inM : j.rows, [j.date]),
        );
        return sourcedAnswer(
          fig,
          `${inM.length} jobs ${lab(j.date).toLowerCase()} in ${monthName}${inM.length ? `: ${inM.map(who).join(', ')}` : ''}.`,
          'count',
        );
      }
      const what = (m[1] ?? m[6])!;
      const col =
        /^(?:total )?costs?$|^cost$/.test(what) || what === 'cost'
          ? j.cost
          : /^(margin|profit|make)$/.test(what)
            ? j.profit
            : /^(quote|quotes|quoted|value|fees?|bring in)$/.test(what)
              ? (j.invoiced ?? j.quote)
              : /^materials?$/.test(what)
                ? j.materials
                : /^(hours|labou?r hours)$/.test(what)
                  ? j.hours
                  : undefined;
      if (col === undefined) return undefined;
      if (!inM.length) return refuse(`no job has a ${lab(j.date)} date in ${monthName}`);
      return sumFig(
        inM,
        col,
        `${lab(col)}, ${lab(j.date)} in ${monthName}`,
        (d) =>
          `${d} on the ${inM.length} jobs ${lab(j.date!).toLowerCase()} in ${monthName} (${lab(col)}: ${inM.map(who).join(', ')}).`,
      );
    }
    if (at >= 11)
      return moreAnswer(j, at, m, refuse, { who, atOf, val, styleOf, cite, show, total, named });
    // a job named: its cost, or the column named
    let col: number | undefined;
    let phrase: string;
    if (at === 9) {
      col = j.cost;
      phrase = (m[1] ?? m[2])!;
    } else {
      const w = m[1]!;
      col = /^materials?$/.test(w)
        ? j.materials
        : /^labou?r hours|^hours$/.test(w)
          ? j.hours
          : /^labou?r/.test(w)
            ? j.labour
            : /^sub/.test(w)
              ? j.sub
              : /^(margin|profit)/.test(w)
                ? // pass 37: "margin on job X" beside a Profit column (no Margin) is a percent
                  /^margin/.test(w) &&
                  j.profit !== undefined &&
                  !/^margin/.test(bareLabel(lab(j.profit)))
                  ? undefined
                  : j.profit
                : /^(quote|fee)$/.test(w)
                  ? j.quote
                  : /^invoiced$/.test(w)
                    ? j.invoiced
                    : j.cost;
      phrase = m[2]!;
    }
    if (col === undefined) return undefined;
    const rows = named(phrase);
    if (!rows || isAnswer(rows)) return rows as Answer | undefined;
    if (rows.length !== 1) return undefined;
    const row = rows[0]!;
    if (!cellNumber(row.cells[col]) && !/^sub/.test(lab(col).toLowerCase()))
      return refuse(`job ${who(row)} has no ${lab(col)} figure`);
    const fig = figureOf(
      t,
      `${lab(col)} for ${idOf(row)}`,
      val(row, col),
      styleOf(col),
      cite([row], [col]),
      atOf(row),
    );
    return sourcedAnswer(
      fig,
      `${lab(col)} on job ${who(row)}: ${fig.display}${cellNumber(row.cells[col]) ? '' : ' (the cell is blank)'}.`,
      'lookup',
    );
  }
}

function dateOf(cell: Cell | undefined): { y: number; m: number } | undefined {
  return cell && typeof cell === 'object' && !Array.isArray(cell) && 'd' in cell
    ? { y: Number(cell.d.slice(0, 4)), m: Number(cell.d.slice(5, 7)) }
    : undefined;
}

interface Tools {
  who: (r: Row) => string;
  atOf: (r: Row) => string;
  val: (r: Row, ci: number) => Dec;
  styleOf: (ci: number) => NumberStyle;
  cite: (rows: Row[], cols: number[]) => Array<{ r: number; c: number }>;
  show: (v: Dec, ci: number) => string;
  total: (rows: Row[], ci: number) => Dec;
  named: (phrase: string | undefined, several?: boolean) => Row[] | Answer | undefined;
}

/** The job with the most hours, the biggest job, what a client was charged, averages per job, the job type that makes the most. */
function moreAnswer(
  j: Jobs,
  at: number,
  m: RegExpExecArray,
  refuse: (why: string) => Answer,
  x: Tools,
): Answer | undefined {
  const { t } = j;
  const lab = (ci: number) => t.columns[ci]!.label;
  const extreme = (ci: number, max: boolean, what: string): Answer | undefined => {
    const rows = j.rows.filter((r) => cellNumber(r.cells[ci]));
    if (rows.length < 2) return undefined;
    let best = 0;
    for (let i = 1; i < rows.length; i++) {
      const c = decCmp(x.val(rows[i]!, ci), x.val(rows[best]!, ci));
      if (max ? c > 0 : c < 0) best = i;
    }
    if (rows.some((r, i) => i !== best && decEq(x.val(r, ci), x.val(rows[best]!, ci))))
      return refuse(`several jobs tie on ${lab(ci)}`);
    const row = rows[best]!;
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${lab(ci)}`,
      x.val(row, ci),
      j.hours === ci ? PLAIN : x.styleOf(ci),
      x.cite([row], [ci]),
      x.atOf(row),
    );
    return sourcedAnswer(
      fig,
      `${what} is job ${x.who(row)}: ${lab(ci)} ${fig.display}.`,
      max ? 'max' : 'min',
    );
  };
  if (at === 11) {
    if (j.hours === undefined) return undefined;
    const max = m[1] === 'most';
    return extreme(j.hours, max, `The job with the ${max ? 'most' : 'fewest'} hours`);
  }
  if (at === 12) {
    const col = j.quote ?? j.invoiced;
    if (col === undefined) return undefined;
    const max = m[1] !== 'smallest';
    return extreme(col, max, `The ${max ? 'biggest' : 'smallest'} job by ${lab(col)}`);
  }
  if (at === 13) {
    const col = j.invoiced ?? j.quote;
    if (col === undefined) return undefined;
    // a client or a kind of job named over several jobs is their sum
    const rows = x.named(m[1], true);
    if (!rows || 'refused' in rows) return rows as Answer | undefined;
    const fig = figureOf(
      t,
      `${lab(col)}, ${rows.map(x.atOf).join(', ')}`,
      x.total(rows, col),
      x.styleOf(col),
      x.cite(rows, [col]),
      rows.length === 1 ? x.atOf(rows[0]!) : undefined,
    );
    return sourcedAnswer(
      fig,
      `${fig.display} (${lab(col)}${rows.length === 1 ? ` of job ${x.who(rows[0]!)}` : `, added over the ${rows.length} jobs matching '${m[1]}': ${rows.map(x.who).join(', ')}`}).`,
      rows.length === 1 ? 'lookup' : 'total',
    );
  }
  if (at === 14) {
    const w = m[1]!;
    const col = /hours/.test(w)
      ? j.hours
      : /margin|profit/.test(w)
        ? /^margin/.test(w) && j.profit !== undefined && !/^margin/.test(bareLabel(lab(j.profit)))
          ? undefined
          : j.profit
        : /value|size|price|invoice|quote|fee/.test(w)
          ? /invoice/.test(w)
            ? (j.invoiced ?? j.quote)
            : (j.quote ?? j.invoiced)
          : j.cost;
    if (col === undefined) return undefined;
    const rows = j.rows.filter((r) => cellNumber(r.cells[col]));
    if (!rows.length) return undefined;
    const v = decDiv(x.total(rows, col), decFromInt(rows.length), 2);
    if (!v) return undefined;
    const fig = figureOf(
      t,
      `Average ${lab(col)} per job`,
      v,
      j.hours === col ? PLAIN : x.styleOf(col),
      x.cite(rows, [col]),
    );
    const blank = j.rows.length - rows.length;
    return sourcedAnswer(
      fig,
      `${fig.display} a job on average (${lab(col)} over ${rows.length} jobs${blank ? `; ${blank} with no figure left out` : ''}).`,
      'average',
    );
  }
  if (at === 16) {
    // the job with the most left to invoice: Fee agreed − Invoiced to date, row by row
    if (j.quote === undefined || j.invoiced === undefined) return undefined;
    const max = m[1] === 'most';
    const left = (r: Row) => decSub(x.val(r, j.quote!), x.val(r, j.invoiced!));
    let best = 0;
    for (let i = 1; i < j.rows.length; i++) {
      const c = decCmp(left(j.rows[i]!), left(j.rows[best]!));
      if (max ? c > 0 : c < 0) best = i;
    }
    const row = j.rows[best]!;
    if (j.rows.some((r, i) => i !== best && decEq(left(r), left(row))))
      return refuse('several jobs tie on what is left to invoice');
    const fig = figureOf(
      t,
      `${lab(j.quote)} − ${lab(j.invoiced)}, ${x.atOf(row)}`,
      left(row),
      x.styleOf(j.quote),
      x.cite([row], [j.quote, j.invoiced]),
      x.atOf(row),
    );
    return sourcedAnswer(
      fig,
      `Job ${x.who(row)} has the ${max ? 'most' : 'least'} left to invoice: ${fig.display} (${lab(j.quote)} less ${lab(j.invoiced)}).`,
      max ? 'max' : 'min',
    );
  }
  // the job type that makes the most: profit and money in must agree, else both are named
  const type = t.columns.findIndex((c) =>
    /^(job type|type|type of job|category|job category|service|work type)$/i.test(c.label.trim()),
  );
  if (type < 0 || j.profit === undefined) return undefined;
  const max = m[1] === 'most';
  const groups = new Map<string, Row[]>();
  for (const r of j.rows) {
    const g = cellText(r.cells[type]);
    if (g) groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  if (groups.size < 2) return undefined;
  const best = (ci: number) => {
    const es = [...groups.entries()].map(([g, rows]) => ({ g, rows, v: x.total(rows, ci) }));
    es.sort((a, b) => (max ? decCmp(b.v, a.v) : decCmp(a.v, b.v)));
    return decEq(es[0]!.v, es[1]!.v) ? undefined : es[0]!;
  };
  const byProfit = best(j.profit);
  if (!byProfit) return refuse(`job types tie on ${lab(j.profit)}`);
  const inCol = j.invoiced ?? j.quote;
  const byIn = inCol !== undefined ? best(inCol) : undefined;
  if (inCol !== undefined && byIn?.g !== byProfit.g)
    return refuse(
      `by ${lab(j.profit)} it is ${byProfit.g}, by ${lab(inCol)} ${byIn?.g ?? 'a tie'}; do you mean profit or money in?`,
    );
  const fig = figureOf(
    t,
    `${lab(j.profit)} by ${t.columns[type]!.label}`,
    byProfit.v,
    x.styleOf(j.profit),
    x.cite(byProfit.rows, [j.profit]),
    byProfit.g,
  );
  return sourcedAnswer(
    fig,
    `${byProfit.g} makes the ${max ? 'most' : 'least'}: ${lab(j.profit)} ${fig.display} over ${byProfit.rows.length} jobs${inCol !== undefined ? ` (also the ${max ? 'most' : 'least'} ${lab(inCol)})` : ''}.`,
    max ? 'max' : 'min',
  );
}
