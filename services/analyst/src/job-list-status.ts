/**
 * Issue 13, pass 51 (W4, L4): job costing rows (pass 46's job-list.ts) in more of the owner's
 * words, on a yard's sheet (`Job no. | Boat | Owner | Work | Quote £ | Materials £ | Labour hrs |
 * Rate £/hr | Labour £ | Haul-out & storage £ | Subcontract £ | Total cost £ | Margin £ | Margin
 * % | Status`, Status Invoiced / WIP, a Totals row):
 * - "haul-out and storage charges total", "total quoted across all jobs": the one column the
 *   words name in full (its charge / cost / fee word may be dropped; "quoted" is Quote), added
 *   over the jobs and checked against the Totals row; a rate or a percent is never added (the
 *   engine had added Haul-out & storage £ AND Rate £/hr);
 * - "materials on jobs still in progress", "margin on invoiced jobs", "how many jobs are WIP":
 *   the rows whose Status is the one the words name (in progress, ongoing, open, not finished
 *   are WIP; finished, done, complete, closed the finished statuses; a status value by name);
 * - "which job lost the most": the lowest Margin when it is below 0;
 * - "which boat took the most hours": the job with the most hours, named by the column the
 *   question names (Boat);
 * - "which 3 jobs made us the most money": the top 3 by Margin;
 * - "how many days was Kittiwake on the hard": the sheet holds no dates or days: refused.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, ZERO, decCmp, decEq, decFromInt, decSign, decSum } from './decimal';
import { PLAIN, type NumberStyle } from './format';
import { type Jobs, bareLabel, jobTable } from './job-list';
import type { Row, Workbook } from './model';
import { nameTokens, rowsNamed } from './row-names';
import { sourcedAnswer } from './sourced-answer';
import { normalizeText, plainQuestion } from './text';

const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const N = '(\\d+|two|three|four|five|six|seven|eight|nine|ten)';

const TOTAL_WORDS =
  /^(?:what(?:'s| is| are| were| was)? |how much (?:is|are|was|were|did we (?:charge|quote|spend)|have we (?:charged|quoted|spent))? ?)?(?:the |our )?(?:total )?(.+?)(?: in total| altogether| total| totals| so far| to date| across (?:all )?(?:the |our )?(?:jobs|projects|boats)| (?:on|for) all (?:the |our )?(?:jobs|projects|boats))$|^(?:what(?:'s| is| are) )?(?:the |our )?total (.+?)$/;
const CHARGE_WORDS = new Set([
  'charge',
  'charged',
  'cost',
  'fee',
  'spend',
  'spent',
  'bill',
  'amount',
]);

const WIP =
  /^(?:still |currently |now )?(?:in progress|wip|work in progress|ongoing|on-going|open|live|active|current|underway|under way|not (?:yet )?(?:finished|done|complete|completed|invoiced|billed)|unfinished|incomplete|on the go|still going|still running|in hand|being worked on|not closed)$/;
const DONE = /^(?:finished|done|complete|completed|closed|signed off|wrapped up)$/;
const WIP_VALUE =
  /^(wip|in progress|work in progress|ongoing|open|active|live|started|underway|in hand|on hold)$/i;
const DONE_VALUE = /^(invoiced|complete|completed|done|finished|closed|paid|billed|signed off)$/i;

const STATUS_SUM =
  /^(?:what(?:'s| is| are| were| was)? |how much (?:is|are|was|were|did we spend on|have we spent on|did we put into|is tied up in) )?(?:the |our )?(?:total )?(.+?) (?:on|for|of|in|across|tied up in) (?:the |our |all (?:the |our )?)?(?:jobs?|projects?|boats?|work)(?: (?:that are|which are|that's|that is|which is|we have|we've got))?(?: (?:still|currently))? (.+?)$|^(?:what(?:'s| is| are| were) )?(?:the |our )?(?:total )?(.+?) (?:on|for|of|in|across) (?:the |our |all (?:the |our )?)?(.+?) (?:jobs|projects|boats|work)$/;
const STATUS_COUNT =
  /^(?:which|what) (?:jobs|projects|boats)(?: are| is)?(?: (?:still|currently))? (.+?)(?: right now| now| at the moment)?$|^what(?:'s| is| are) (?:still |currently )?(in progress|wip|work in progress|ongoing|open|unfinished|not finished|outstanding)$|^how many (?:jobs|projects|boats)(?: are| were| have been| is)?(?: (?:still|currently))? (.+?)(?: right now| now| at the moment)?$|^how many (.+?) (?:jobs|projects|boats)(?: are there| do we have| have we got)?(?: right now| now| at the moment)?$/;
const LOST_MOST =
  /^(?:which|what) ([a-z]+) (?:lost (?:us )?(?:the )?most(?: money)?|made (?:us )?(?:the )?(?:biggest|largest|worst) loss|was (?:the |our )?(?:biggest|worst|largest) loss(?:-?maker)?)$|^(?:what(?:'s| was| is) )?(?:our |the )?(?:biggest|largest|worst) loss(?:-?making)?(?: (job|project|boat))?$/;
const MADE_MOST =
  /^(?:which|what) ([a-z]+) (?:made|makes|earned|earns|brought in|brings in|was) (?:us )?(?:the )?(most|least)(?: money| profit)?$|^(?:which|what) ([a-z]+) (?:was|is) (?:the )?(most|least) profitable$/;
const HOURS_BY =
  /^(?:which|what) ([a-z]+) (?:had|took|has|needed|used|took up|ate up|involved|got|spent|was) (?:the )?(most|fewest|least) (?:labou?r )?(?:hours|hrs|time)(?: (?:in the yard|of labou?r|on it))?$|^(?:which|what) ([a-z]+) did we (?:spend|put) (?:the )?(most|fewest|least) (?:labou?r )?(?:hours|hrs|time) (?:on|into)$/;
const TOP_N = new RegExp(
  `^(?:which|what)(?: are| were)? (?:the |our )?(?:top |best )?${N} ([a-z]+) (?:made|make|makes|earned|earn|brought in|bring in|were|are|had|have|gave|give) (?:us )?(?:the )?(most|least|biggest|highest|best|lowest|worst|smallest)(?: money| profit| profits| margin| margins)?$|^(?:what(?:'s| are| were) )?(?:the |our )?(top|best|bottom|worst) ${N} ([a-z]+)(?: (?:by|for|on) (?:margin|profit))?$|^(?:which|what)(?: are| were)? (?:the |our )?${N} (most|least) profitable ([a-z]+)$`,
);
const HOURS_OF =
  /^how many (?:labou?r )?(?:hours|hrs) (?:did|has|have|was|were|will) (?:the |job )?(.+?) (?:take|taken|need|needed|use|used|have|had|get|got|involve|involved|took)(?: us)?$|^how many (?:labou?r )?(?:hours|hrs) (?:went into|were spent on|did we spend on|did we put into|have we put into) (?:the |job )?(.+?)$/;
const NO_DAYS =
  /^how many (?:days|weeks|nights|months)\b|^how long (?:was|were|has|had|did|is)\b.*\b(?:on the hard|in the yard|out of the water|ashore|in storage|stored|laid up|on the stand|hauled out|out)\b/;

function statusColumn(j: Jobs): number | undefined {
  const hits = j.t.columns.flatMap((c, i) =>
    c.type === 'text' && /^(status|job status|stage|state|progress)$/i.test(c.label.trim())
      ? [i]
      : [],
  );
  return hits.length === 1 ? hits[0] : undefined;
}

const loose = (a: string, b: string): boolean =>
  a === b ||
  (a.length >= 4 &&
    b.length >= 4 &&
    (a.startsWith(b) || b.startsWith(a)) &&
    Math.abs(a.length - b.length) <= 2);

/** The one numeric column whose words are all the phrase's (a charge word may be dropped). */
function columnNamed(j: Jobs, phrase: string): number | 'rate' | undefined {
  const words = nameTokens(phrase).filter((w) => !/^(the|our|all|of|a|an)$/.test(w));
  const tries = [
    words,
    words.filter((w) => !CHARGE_WORDS.has(w)),
    words.filter((w) => !CHARGE_WORDS.has(w) && w !== 'total'),
  ];
  for (const ws of tries) {
    if (!ws.length) continue;
    let hits = j.t.columns.flatMap((c, i) => {
      if (c.type === 'text' || c.type === 'date') return [];
      const own = nameTokens(bareLabel(c.label));
      return own.length === ws.length && own.every((w, k) => loose(w, ws[k]!)) ? [i] : [];
    });
    // "margin" names Margin £ and Margin %: with no % said, the amount
    const isRate = (i: number) =>
      j.t.columns[i]!.type === 'percent' ||
      /%|\brate\b|\/\s*h(?:ou)?r\b|\bper\b/i.test(j.t.columns[i]!.label);
    if (hits.length > 1 && !/%|percent/.test(phrase)) hits = hits.filter((i) => !isRate(i));
    if (hits.length === 1) {
      const c = j.t.columns[hits[0]!]!;
      if (c.type === 'percent' || /%|\brate\b|\/\s*h(?:ou)?r\b|\bper\b/i.test(c.label))
        return 'rate';
      return hits[0];
    }
  }
  return undefined;
}

const jobTableHas = (wb: Workbook): boolean => jobTable(wb) !== undefined;

export function jobStatusAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = normalizeText(plainQuestion(question)).replace(/[?]+$/, '').trim();
  const noDays = NO_DAYS.test(q);
  const total = noDays ? null : TOTAL_WORDS.exec(q);
  const statusSum = STATUS_SUM.exec(q);
  const statusCount = STATUS_COUNT.exec(q);
  const lost = LOST_MOST.exec(q);
  const hoursBy = HOURS_BY.exec(q);
  const topN = TOP_N.exec(q);
  const hoursOf = HOURS_OF.exec(q);
  const madeMost = MADE_MOST.exec(q);
  if (
    madeMost &&
    (!jobTableHas(wb) || /^(?:job|project)s?$/.test(madeMost[1] ?? madeMost[3] ?? ''))
  ) {
    // "which job made the most" is pass 46's
  } else if (madeMost) {
    const j0 = jobTable(wb)!;
    const noun = (madeMost[1] ?? madeMost[3])!;
    const w = nameTokens(noun)[0] ?? noun;
    const col = j0.t.columns.findIndex(
      (c) => c.type === 'text' && nameTokens(bareLabel(c.label)).join(' ') === w,
    );
    // "brought in" is money in (Invoiced, else the quote), "made" / "earned" / "profitable" the
    // margin; a value held by several jobs is their sum (a client with three jobs is one client)
    const verb = q.includes('brought in') || q.includes('brings in') ? 'in' : 'made';
    const measure = verb === 'in' ? (j0.invoiced ?? j0.quote) : j0.profit;
    if (col >= 0 && measure !== undefined) {
      const max = (madeMost[2] ?? madeMost[4]) === 'most';
      const groups = new Map<string, Row[]>();
      for (const r of j0.rows) {
        const name = cellText(r.cells[col]);
        if (!name || cellNumber(r.cells[measure]) === undefined) continue;
        groups.set(name, [...(groups.get(name) ?? []), r]);
      }
      const sumOf = (rs: Row[]) => decSum(rs.map((r) => cellNumber(r.cells[measure])!));
      const sorted = [...groups].sort((a, b) =>
        max ? decCmp(sumOf(b[1]), sumOf(a[1])) : decCmp(sumOf(a[1]), sumOf(b[1])),
      );
      if (sorted.length >= 2 && !decEq(sumOf(sorted[0]![1]), sumOf(sorted[1]![1]))) {
        const [name, rows] = sorted[0]!;
        const label = j0.t.columns[measure]!.label;
        const idOf = (r: Row) => cellText(r.cells[j0.id]) ?? String(r.cells[j0.id] ?? '');
        const fig = figureOf(
          j0.t,
          `${max ? 'Highest' : 'Lowest'} ${label}${rows.length > 1 ? `, by ${j0.t.columns[col]!.label}` : ''}`,
          sumOf(rows),
          cellStyle(j0.t, rows[0]!.cells[measure]),
          rows.map((r) => ({ r: r.r, c: j0.t.columns[measure]!.c })),
          name,
        );
        const jobs =
          rows.length === 1
            ? `job ${idOf(rows[0]!)}`
            : `${rows.length} jobs: ${rows.map(idOf).join(', ')}`;
        const did = verb === 'in' ? 'brought in' : 'made';
        return sourcedAnswer(
          fig,
          `${name} (${jobs}) ${did} the ${max ? 'most' : 'least'}: ${label} ${fig.display}${rows.length > 1 ? ', added over its jobs' : ''}.`,
          max ? 'max' : 'min',
        );
      }
    }
  }
  if (!noDays && !total && !statusSum && !statusCount && !lost && !hoursBy && !topN && !hoursOf)
    return undefined;
  const j = jobTable(wb);
  if (!j) return undefined;
  const { t } = j;
  const lab = (ci: number) => t.columns[ci]!.label;
  const idOf = (r: Row) => {
    const v = r.cells[j.id];
    return typeof v === 'number' ? String(v) : (cellText(v) ?? '');
  };
  const val = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
  const styleOf = (ci: number): NumberStyle =>
    cellStyle(t, j.rows.find((r) => cellNumber(r.cells[ci]))?.cells[ci]);
  const cite = (rows: Row[], cols: number[]) =>
    rows.flatMap((r) => cols.map((ci) => ({ r: r.r, c: t.columns[ci]!.c })));
  const totalsRow = t.rows.filter((r) => r.kind === 'total');
  // the column the question's noun names ("boat" → Boat), else the job number
  const nounCol = (noun: string | undefined): number | undefined => {
    if (!noun) return j.id;
    const w = nameTokens(noun)[0] ?? noun;
    if (/^(job|project|one)$/.test(w)) return j.id;
    const hits = t.columns.flatMap((c, i) =>
      c.type === 'text' && nameTokens(bareLabel(c.label)).join(' ') === w ? [i] : [],
    );
    return hits.length === 1 ? hits[0] : undefined;
  };
  const nameBy = (r: Row, ci: number) =>
    ci === j.id ? idOf(r) : `${cellText(r.cells[ci]) ?? idOf(r)}`;
  const whoBy = (r: Row, ci: number) =>
    ci === j.id ? `Job ${idOf(r)}` : `${cellText(r.cells[ci]) ?? ''} (job ${idOf(r)})`;

  if (noDays) {
    if (
      t.columns.some((c) => c.type === 'date' || /\b(days?|nights?|weeks?|dates?)\b/i.test(c.label))
    )
      return undefined;
    return refuse(
      `the sheet keeps money and labour hours per job (${t.columns
        .filter((c) => c.type !== 'text')
        .map((c) => c.label)
        .slice(0, 4)
        .join(', ')} …), no dates or days`,
    );
  }

  // a status named: the rows whose Status the words name
  const statusRows = (phrase: string): { rows: Row[]; name: string } | undefined => {
    const sc = statusColumn(j);
    if (sc === undefined) return undefined;
    const p = phrase.trim();
    const values = [...new Set(j.rows.map((r) => cellText(r.cells[sc]) ?? ''))].filter(Boolean);
    const literal = values.filter(
      (v) => normalizeText(v) === p.replace(/^(?:still |currently )/, ''),
    );
    let keep: string[];
    if (literal.length) keep = literal;
    else if (WIP.test(p)) keep = values.filter((v) => WIP_VALUE.test(v.trim()));
    else if (DONE.test(p)) keep = values.filter((v) => DONE_VALUE.test(v.trim()));
    else return undefined;
    if (!keep.length) return undefined;
    return {
      rows: j.rows.filter((r) => keep.includes(cellText(r.cells[sc]) ?? '')),
      name: `${lab(sc)} ${keep.join(' or ')}`,
    };
  };

  if (statusCount) {
    const s = statusRows((statusCount[1] ?? statusCount[2] ?? statusCount[3] ?? statusCount[4])!);
    if (s) {
      const fig = figureOf(
        t,
        `Jobs with ${s.name}`,
        decFromInt(s.rows.length),
        PLAIN,
        cite(s.rows.length ? s.rows : j.rows, [statusColumn(j)!]),
      );
      return sourcedAnswer(
        fig,
        `${s.rows.length} of ${j.rows.length} jobs have ${s.name}${s.rows.length ? `: ${s.rows.map(idOf).join(', ')}` : ''}.`,
        'count',
      );
    }
  }
  if (statusSum) {
    const colWords = (statusSum[1] ?? statusSum[3])!;
    const said = (statusSum[2] ?? statusSum[4])!;
    const s = statusRows(said) ?? statusRows(said.replace(/ (?:jobs|projects|boats|work)$/, ''));
    const ci = s ? columnNamed(j, colWords) : undefined;
    if (s && ci === 'rate')
      return refuse(`${colWords} is a rate or a percent for each job; it is not added over jobs`);
    if (s && typeof ci === 'number') {
      if (!s.rows.length) return refuse(`no job has ${s.name}`);
      const v = decSum(s.rows.map((r) => val(r, ci)));
      const fig = figureOf(t, `${lab(ci)}, ${s.name}`, v, styleOf(ci), cite(s.rows, [ci]));
      return sourcedAnswer(
        fig,
        `${fig.display} (${lab(ci)} added over the ${s.rows.length} jobs with ${s.name}: ${s.rows.map(idOf).join(', ')}).`,
        s.rows.length === 1 ? 'lookup' : 'total',
      );
    }
  }
  if (total) {
    const ci = columnNamed(j, (total[1] ?? total[2])!);
    if (ci === 'rate')
      return refuse('that is a rate or a percent for each job; it is not added over jobs');
    if (ci !== undefined) {
      const vals = j.rows.map((r) => cellNumber(r.cells[ci]));
      const v = decSum(vals.filter((x): x is Dec => !!x));
      const tv = totalsRow.length === 1 ? cellNumber(totalsRow[0]!.cells[ci]) : undefined;
      if (tv && !decEq(tv, v))
        return refuse(
          `the jobs add up to a different ${lab(ci)} than the ${cellText(totalsRow[0]!.cells[0]) ?? 'Totals'} row; I will not pick one`,
        );
      const fig = figureOf(t, `${lab(ci)}, total`, v, styleOf(ci), cite(j.rows, [ci]));
      return sourcedAnswer(
        fig,
        `${fig.display} (${lab(ci)} added over ${j.rows.length} jobs${tv ? `; the ${cellText(totalsRow[0]!.cells[0]) ?? 'Totals'} row agrees` : ''}).`,
        'total',
      );
    }
  }
  if (lost) {
    if (j.profit === undefined) return undefined;
    const by = nounCol(lost[1] ?? lost[2]);
    if (by === undefined) return undefined;
    const rows = j.rows.filter((r) => cellNumber(r.cells[j.profit!]));
    const losers = rows.filter((r) => decSign(val(r, j.profit!)) < 0);
    if (!losers.length) return refuse(`no job lost money: every ${lab(j.profit)} is 0 or more`);
    const sorted = [...losers].sort((a, b) => decCmp(val(a, j.profit!), val(b, j.profit!)));
    const worst = sorted[0]!;
    if (sorted[1] && decEq(val(sorted[1], j.profit), val(worst, j.profit)))
      return refuse(`several jobs tie on ${lab(j.profit)}`);
    const fig = figureOf(
      t,
      `Lowest ${lab(j.profit)}`,
      val(worst, j.profit),
      styleOf(j.profit),
      cite([worst], [j.profit]),
      nameBy(worst, by),
    );
    return sourcedAnswer(
      fig,
      `${whoBy(worst, by)} lost the most: ${lab(j.profit)} ${fig.display}${losers.length > 1 ? ` (${losers.length} jobs lost money)` : ' (the only job below 0)'}.`,
      'min',
    );
  }
  if (hoursBy) {
    if (j.hours === undefined) return undefined;
    const by = nounCol(hoursBy[1] ?? hoursBy[3]);
    if (by === undefined || by === j.id) return undefined;
    const max = (hoursBy[2] ?? hoursBy[4]) === 'most';
    const rows = j.rows.filter((r) => cellNumber(r.cells[j.hours!]));
    const sorted = [...rows].sort((a, b) =>
      max ? decCmp(val(b, j.hours!), val(a, j.hours!)) : decCmp(val(a, j.hours!), val(b, j.hours!)),
    );
    if (sorted.length < 2) return undefined;
    if (decEq(val(sorted[0]!, j.hours), val(sorted[1]!, j.hours)))
      return refuse(`several jobs tie on ${lab(j.hours)}`);
    const row = sorted[0]!;
    const fig = figureOf(
      t,
      `${max ? 'Highest' : 'Lowest'} ${lab(j.hours)}`,
      val(row, j.hours),
      PLAIN,
      cite([row], [j.hours]),
      nameBy(row, by),
    );
    return sourcedAnswer(
      fig,
      `${whoBy(row, by)} took the ${max ? 'most' : 'fewest'} hours: ${lab(j.hours)} ${fig.display}.`,
      max ? 'max' : 'min',
    );
  }
  if (hoursOf) {
    // a job named by any of its words (the boat, the owner, the work): its hours
    if (j.hours === undefined) return undefined;
    const phrase = (hoursOf[1] ?? hoursOf[2])!;
    if (
      /^(?:the |all |all the |our )?(?:jobs|projects|boats)$|^(?:we|you|they|it|everything)$/.test(
        phrase,
      )
    )
      return undefined;
    const hits = rowsNamed(j.rows, j.names, phrase);
    if (!hits) return undefined;
    if (hits.length > 1)
      return refuse(`that fits ${hits.length} jobs (${hits.map(idOf).join(', ')}); which one?`);
    const row = hits[0]!;
    if (!cellNumber(row.cells[j.hours]))
      return refuse(`job ${idOf(row)} has no ${lab(j.hours)} figure`);
    const fig = figureOf(
      t,
      `${lab(j.hours)} for ${idOf(row)}`,
      val(row, j.hours),
      PLAIN,
      cite([row], [j.hours]),
      idOf(row),
    );
    return sourcedAnswer(fig, `${lab(j.hours)} on job ${idOf(row)}: ${fig.display}.`, 'lookup');
  }
  if (topN) {
    if (j.profit === undefined) return undefined;
    const nWord = (topN[1] ?? topN[5] ?? topN[7])!;
    const n = NUMBERS[nWord] ?? Number(nWord);
    const noun = topN[2] ?? topN[6] ?? topN[9];
    const word = (topN[3] ?? topN[4] ?? topN[8])!;
    const by = nounCol(noun);
    if (by === undefined || !n || n < 2) return undefined;
    const max = /^(most|biggest|highest|best|top)$/.test(word);
    const rows = j.rows.filter((r) => cellNumber(r.cells[j.profit!]));
    if (rows.length <= n) return undefined;
    const sorted = [...rows].sort((a, b) =>
      max
        ? decCmp(val(b, j.profit!), val(a, j.profit!))
        : decCmp(val(a, j.profit!), val(b, j.profit!)),
    );
    if (decEq(val(sorted[n - 1]!, j.profit), val(sorted[n]!, j.profit)))
      return refuse(`jobs tie on ${lab(j.profit)} at place ${n}`);
    const sel = sorted.slice(0, n);
    const figures = sel.map((r) =>
      figureOf(
        t,
        `${max ? 'Top' : 'Bottom'} ${n} by ${lab(j.profit!)}: ${nameBy(r, by)}`,
        val(r, j.profit!),
        styleOf(j.profit!),
        cite([r], [j.profit!]),
        nameBy(r, by),
      ),
    );
    const text = `${max ? 'Top' : 'Bottom'} ${n} jobs by ${lab(j.profit)}: ${sel
      .map((r, i) => `${whoBy(r, by)} ${figures[i]!.display}`)
      .join(', ')}.`;
    return {
      text: `${text}\nSource: sheet '${t.sheet}' ${figures.map((f) => f.source.range).join(', ')}.`,
      figures,
      refused: false,
      kind: max ? 'top' : 'bottom',
    };
  }
  return undefined;
}
