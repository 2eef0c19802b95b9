/**
 * Pass 42 (W7): a payroll register (`Employee | Role | Hours | Rate £ | Gross pay £ | PAYE £ |
 * Employee NI £ | Pension (ee) £ | Net pay £ | Employer NI £ | Employer pension £`):
 * - "what is Joe paid an hour" (per hour, an hour, hourly) is Joe's Rate, never his Hours;
 * - "how much went into pensions from staff" is the employee's pension column (EE, ee,
 *   Employee …), "the employer put into pensions" the employer's (ER, Employer …); the same for
 *   NI. EE = employee, ER = employer; a side the question does not name is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decCmp, decSum, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const PERSON = /^(employee|employee name|name|staff|staff member|worker|person)$/i;
const RATE = /^(hourly rate|rate|pay rate|rate per hour|rate \/ ?hr)\b/i;

interface Register {
  t: Table;
  rows: Row[];
  person: number;
}

function registers(wb: Workbook): Register[] {
  const out: Register[] = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const person = t.columns.findIndex((c) => PERSON.test(c.label.trim()));
      if (person < 0) continue;
      if (!t.columns.some((c) => /\b(gross|net)\b/i.test(c.label))) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
      if (rows.length >= 2) out.push({ t, rows, person });
    }
  return out;
}

// pass 51 (L1, L2): the one named may be a role ("what's the bar manager on per hour")
const HOURLY =
  /^(?:what(?:'s| is| does| do| are)|how much (?:is|does|do|are)) (?:the |our |a |an )?([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)(?:'s)? (?:paid|get|earn|make|on|getting|earning)? ?(?:an hour|per hour|a hour|hourly|by the hour|per hr)$|^(?:what(?:'s| is) )?(?:the |our )?([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)'s (?:hourly (?:rate|pay)|pay rate|rate of pay|rate per hour)$/;
const ROLE = /^(role|position|job title|title|job|grade)$/i;
const EE =
  /\b(from (?:the )?(?:staff|employees?|workers?|team|wages|pay)|by (?:the )?(?:staff|employees?)|employees?'?s?|staff|ee|deducted|their own)\b/;
const ER =
  /\b(employer'?s?|company|(?:we|us|the business) (?:put|pay|paid|contribute[ds]?|add(?:ed)?)|er)\b/;
const sideOf = (label: string): 'ee' | 'er' | undefined => {
  const l = label.toLowerCase();
  if (/\b(ee|employee'?s?)\b/.test(l)) return 'ee';
  if (/\b(er|employer'?s?)\b/.test(l)) return 'er';
  return undefined;
};

export function payrollSideAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = plainQuestion(question);
  const hourly = HOURLY.exec(q);
  const pension = /\bpensions?\b/.test(q);
  const ni = /\b(ni|nic|nics|national insurance)\b/.test(q);
  if (!hourly && !pension && !ni) return undefined;
  if (hourly) return hourlyAnswer(wb, (hourly[1] ?? hourly[2])!, refuse);
  const regs = registers(wb);
  if (regs.length !== 1) return undefined;
  const { t, rows } = regs[0]!;
  if ((pension && ni) || /\b(per|each|average|avg|mean|who|which)\b/.test(q)) return undefined;
  // "the full cost of payroll including employer PRSI and pension" is a cost of several
  // columns (payroll-register-totals.ts), not one side's pension
  if (
    /\b(including|incl|plus|full cost|total cost|all[- ]in|cost of (?:the )?payroll|payroll cost)\b/.test(
      q,
    )
  )
    return undefined;
  const kind = pension ? /pension/i : /\bNI\b|national insurance|\bNICs?\b/i;
  const cols = t.columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => kind.test(c.label) && c.type !== 'text');
  if (!cols.length) return undefined;
  const ee = EE.test(q);
  const er = ER.test(q);
  if (ee === er) return undefined;
  const side = ee ? 'ee' : 'er';
  // pass 47 (W2): one pension column of one side (Pension (EE)): "from staff" is that column
  // (the engine read "staff" as Employee NI); the other side asked is not on the register
  if (cols.length === 1) {
    const own = sideOf(cols[0]!.c.label);
    if (!own) return undefined;
    if (own !== side)
      return refuse(
        `the register holds only ${cols[0]!.c.label}, the ${own === 'ee' ? "employees'" : "employer's"} side; it has no ${side === 'ee' ? "employees'" : "employer's"} ${pension ? 'pension' : 'NI'} column`,
      );
  }
  const hits = cols.filter(({ c }) => sideOf(c.label) === side);
  if (hits.length !== 1)
    return refuse(`the register has ${cols.map(({ c }) => c.label).join(', ')}; name the column`);
  const { c, i } = hits[0]!;
  const vals = rows.map((r) => cellNumber(r.cells[i]));
  if (vals.some((v) => !v)) return undefined;
  const fig = figureOf(
    t,
    `${c.label}, total`,
    decSum(vals as Dec[]),
    cellStyle(t, rows[0]!.cells[i]),
    rows.map((r) => ({ r: r.r, c: c.c })),
  );
  return sourcedAnswer(
    fig,
    `${fig.display} (${c.label}, the ${side === 'ee' ? "employees'" : "employer's"} side, added over ${rows.length} people).`,
    'total',
  );
}

/**
 * "What is Joe paid an hour": Joe's Rate. Pass 51 (L1, L2): on any list of people with a rate
 * per hour (a payroll register, a rota), by a person's name (one word of it no one else has) or
 * by a Role ("the bar manager"); several rows of that role answer only when they share the rate.
 */
function hourlyAnswer(
  wb: Workbook,
  phrase: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const lists: Array<Register & { rate: number; role: number }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const person = t.columns.findIndex((c) => PERSON.test(c.label.trim()));
      // a rate per mile, night, unit … is no hourly rate
      const rates = t.columns.flatMap((c, i) =>
        c.type !== 'text' &&
        RATE.test(c.label.trim()) &&
        !/\b(?:mile|miles|km|kms|kilomet\w*|night|day|week|month|unit|item|visit|session|job|class|lesson|head|word|page|piece)\b|\/\s*(?!h)/i.test(
          c.label,
        )
          ? [i]
          : [],
      );
      if (person < 0 || rates.length !== 1) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[person]));
      const role = t.columns.findIndex((c) => c.type === 'text' && ROLE.test(c.label.trim()));
      if (rows.length >= 2) lists.push({ t, rows, person, rate: rates[0]!, role });
    }
  if (lists.length !== 1) return undefined;
  const { t, rows, person, rate, role } = lists[0]!;
  const words = normalizeText(phrase)
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9'-]+/)
    .filter((w) => w && !/^(the|our|a|an)$/.test(w));
  if (!words.length || /^(we|you|they|everyone|staff|people|it|he|she|each)$/.test(words[0]!))
    return undefined;
  const wordsOf = (r: Row, ci: number) =>
    normalizeText(cellText(r.cells[ci]) ?? '').split(/[^a-z0-9'-]+/);
  const sing = (w: string) => w.replace(/(?<=[a-z]{3})s$/, '');
  const fits = (r: Row, ci: number) => {
    const have = wordsOf(r, ci).map(sing);
    return words.every((w) => have.includes(sing(w)));
  };
  let named = rows.filter((r) => fits(r, person));
  let by = 'person';
  if (!named.length && role >= 0) {
    named = rows.filter((r) => fits(r, role));
    by = 'role';
    // "a play assistant" is the rows whose Role says just that, not "Play assistant (18-20)"
    const exact = named.filter(
      (r) => wordsOf(r, role).filter(Boolean).map(sing).join(' ') === words.map(sing).join(' '),
    );
    if (exact.length) named = exact;
  }
  if (!named.length) return undefined;
  const names = [...new Set(named.map((r) => cellText(r.cells[person])!))];
  if (by === 'person' && names.length > 1)
    return refuse(`${names.join(' and ')} both match "${phrase}"; which?`);
  const vals = named.map((r) => cellNumber(r.cells[rate]));
  if (vals.some((v) => !v)) return undefined;
  const label = t.columns[rate]!.label;
  if (vals.some((v) => decCmp(v!, vals[0]!) !== 0))
    return refuse(
      by === 'role'
        ? `the rows for "${phrase}" have different ${label}: ${named.map((r) => `${cellText(r.cells[person])} ${cellText(r.cells[rate]) ?? decToString(cellNumber(r.cells[rate])!)}`).join(', ')}; name the person`
        : `${names[0]}'s ${label} differs between rows on the sheet (${named.map((r) => decToString(cellNumber(r.cells[rate])!)).join(', ')})`,
    );
  const who =
    by === 'role' ? `${cellText(named[0]!.cells[role])} (${names.join(', ')})` : names[0]!;
  const fig = figureOf(
    t,
    `${label}, ${who}`,
    vals[0]!,
    { ...cellStyle(t, named[0]!.cells[rate]), decimals: 2 },
    named.map((r) => ({ r: r.r, c: t.columns[rate]!.c })),
  );
  return sourcedAnswer(
    fig,
    `${who} ${by === 'role' && named.length > 1 ? 'are each' : 'is'} paid ${fig.display} an hour (${label}).`,
    'lookup',
  );
}
