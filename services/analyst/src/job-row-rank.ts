/**
 * Pass 42 (W10): job costing whose rows are jobs (a `Job #` / `Job no` / `Job ID` column) with a
 * Job type column and a money Margin (Profit) column: "most profitable job" ("least", "which job
 * made the most", "best / worst job") is the Job # row with the largest (smallest) Margin, never
 * a Job type's sum. A question naming the type ("job type", "kind of job") is left to the engine.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { decCmp } from './decimal';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { plainQuestion } from './text';

const ID = /^(job ?(?:#|no\.?|number|id|ref(?:erence)?)|job)$/i;
const MARGIN =
  /^((?:gross |net )?(?:margin|profit)(?: \/ loss)?)(?:\s*\(?[£$€¥₹]\)?|\s+(?:[£$€¥₹]|amount|value))?$/i;
const CUSTOMER = /^(customer|client|name)$/i;

const ASKED =
  /^(?:what(?:'s| is| was)|which(?: was| is)?) (?:our |the )?(most|least) profitable job$|^(?:our |the )?(most|least) profitable job$|^which job (?:made|earned|brought in) (?:us )?(?:the )?(most|least)(?: money| profit| margin)?$|^(?:what(?:'s| is| was) )?(?:our |the )?(best|worst) job(?: for (?:profit|margin))?$/;

export function jobRowRankAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const m = ASKED.exec(plainQuestion(question));
  if (!m) return undefined;
  const word = m[1] ?? m[2] ?? m[3] ?? m[4]!;
  const max = word === 'most' || word === 'best';
  const found: Array<{ t: Table; id: number; margin: number; rows: Row[] }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const id = t.columns.findIndex((c) => ID.test(c.label.trim()));
      const margins = t.columns.flatMap((c, i) =>
        MARGIN.test(c.label.trim()) && c.type !== 'text' && c.type !== 'percent' ? [i] : [],
      );
      if (id < 0 || margins.length !== 1) continue;
      const rows = t.rows.filter((r) => r.kind === 'data' && cellText(r.cells[id]));
      if (rows.length >= 3) found.push({ t, id, margin: margins[0]!, rows });
    }
  if (found.length !== 1) return undefined;
  const { t, id, margin, rows } = found[0]!;
  const vals = rows.map((r) => cellNumber(r.cells[margin]));
  if (vals.some((v) => !v)) return undefined;
  let best = 0;
  for (let i = 1; i < vals.length; i++) {
    const c = decCmp(vals[i]!, vals[best]!);
    if (max ? c > 0 : c < 0) best = i;
  }
  if (vals.some((v, i) => i !== best && decCmp(v!, vals[best]!) === 0))
    return refuse(`several jobs tie on ${t.columns[margin]!.label}`);
  const row = rows[best]!;
  const cust = t.columns.findIndex((c) => CUSTOMER.test(c.label.trim()));
  const name = cellText(row.cells[id])!;
  const who = cust >= 0 ? cellText(row.cells[cust]) : undefined;
  const col = t.columns[margin]!;
  const fig = figureOf(
    t,
    `${max ? 'Highest' : 'Lowest'} ${col.label}`,
    vals[best]!,
    cellStyle(t, row.cells[margin]),
    [{ r: row.r, c: col.c }],
    name,
  );
  return sourcedAnswer(
    fig,
    `The ${max ? 'most' : 'least'} profitable job was ${name}${who ? ` for ${who}` : ''}: ${col.label} ${fig.display}.`,
    max ? 'max' : 'min',
  );
}
