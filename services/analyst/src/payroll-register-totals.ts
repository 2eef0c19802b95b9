/**
 * Issue 13, pass 47 (L3): a payroll register, one row per person (`Employee | Role | Hours |
 * Rate £ | Gross pay £ | PAYE £ | Employee NI £ | Pension (ee) £ | Net pay £ | Employer NI £ |
 * Employer pension £`, or a bureau's `Basic Pay | Overtime | Gross Pay | PAYE Tax | Employee NI
 * | Pension (EE) | Net Pay | Employer NI`), a TOTAL row. Owners ask in their own words:
 * - "what actually went into people's bank accounts" (take-home, what staff took home, paid
 *   out to staff): the Net pay column's total;
 * - "total cost of employing everyone" (employment cost, cost to the business, all-in staff
 *   cost): Gross + the employer's columns (Employer NI, Employer pension), each named; a
 *   register with no employer column says so;
 * - "everything deducted from staff pay" (all deductions, what came off their pay): the
 *   columns between Gross and Net (PAYE, Employee NI, Pension (ee), student loan …), checked
 *   against Gross − Net (refused when they differ);
 * - "pension contributions both sides" (employee and employer, altogether): the two pension
 *   columns added; a register with one side only says which it holds;
 * - "how much PAYE do we owe HMRC": the column named (HMRC, the taxman, the IRS, the revenue
 *   are the tax collector, never a column); "what do we owe HMRC" with no column named is asked
 *   back with PAYE, both NI columns and their sum.
 * Every total is the people's rows added, checked against the TOTAL row when there is one.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decDiv, decEq, decMul, decSub, decSum } from './decimal';
import { PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { type MonthsAsked, monthsAsked } from './month-list-words';
import { MONTH_SHORT } from './periods';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const PERSON = /^(employee|employee name|name|staff|staff member|worker|person)$/i;
const GROSS = /^gross\b/i;
const NET = /^net\b|^take[- ]?home\b/i;
const EMPLOYER = /\b(employer'?s?|er)\b/i;
const EMPLOYEE = /\b(employee'?s?|ee)\b/i;
// (after blind-40: the Canada / Quebec Pension Plan)
const PENSION = /\bpension\b|\bcpp2?\b|\bqpp\b/i;
// (after blind-36: Ireland's PRSI is its social insurance, as NI is the UK's)
// (after blind-40: Canada's EI, employment insurance, too)
const NI =
  /\bni\b|national insurance|\bnic'?s?\b|\bprsi\b|social (?:insurance|security)|\bei\b|employment insurance/i;
const TAX =
  /^(paye|payg|tax|income tax|paye tax|withholding|w\/h|payg withholding|tax withheld)\b/i;
// pass 51 (L1): Australia's super (superannuation guarantee) is the employer's contribution on
// top of gross pay, as an employer pension is; KiwiSaver's employer side too
const SUPER =
  /^(?:employer )?(?:super|superannuation|sg|super guarantee|super contributions?|kiwisaver (?:er|employer))\b/i;

interface Register {
  t: Table;
  rows: Row[];
  total?: Row;
  gross: number;
  net: number;
  /** the month its rows were narrowed to ("Nov 2026") */
  when?: string;
}

function theRegister(wb: Workbook): Register | undefined {
  const out: Register[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const person = t.columns.findIndex((c) => PERSON.test(c.label.trim()) && c.type === 'text');
      const nums = (re: RegExp) =>
        t.columns.flatMap((c, i) => (re.test(c.label.trim()) && c.type !== 'text' ? [i] : []));
      const gross = nums(GROSS);
      const net = nums(NET);
      if (person < 0 || gross.length !== 1 || net.length !== 1 || gross[0]! > net[0]!) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
      const totals = t.rows.filter((r) => r.kind === 'total');
      if (rows.length < 2) continue;
      out.push({
        t,
        rows,
        ...(totals.length === 1 ? { total: totals[0]! } : {}),
        gross: gross[0]!,
        net: net[0]!,
      });
    }
  return out.length === 1 ? out[0] : undefined;
}

/** The rows of the one month named, on a register whose rows are dated in several months. */
function monthsRun(reg: Register, asked: MonthsAsked): Register | undefined {
  if (asked.other || asked.months.length !== 1) return undefined;
  const month = asked.months[0]! + 1;
  const periods = reg.rows.map((r) => r.period);
  if (periods.some((p) => !p || p.kind !== 'month')) return undefined;
  if (new Set(periods.map((p) => `${p!.year}-${p!.index}`)).size < 2) return undefined;
  const picked = reg.rows.filter(
    (r) => r.period!.index === month && (asked.year === undefined || r.period!.year === asked.year),
  );
  if (new Set(picked.map((r) => r.period!.year)).size !== 1) return undefined;
  // the TOTAL row adds every month: never a check of one
  const { year } = picked[0]!.period!;
  const when = `${MONTH_SHORT[month - 1]}${year ? ` ${year}` : ''}`;
  return { t: reg.t, rows: picked, gross: reg.gross, net: reg.net, when };
}

const NET_ASK =
  /\b(?:went|go|goes|paid|landed) (?:in)?to (?:people'?s?|staff'?s?|the staff'?s?|everyone'?s?|their|employees'?) (?:bank )?accounts?\b|\btake[- ]?home(?: pay)?\b|\btook home\b|\btake home\b|\bpaid out to (?:the )?(?:staff|people|employees|everyone)\b|\bactually (?:got|get|received|receive) (?:paid)?\b/;
const COST_ASK =
  /\bcost (?:us |the business )?all[- ]up\b|\ball[- ]up cost\b|\b(?:this|the) pay ?run cost\b|\bcost of (?:this|the) pay ?run\b|\b(?:total |full |true |real |all[- ]in )?cost (?:of|to) employ(?:ing)?\b|\bcost (?:us )?to employ\b|\bemployment costs?\b|\b(?:total |full |true |all[- ]in )?cost to the (?:business|company|firm)\b|\b(?:true|full|all[- ]in|total) (?:staff|employment|employee|people|payroll) costs?\b|\bemployer'?s? (?:total )?costs?\b|\bincluding (?:the )?employer'?s?\b|\b(?:full|total|true|real|all[- ]in) cost of (?:the )?(?:payroll|wages|staff|employment)\b/;
const DEDUCT_ASK =
  /\b(?:everything|all|total|what(?:'s| was| is)?|how much (?:was|is|got|has been)?) (?:was |got |that was )?(?:deducted|taken off|taken out|withheld|docked)\b|\b(?:all|total) (?:the )?deductions\b|\bcame off (?:their|staff|people'?s?|everyone'?s?) (?:pay|wages|salar\w+)\b/;
const BOTH_NAMED =
  /\bboth\b|\b(?:employee|staff|ee) and (?:the )?(?:employer|company|er)\b|\b(?:employer|company|er) and (?:the )?(?:employee|staff|ee)\b/;
const BOTH_SIDES =
  /\bboth sides\b|\bboth\b|\b(?:employee|staff|ee) and (?:the )?(?:employer|company|er)\b|\b(?:employer|company|er) and (?:the )?(?:employee|staff|ee)\b|\baltogether\b|\bcombined\b|\bin total\b/;
// pass 51 (L1): "how much super do we owe", "super for this pay run": the Super column
const SUPER_ASK =
  /^(?:how much|what)(?: in)? super(?:annuation)?\b(?! rate| %| percent)|\bsuper(?:annuation)? (?:do we owe|owed|due|we owe|liability|to pay|payable|bill|total|contributions?|guarantee)\b|^(?:total |the )?super(?:annuation)?$/;
// pass 51 (L1): "how much tax did we withhold": the one income tax column (PAYG, PAYE, Tax)
const TAX_ASK =
  /\b(?:tax|payg|paye)(?: did we| have we| was| were| that was| that we)? (?:withh[oe]ld|withholding|deducted|taken|take off|took off)\b|\b(?:withh[oe]ld|withholding)(?: tax)?\b|^(?:how much|what(?:'s| is| was)?)(?: the)?(?: total)? (?:payg|paye|income tax)\b/;
const COLLECTOR =
  /\b(?:hmrc|the taxman|the tax man|irs|the revenue|revenue service|inland revenue|revenue commissioners|ird|cra|ato|sars|the tax office)\b/;

export function payrollTotalsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[‘’]/g, "'")
    // pass 51 (L1): the register's one pay run ("for this fortnight", "this pay run")
    .replace(
      /\b(?:for |in |over |on )?(?:this|the|that) (?:fortnight|pay ?run|pay period|pay cycle|payroll)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const sup =
    SUPER_ASK.test(q) &&
    !/\b(?:rate|per|each|who|which|share|percent|percentage|proportion|ratio|average|most|least)\b|%/.test(
      q,
    );
  const taxAsk =
    !sup &&
    TAX_ASK.test(q) &&
    !/\b(?:rate|per|each|who|which|share|percent|percentage|proportion|ratio|average|most|least)\b|%/.test(
      q,
    );
  // after blind-38: a month named ("how much PAYE did we deduct in October") is never the
  // register's every row: that is left to the readers of periods, like the totals below
  const monthNamed = (): boolean => {
    const asked = monthsAsked(q);
    return asked.months.length > 0 || (asked.other && !/\bthis month\b/.test(q));
  };
  if ((sup || taxAsk) && !monthNamed()) {
    const reg = theRegister(wb);
    if (!reg) return undefined;
    const { t, rows } = reg;
    // a person, a role or a type named is that group's figure (payroll-type-rows.ts, the engine)
    const words = new Set(
      t.columns.flatMap((c, i) =>
        c.type === 'text' && i !== reg.gross
          ? rows.flatMap((r) => normalizeText(cellText(r.cells[i]) ?? '').match(/[a-z]{3,}/g) ?? [])
          : [],
      ),
    );
    if (
      (normalizeText(q).match(/[a-z]{3,}/g) ?? []).some(
        (w) => words.has(w) || words.has(w.replace(/s$/, '')),
      )
    )
      return undefined;
    const cols = t.columns.flatMap((c, i) =>
      c.type !== 'text' && (sup ? SUPER.test(c.label.trim()) : TAX.test(c.label.trim())) ? [i] : [],
    );
    if (cols.length !== 1) return undefined;
    const i = cols[0]!;
    // a Super column between Gross and Net is the employee's deduction (pass 16): the employer's
    // super sits after Net, on top of the pay
    if (sup && i < reg.net) return undefined;
    const vals = rows.map((r) => cellNumber(r.cells[i]));
    const v = decSum(vals.filter((x): x is Dec => x !== undefined));
    const tv = reg.total ? cellNumber(reg.total.cells[i]) : undefined;
    if (tv && !decEq(tv, v))
      return refuse(`the people's rows do not add up to the TOTAL row in ${t.columns[i]!.label}`);
    const fig = figureOf(
      t,
      `${t.columns[i]!.label}, total`,
      v,
      cellStyle(t, rows[0]!.cells[i]),
      rows.map((r) => ({ r: r.r, c: t.columns[i]!.c })),
    );
    return sourcedAnswer(
      fig,
      sup
        ? `${fig.display} of super for this pay run (${t.columns[i]!.label} added over ${rows.length} people; the register shows what is due, not what has been paid).`
        : `${fig.display} of tax withheld (${t.columns[i]!.label} added over ${rows.length} people).`,
      'total',
    );
  }
  // a share is no total: "what share of gross pay is total deductions" answered the
  // deductions (after blind-40); deductions as a share of gross is read below, others are not
  const share = /%|\b(?:percent|percentage|share|proportion|fraction|ratio)\b/.test(q);
  const deductShare = share && /\bdeduct/.test(q) && /\bgross\b/.test(q);
  if (share && !deductShare) return undefined;
  const net = !share && NET_ASK.test(q);
  const cost = !net && !share && COST_ASK.test(q);
  const deduct = !net && !cost && (deductShare || DEDUCT_ASK.test(q));
  const pension = !net && !cost && !deduct && PENSION.test(q) && BOTH_SIDES.test(q);
  const owe = !net && !cost && !deduct && !pension && COLLECTOR.test(q);
  if (!net && !cost && !deduct && !pension && !owe) return undefined;
  // a month or any other period named is the title period's reader's (pass 43)
  // "per person", "each", "average", "who": one person's figure, the engine's
  if (/\b(per|each|average|avg|mean|who|which|whose|most|least|highest|lowest)\b/.test(q))
    return undefined;
  const whole = theRegister(wb);
  if (!whole) return undefined;
  // a month named is that month's pay run on a register of several; otherwise the title
  // period's reader's (pass 43)
  const reg = monthNamed() ? monthsRun(whole, monthsAsked(q)) : whole;
  if (!reg) return undefined;
  const { t, rows } = reg;
  // a person named ("what does Maya take home") is that person's figure, never the total
  const person = t.columns.findIndex((c) => PERSON.test(c.label.trim()) && c.type === 'text');
  const nameWords = new Set(
    rows.flatMap(
      (r) =>
        cellText(r.cells[person])
          ?.toLowerCase()
          .match(/[a-z]{3,}/g) ?? [],
    ),
  );
  if ((q.match(/[a-z]{3,}/g) ?? []).some((w) => nameWords.has(w.replace(/'s$/, ''))))
    return undefined;
  const col = (i: number) => t.columns[i]!;
  const numeric = t.columns.flatMap((c, i) => (c.type !== 'text' && c.role !== 'date' ? [i] : []));
  const sumOf = (i: number): Dec | undefined => {
    const vals = rows.map((r) => cellNumber(r.cells[i]));
    if (vals.some((v) => v === undefined) && vals.every((v) => v === undefined)) return undefined;
    const s = decSum(vals.filter((v): v is Dec => v !== undefined));
    const tv = reg.total ? cellNumber(reg.total.cells[i]) : undefined;
    return tv && !decEq(tv, s) ? undefined : s;
  };
  const style = cellStyle(t, rows[0]!.cells[reg.gross]);
  const cellsOf = (cols: number[]) =>
    cols.flatMap((i) => rows.map((r) => ({ r: r.r, c: col(i).c })));
  const partFig = (i: number) => {
    const v = sumOf(i);
    return v ? figureOf(t, `${col(i).label}, total`, v, style, cellsOf([i])) : undefined;
  };
  const answerSum = (
    cols: number[],
    label: string,
    say: (shown: string, total: string) => string,
  ): Answer => {
    const parts = cols.map(partFig);
    if (parts.some((p) => !p))
      return refuse(
        `the people's rows do not add up to the TOTAL row in ${cols.map((i) => col(i).label).join(', ')}; I will not pick one`,
      );
    const v = decSum(cols.map((i) => sumOf(i)!));
    const fig = figureOf(t, label, v, style, cellsOf(cols));
    const shown = parts.map((p) => `${p!.label.replace(/, total$/, '')} ${p!.display}`).join(' + ');
    return sourcedAnswer(
      fig,
      say(shown, fig.display),
      cols.length > 1 ? 'arithmetic' : 'total',
      cols.length > 1 ? parts.map((p) => p!) : [],
    );
  };
  const n = rows.length;
  // a register of several pay runs holds each person once a run: lines, not people
  const names = new Set(rows.map((r) => cellText(r.cells[person])?.toLowerCase()).filter(Boolean));
  const who = names.size < n ? `${n} pay lines (${names.size} people)` : `${n} people`;
  const people = reg.when ? `${who}, ${reg.when}` : who;

  if (net) {
    const fig = partFig(reg.net);
    if (!fig)
      return refuse(`the people's rows do not add up to the TOTAL row in ${col(reg.net).label}`);
    return sourcedAnswer(
      fig,
      `${fig.display} went into people's accounts: ${col(reg.net).label} added over ${people} (what they take home after deductions).`,
      'total',
    );
  }

  const employerCols = numeric.filter(
    (i) => i > reg.gross && EMPLOYER.test(col(i).label) && !EMPLOYEE.test(col(i).label),
  );
  if (cost) {
    const supers = numeric.filter((i) => i > reg.net && SUPER.test(col(i).label.trim()));
    const cols = [
      reg.gross,
      ...employerCols.filter((i) => NI.test(col(i).label) || PENSION.test(col(i).label)),
      ...supers.filter((i) => !employerCols.includes(i)),
    ];
    const none =
      !employerCols.some((i) => PENSION.test(col(i).label)) && !supers.length
        ? ' The register has no employer pension column.'
        : '';
    if (cols.length === 1)
      return refuse(
        `the register holds no employer's costs (employer NI, employer pension, super), only ${col(reg.gross).label}; the cost of employing everyone is more than the gross pay`,
      );
    return answerSum(
      cols,
      'Cost of employing everyone',
      (shown, total) =>
        `Cost of employing everyone: ${shown} = ${total} over ${people} (gross pay plus the employer's own costs).${none}`,
    );
  }

  if (deduct) {
    const between = numeric.filter(
      (i) => i > reg.gross && i < reg.net && !EMPLOYER.test(col(i).label),
    );
    // a column that totals the deductions (Total deductions, a Total under "Deductions") is
    // the answer alone, never added to its parts
    const totalCol = between.filter((i) => /\btotal\b/i.test(col(i).label));
    if (totalCol.length > 1) return undefined;
    const cols = totalCol.length ? totalCol : between;
    if (!cols.length) return undefined;
    const g = sumOf(reg.gross);
    const nt = sumOf(reg.net);
    const ds = cols.map(sumOf);
    if (!g || !nt || ds.some((x) => !x) || !decEq(decSub(g, nt), decSum(ds as Dec[])))
      return refuse(
        `the deduction columns (${cols.map((i) => col(i).label).join(', ')}) do not add up to ${col(reg.gross).label} minus ${col(reg.net).label}; name the columns`,
      );
    if (deductShare) {
      const pct = decDiv(decMul(decSub(g, nt), HUNDRED), g, 2);
      if (!pct) return undefined;
      const fig = figureOf(
        t,
        'Deductions as a share of gross pay',
        pct,
        PERCENT,
        cellsOf([reg.gross, ...cols]),
      );
      const shown = (v: Dec) => figureOf(t, '', v, style, cellsOf([reg.gross])).display;
      return sourcedAnswer(
        fig,
        `${fig.display} of gross pay goes to deductions: ${cols.map((i) => col(i).label).join(' + ')} ${shown(decSum(ds as Dec[]))} ÷ ${col(reg.gross).label} ${shown(g)}, over ${people}.`,
        'share',
      );
    }
    return answerSum(
      cols,
      'Deducted from pay',
      (shown, total) =>
        `Deducted from staff pay: ${shown} = ${total} over ${people} (the same as ${col(reg.gross).label} minus ${col(reg.net).label}).`,
    );
  }

  if (pension) {
    const cols = numeric.filter((i) => PENSION.test(col(i).label));
    // after blind-44: "how much CPP did we deduct" (put "CPP in total" by payroll-words.ts):
    // with no side named, the one column the register holds is the answer
    if (cols.length === 1 && !BOTH_NAMED.test(q))
      return answerSum(
        cols,
        `${col(cols[0]!).label}, total`,
        (_shown, total) =>
          `${col(cols[0]!).label}: ${total}, added over ${people} (the register's one ${col(cols[0]!).label} column).`,
      );
    if (cols.length === 1)
      return refuse(
        `the register holds only ${col(cols[0]!).label}, ${EMPLOYER.test(col(cols[0]!).label) ? "the employer's" : "the employees'"} side; it has no column for the other side`,
      );
    if (cols.length !== 2) return undefined;
    return answerSum(
      cols,
      'Pension contributions, both sides',
      (shown, total) => `Pension contributions, both sides: ${shown} = ${total} over ${people}.`,
    );
  }

  // owed to the tax collector: the column named, else asked back
  const rest = q.replace(COLLECTOR, ' ');
  const named = numeric.filter((i) => {
    const l = col(i).label.toLowerCase();
    if (TAX.test(col(i).label)) return /\b(paye|tax|income tax|withholding)\b/.test(rest);
    if (NI.test(l))
      return (
        /\b(ni|nic|nics|national insurance)\b/.test(rest) &&
        (EMPLOYER.test(l)
          ? /\b(employer|er)\b/.test(rest)
          : !/\b(employer|er)\b/.test(rest) || /\bemployee\b/.test(rest))
      );
    return false;
  });
  // NI owed with no side named: both sides are paid to the collector; asked back
  const niCols = numeric.filter((i) => NI.test(col(i).label));
  if (
    named.length === 1 &&
    NI.test(col(named[0]!).label) &&
    niCols.length > 1 &&
    !/\b(employee|employees|staff|ee|employer|er)\b/.test(rest)
  ) {
    const parts = niCols.map(partFig);
    if (parts.some((p) => !p)) return undefined;
    const all = figureOf(t, '', decSum(niCols.map((i) => sumOf(i)!)), style, cellsOf(niCols));
    return refuse(
      `NI is owed on both sides: ${parts.map((p) => `${p!.label.replace(/, total$/, '')} ${p!.display}`).join(' + ')} = ${all.display}; say which you mean`,
    );
  }
  if (named.length === 1)
    return answerSum(
      named,
      `${col(named[0]!).label}, total`,
      (_shown, total) =>
        `${col(named[0]!).label}: ${total}, added over ${people} (what the register says is due for the period; payments already made are not in it).`,
    );
  if (named.length > 1 || /\b(paye|tax|ni|nic|national insurance|pension)\b/.test(rest))
    return undefined;
  const taxCols = numeric.filter((i) => TAX.test(col(i).label) || NI.test(col(i).label));
  const parts = taxCols.map(partFig);
  if (!taxCols.length || parts.some((p) => !p)) return undefined;
  // pass 51 (L1): one tax column (PAYG) and no NI: that is what the tax office is owed
  if (taxCols.length === 1)
    return answerSum(
      taxCols,
      `${col(taxCols[0]!).label}, total`,
      (_shown, total) =>
        `${col(taxCols[0]!).label}: ${total}, added over ${people} (the tax withheld is what the register says is due to the tax office for the period; payments already made are not in it).`,
    );
  const all = figureOf(t, '', decSum(taxCols.map((i) => sumOf(i)!)), style, cellsOf(taxCols));
  return refuse(
    `what is owed to the tax office for a payroll is usually ${parts.map((p) => `${p!.label.replace(/, total$/, '')} ${p!.display}`).join(' + ')} = ${all.display}; say whether you mean that or one of them`,
  );
}
