/**
 * Issue 13, pass 52 (G1): the engine's naive next-period forecast (`engine/ops/forecast.ts`:
 * the mean of the last 3 periods, the last value, a straight-line trend) extrapolates figures
 * that happened. On a table that is itself a forecast, a budget, a plan or a schedule, or that
 * already holds periods after today, "next year" / "next month" is a period the table holds or
 * does not hold: "how much are we paying in wages next year" on a 2027 forecast asked in
 * December 2026 is its 2027 figure, never a naive January 2028; "how much of next month's
 * payment is interest" on a loan schedule is the interest of that payment, never a forecast of
 * the Interest column.
 * So when an answer is a naive forecast read from such a table, the question is asked again
 * with the period named (next year → 2027, next month → December 2026, next quarter → Q1 2027)
 * and kept only when that answer reads that period; otherwise it is refused, naming the
 * periods the table holds.
 */
import type { Answer } from './answer-types';
import type { Table, Workbook } from './model';
import { MONTH_NAMES } from './periods';
import { plainQuestion } from './text';

const OWN =
  /\b(forecasts?|forecasted|projections?|projected|budgets?|budgeted|plan|planned|outlook|schedule|amorti[sz]ation|repayments?|instal{1,2}ments?|estimates?|targets?)\b/i;

const colNum = (s: string): number =>
  [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The table the answer's first figure was read from. */
export function tableOf(wb: Workbook, a: Answer): Table | undefined {
  const f = a.figures[0];
  const m = f ? /^([A-Z]+)(\d+)/.exec(f.source.range) : null;
  if (!f || !m) return undefined;
  const c = colNum(m[1]!);
  const r = Number(m[2]) - 1;
  const sheet = wb.sheets.find((s) => s.name === f.source.sheet);
  return sheet?.tables.find((t) => {
    const box = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(t.range);
    if (!box) return false;
    return (
      c >= colNum(box[1]!) &&
      c <= colNum(box[3]!) &&
      r >= Number(box[2]) - 1 &&
      r <= Number(box[4]) - 1
    );
  });
}

/** Every period a table holds: its period columns, its rows' periods and date cells. */
export function periodsHeld(t: Table): Array<{ start: string; end: string }> {
  const out: Array<{ start: string; end: string }> = [];
  for (const c of t.columns)
    if (c.period?.start && c.period.end) out.push({ start: c.period.start, end: c.period.end });
  const dateCols = t.columns.flatMap((c, i) => (c.type === 'date' ? [i] : []));
  for (const r of t.rows) {
    if (r.kind !== 'data') continue;
    if (r.period?.start && r.period.end) out.push({ start: r.period.start, end: r.period.end });
    for (const i of dateCols) {
      const x = r.cells[i];
      if (x && typeof x === 'object' && !Array.isArray(x)) out.push({ start: x.d, end: x.d });
    }
  }
  return out;
}

/** A forecast, budget, plan or schedule, or a table reaching past today. */
function ownPeriods(wb: Workbook, t: Table, now: Date | undefined): string | undefined {
  const sheet = wb.sheets.find((s) => s.name === t.sheet);
  const words = `${t.title ?? ''} ${(t.notes ?? []).join(' ')} ${t.sheet} ${(sheet?.notes ?? []).join(' ')} ${t.columns.map((c) => `${c.group ?? ''} ${c.label}`).join(' ')}`;
  const own = OWN.exec(words);
  if (own) return own[1]!.toLowerCase().replace(/s$/, '');
  const cols = t.columns.map((c) => c.label.toLowerCase()).join(' | ');
  if (/\binterest\b/.test(cols) && /\b(balance|principal|capital|closing)\b/.test(cols))
    return 'schedule';
  if (!now) return undefined;
  const today = now.toISOString().slice(0, 10);
  return periodsHeld(t).some((p) => p.start > today) ? 'table of future periods' : undefined;
}

/** "next year" → 2027, "next month" → December 2026, "next quarter" → Q1 2027, as of today. */
function namedPeriod(
  q: string,
  now: Date,
):
  | { text: string; put: string; show: string; start: string; end: string; words: RegExp }
  | undefined {
  const m = /\b(?:the )?(next|coming|following) (year|month|quarter)(?:'s)?\b/.exec(q);
  if (!m) return undefined;
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth();
  const pad = (n: number): string => String(n).padStart(2, '0');
  if (m[2] === 'year')
    return {
      text: m[0],
      put: `${y + 1}`,
      show: `${y + 1}`,
      start: `${y + 1}-01-01`,
      end: `${y + 1}-12-31`,
      words: new RegExp(`\\b${y + 1}\\b`),
    };
  if (m[2] === 'month') {
    const k = y * 12 + mo + 1;
    const yy = Math.floor(k / 12);
    const mm = (k % 12) + 1;
    const name = MONTH_NAMES[mm - 1]!;
    const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
    return {
      text: m[0],
      put: `${name.toLowerCase()} ${yy}`,
      show: `${name} ${yy}`,
      start: `${yy}-${pad(mm)}-01`,
      end: `${yy}-${pad(mm)}-${pad(last)}`,
      words: new RegExp(
        `\\b(?:${name}|${name.slice(0, 3)})\\.?,? (?:\\d{1,2},? )?${yy}\\b|\\b${yy}-${pad(mm)}\\b`,
        'i',
      ),
    };
  }
  const k = y * 12 + mo + 3;
  const yy = Math.floor(k / 12);
  const qq = Math.floor((k % 12) / 3) + 1;
  const endMonth = qq * 3;
  const last = new Date(Date.UTC(yy, endMonth, 0)).getUTCDate();
  return {
    text: m[0],
    put: `q${qq} ${yy}`,
    show: `Q${qq} ${yy}`,
    start: `${yy}-${pad(endMonth - 2)}-01`,
    end: `${yy}-${pad(endMonth)}-${pad(last)}`,
    words: new RegExp(`\\bQ${qq}\\b.*\\b${yy}\\b|\\b${yy}\\b.*\\bQ${qq}\\b`, 'i'),
  };
}

const span = (t: Table): string | undefined => {
  const ps = periodsHeld(t);
  if (!ps.length) return undefined;
  const first = ps.reduce((a, p) => (p.start < a ? p.start : a), ps[0]!.start);
  const last = ps.reduce((a, p) => (p.end > a ? p.end : a), ps[0]!.end);
  return `${first} to ${last}`;
};

/**
 * A naive forecast read from a table that holds its own periods: the period named and asked
 * again, or a refusal. Undefined when the answer is no naive forecast or the table is history.
 */
export function ownPeriodForecast(
  wb: Workbook,
  question: string,
  answer: Answer,
  now: Date | undefined,
  reask: (q: string) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  if (answer.refused || answer.kind !== 'forecast') return undefined;
  const q = plainQuestion(question).replace(/[’']/g, "'");
  const named = now ? namedPeriod(q, now) : undefined;
  const covers = (t: Table): boolean =>
    !!named && periodsHeld(t).some((p) => p.start <= named.end && p.end >= named.start);
  // the table forecast from, else another table of the book that holds the period asked
  const from = tableOf(wb, answer);
  const t =
    from && ownPeriods(wb, from, now)
      ? from
      : wb.sheets.flatMap((s) => s.tables).find((x) => ownPeriods(wb, x, now) && covers(x));
  if (!t) return undefined;
  const what = ownPeriods(wb, t, now)!;
  const held = span(t);
  const holds = held ? ` (it holds ${held})` : '';
  const why = `the table on sheet '${t.sheet}' is itself a ${what}${holds}: its own figures answer for the periods it holds, and I never extrapolate it`;
  if (!named) return refuse(`${why}; name the period`);
  if (!covers(t)) return refuse(`${why}; ${named.text} is ${named.show}, which it does not hold`);
  let put = q.replace(named.text, ` in ${named.put} `);
  put = put
    .replace(
      /\b(?:forecast(?:ed)?|predicted|prediction|projected|projection|extrapolated?)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  const again = reask(put);
  const first = `${again.figures[0]?.label ?? ''} ${again.text.split('\n')[0] ?? ''}`;
  if (again.refused || /^(forecast|trend)$/.test(again.kind) || !named.words.test(first))
    return refuse(`${why}; ${named.text} is ${named.show}: ask for it by name`);
  return {
    ...again,
    text: `${again.text}\n(${named.text[0]!.toUpperCase()}${named.text.slice(1)} is read as ${named.show}, from the ${what}'s own figures, as of today.)`,
  };
}
