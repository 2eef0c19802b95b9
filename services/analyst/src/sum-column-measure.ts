/**
 * Issue 13, pass 35 (M5): a daily sales log (Date | Day | Location | Covers | Card | Cash |
 * Total): "best day", "which spot sells the most", "average daily takings", "how much did we
 * take at <location>" were asked back "Covers, Card or Cash?". A column that equals, row by row,
 * the sum of two or more other money columns (Card + Cash = Total) is the sales / takings
 * measure; Covers is a count, never money. When the engine asks back among columns that include
 * that sum's parts, the question is asked again naming the sum column, and kept only when
 * answered from it. Also, on such a log kept one row per date: "how many days did we trade"
 * counts its rows, and a weekday written out ("fridays") is the Day column's own form ("Fri").
 */
import { cellNumber, cellText } from './cell-figures';
import { decToNumber } from './decimal';
import type { Column, Table, Workbook } from './model';
import { plainQuestion } from './text';

// pass 37 (M2): "the question fits Beds sold or Dorm revenue equally well" asks back too
const ASKED_BACK =
  /not sure which column you mean: (.+?)\? Name one|the question fits (.+?) equally well; which one/;

const MONEY_WORDS =
  /[$€£¥₹₩₱₦₸₡฿]|\b(kr|sek|nok|dkk|chf|zł|pln|zar|aud|nzd|usd|eur|gbp|jpy|inr|cad|sgd|hkd|cash|card|sales|takings|revenue|income|amount|tips|fees?)\b/i;

/** A currency or a money word in the title, the notes or the value headers, or money cells. */
function moneySignal(t: Table, values: Column[]): boolean {
  if (values.some((c) => c.type === 'money')) return true;
  const text = [t.title ?? '', ...(t.notes ?? []), ...values.map((c) => c.label)].join(' ');
  return MONEY_WORDS.test(text);
}

/** the value column that is, on every data row, the sum of some other value columns */
export function sumColumn(t: Table): { total: Column; parts: Column[] } | undefined {
  if (t.layout !== 'long') return undefined;
  const data = t.rows.filter((r) => r.kind === 'data');
  if (data.length < 3) return undefined;
  const values = t.columns.filter((c) => c.role === 'value' || c.role === 'total');
  if (values.length < 3 || values.length > 10) return undefined;
  const num = (r: (typeof data)[number], c: Column): number | undefined => {
    const v = cellNumber(r.cells[t.columns.indexOf(c)]);
    return v === undefined ? undefined : decToNumber(v);
  };
  // an orders export's Subtotal / Total are order fields, read by its own reader
  if (t.columns.some((c) => /^lineitem\b/i.test(c.label.trim()))) return undefined;
  // a grid of counts ("Lessons given per teacher") has a Total column too: only money is takings
  if (!moneySignal(t, values)) return undefined;
  for (const total of values) {
    const others = values.filter((c) => c !== total);
    for (let mask = 1; mask < 1 << others.length; mask++) {
      const parts = others.filter((_, i) => mask & (1 << i));
      if (parts.length < 2) continue;
      const fits = data.every((r) => {
        const tv = num(r, total);
        if (tv === undefined) return false;
        const s = parts.reduce((a, c) => a + (num(r, c) ?? 0), 0);
        return Math.abs(s - tv) < 0.005;
      });
      if (fits && data.some((r) => (num(r, total) ?? 0) !== 0)) return { total, parts };
    }
  }
  return undefined;
}

const PLACE = /\b(?:spots?|sites?|pitch(?:es)?|places?|venues?|stands?|stalls?|locations?)\b/;
const PLACE_LABEL = /^(location|site|venue|place|pitch|spot|market|branch|stand|stall)s?$/i;

export function sumColumnWording(
  wb: Workbook,
  question: string,
  refusal: string,
): { query: string; measure: string } | undefined {
  const back = ASKED_BACK.exec(refusal);
  if (!back) return undefined;
  const named = (back[1] ?? back[2])!.split(/, | or /).map((x) => x.trim());
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((t) => {
      const sc = sumColumn(t);
      const parts = sc ? sc.parts.filter((p) => named.includes(p.label.trim())).length : 0;
      // pass 37 (M2): one part named beside another column (Beds sold or Dorm revenue) is the
      // same ask-back when the question says takings / revenue
      const says = /\b(takings|take|took|revenue|turnover)\b/i.test(question);
      if (!sc || (parts < 2 && !(parts === 1 && says))) return [];
      return [{ t, ...sc }];
    }),
  );
  if (found.length !== 1) return undefined;
  const { t, total } = found[0]!;
  const T = total.label.trim();
  let q = plainQuestion(question);
  const place = t.columns.filter((c) => c.role === 'category' && PLACE_LABEL.test(c.label.trim()));
  if (place.length === 1 && PLACE.test(q))
    q = q.replace(PLACE, place[0]!.label.trim().toLowerCase());
  let put: string | undefined;
  if (/\b(best|worst|busiest|quietest|slowest|biggest|top) day\b/.test(q))
    put = q.replace(/\b(best|worst|busiest|quietest|slowest|biggest|top) day\b/, `$1 day by ${T}`);
  else if (/\b(?:sells?|sold|makes?|made|takes?|took|earns?|earned) the most\b/.test(q))
    put = q.replace(
      /\b(?:sells?|sold|makes?|made|takes?|took|earns?|earned) the most\b/,
      `has the highest ${T}`,
    );
  else if (/\b(takings|sales|revenue|turnover|income)\b/.test(q))
    put = q.replace(/\b(takings|sales|revenue|turnover|income)\b/, T);
  else {
    const m =
      /^how much (?:did|do|does) (?:we|i|you) (?:take|make|earn|sell|bring in|do)\b(.*)$/.exec(q);
    if (m) put = `total ${T}${m[1]}`;
  }
  return put && put !== q ? { query: put, measure: T } : undefined;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "on fridays" on a log whose Day column holds "Fri": the column's own form */
export function weekdayWording(wb: Workbook, question: string): string | undefined {
  const q = plainQuestion(question);
  const m = /\b(sun|mon|tues|wednes|thurs|fri|satur)days?\b/.exec(q);
  if (!m) return undefined;
  const full = `${m[1]}day`;
  const forms = new Set<string>();
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const ci = t.columns.findIndex((c) => /^(day|weekday|day of week)$/i.test(c.label.trim()));
      if (ci < 0) continue;
      for (const r of t.rows) {
        const v = (cellText(r.cells[ci]) ?? '').trim();
        if (v && WEEKDAYS.includes(full) && full.startsWith(v.toLowerCase()) && v.length >= 3)
          forms.add(v);
      }
    }
  if (forms.size !== 1) return undefined;
  const form = [...forms][0]!;
  if (form.toLowerCase() === m[0]) return undefined;
  return q.replace(m[0], form);
}

/** "how many days did we trade (in august)" on a log of one row per date: its rows */
export function tradingDaysWording(wb: Workbook, question: string): string | undefined {
  const m =
    /^how many days (?:did|have|do) (?:we|i|you) (?:trade|traded|open|opened|work|worked|operate|operated|sell|sold|run|ran)\b(.*)$/.exec(
      plainQuestion(question),
    );
  if (!m) return undefined;
  const logs = wb.sheets.flatMap((s) =>
    s.tables.filter((t) => {
      if (t.layout !== 'long' || !t.columns.some((c) => c.role === 'date')) return false;
      const days = t.rows.filter((r) => r.kind === 'data').map((r) => r.period?.start);
      return days.length >= 3 && days.every((d) => d) && new Set(days).size === days.length;
    }),
  );
  if (logs.length !== 1) return undefined;
  return `how many rows${m[1]}`;
}
