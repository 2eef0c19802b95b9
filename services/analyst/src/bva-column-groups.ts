/**
 * Pass 42 (W1): a budget vs actual with two column groups, e.g. "October 2026" and "Year to
 * date", each over Budget | Actual | Variance. A question is read in ONE group: "this year",
 * "so far", "ytd", "year to date", "for the year" pick the year-to-date group; the group's own
 * month ("in october", "this month") picks the month. With no period named the question is
 * asked back, naming both groups: a figure of the wrong group is a wrong figure.
 *
 * The table is read again with only the chosen group's columns (their sheet coordinates kept,
 * so every figure still cites its cell), and the question without its period words.
 */
import type { Answer } from './answer-types';
import type { Column, Row, Table, Workbook } from './model';
import { MONTH_NAMES } from './periods';

const BVA = /^(budget|actual|variance|var|diff(erence)?)\b/i;
const YTD_GROUP = /\b(year to date|ytd|y-t-d|cumulative|year-to-date|to date)\b/i;
const YTD_ASKED =
  /\b(?:(?:for |in |over )?this year(?: so far)?|(?:for |over )?the year(?: so far)?(?: to date)?|so far(?: this year)?|ytd|y-t-d|year[- ]to[- ]date|to date|cumulative(?:ly)?)\b/gi;

interface Group {
  name: string;
  cols: number[];
  ytd: boolean;
  /** the month the group covers, 1-12, when it is one month */
  month?: number;
}

/** The two Budget/Actual column groups of a wide table: one month, and its year to date. */
export function bvaGroups(t: Table): Group[] | undefined {
  const by = new Map<string, number[]>();
  t.columns.forEach((c: Column, i) => {
    if (!c.group || !BVA.test(c.label.trim())) return;
    by.set(c.group, [...(by.get(c.group) ?? []), i]);
  });
  const groups = [...by.entries()]
    .filter(([, cols]) => {
      const labels = cols.map((i) => t.columns[i]!.label.trim().toLowerCase());
      return (
        labels.some((l) => l.startsWith('budget')) && labels.some((l) => l.startsWith('actual'))
      );
    })
    .map(([name, cols]): Group => {
      const p = t.columns[cols[0]!]!.period;
      return {
        name,
        cols,
        ytd: YTD_GROUP.test(name),
        month: p?.kind === 'month' ? p.index : undefined,
      };
    });
  // only a month beside its year to date: quarters, halves or years across are the engine's
  if (groups.length !== 2) return undefined;
  if (groups.filter((g) => g.ytd).length !== 1 || !groups.some((g) => g.month)) return undefined;
  return groups;
}

/** The table kept to one group's columns (and its label columns), periods dropped. */
function keepGroup(t: Table, g: Group, all: Group[]): Table {
  const other = new Set(all.filter((x) => x !== g).flatMap((x) => x.cols));
  const keep = t.columns.map((_, i) => !other.has(i));
  const columns = t.columns
    .map((c, i): Column | undefined => {
      if (!keep[i]) return undefined;
      if (!g.cols.includes(i)) return c;
      return { c: c.c, label: c.label, type: c.type, role: 'value', tags: [c.label.trim()] };
    })
    .filter((c): c is Column => c !== undefined);
  const rows = t.rows.map((r): Row => ({ ...r, cells: r.cells.filter((_, i) => keep[i]) }));
  return { ...t, columns, rows };
}

const monthWords = (m: number): RegExp => {
  const name = MONTH_NAMES[m - 1]!.toLowerCase();
  return new RegExp(
    `\\b(?:(?:in|for|during|over) )?(?:the month of )?(?:${name}|${name.slice(0, 3)})\\.?(?: ?'?\\d{2,4})?\\b`,
    'gi',
  );
};
const ANY_MONTH = new RegExp(
  `\\b(${MONTH_NAMES.map((m) => m.toLowerCase()).join('|')}|${MONTH_NAMES.map((m) => m.slice(0, 3).toLowerCase()).join('|')})\\b`,
  'i',
);
const THIS_MONTH = /\b(?:(?:in|for) )?(?:this|the) month\b/gi;

const tidy = (s: string): string =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s+([?.!,])/g, '$1')
    .trim();

export function bvaGroupAnswer(
  wb: Workbook,
  query: string,
  ask: (book: Workbook, q: string) => Answer,
  refuse: (why: string) => Answer,
): Answer | undefined {
  for (const [si, sheet] of wb.sheets.entries()) {
    for (const [ti, t] of sheet.tables.entries()) {
      if (t.layout !== 'wide') continue;
      const groups = bvaGroups(t);
      if (!groups) continue;
      const q = query.toLowerCase();
      // the question must name a line or a budget word of this table to be about it
      const lines = t.rows.filter((r) => r.label).map((r) => r.label!.toLowerCase());
      const aboutIt =
        /\b(budget|actual|variance|over ?spen[dt]|under ?spen[dt]|off budget|over budget|under budget|spen[dt]|income|costs?|revenue|sales)\b/.test(
          q,
        ) || lines.some((l) => l.length > 3 && q.includes(l));
      if (!aboutIt) return undefined;
      const ytd = groups.find((g) => g.ytd);
      let chosen: Group | undefined;
      let rest = query;
      if (ytd && new RegExp(YTD_ASKED.source, 'i').test(q)) {
        chosen = ytd;
        rest = query.replace(YTD_ASKED, ' ');
      } else {
        const month = groups.find((g) => g.month && monthWords(g.month).test(q));
        if (month) {
          chosen = month;
          rest = query.replace(monthWords(month.month!), ' ');
        } else if (groups.filter((g) => g.month).length === 1 && THIS_MONTH.test(q)) {
          chosen = groups.find((g) => g.month);
          rest = query.replace(THIS_MONTH, ' ');
        } else if (ANY_MONTH.test(q)) {
          return refuse(
            `the table's figures are for ${groups.map((g) => g.name).join(' and ')} only; the month named is none of them`,
          );
        }
      }
      THIS_MONTH.lastIndex = 0;
      if (!chosen)
        return refuse(
          `the table has ${groups.length} column groups of Budget and Actual (${groups.map((g) => g.name).join(', ')}); say which you mean, e.g. "${groups[0]!.name}" or "${groups[1]!.name}"`,
        );
      const book: Workbook = {
        ...wb,
        sheets: wb.sheets.map((s, i) =>
          i !== si
            ? s
            : {
                ...s,
                tables: s.tables.map((x, j) => (j === ti ? keepGroup(x, chosen, groups) : x)),
              },
        ),
      };
      const a = ask(book, tidy(rest));
      if (a.refused) return a;
      return {
        ...a,
        text: `${chosen.name}: ${a.text}`,
        figures: a.figures.map((f) => ({ ...f, label: `${f.label}, ${chosen.name}` })),
      };
    }
  }
  return undefined;
}
