/**
 * Issue 13, pass 38 (W7): VAT return workings (a title "… VAT return workings"; a block `SALES
 * | Net | VAT | Gross` with month rows and "Total sales"; a block `PURCHASES | Net | VAT |
 * Gross` with category rows and "Total purchases"; then rows "Box 1 VAT due on sales" … "Box 7
 * …") in the owner's words:
 * - on a table with Net, a tax column (VAT, GST …, `TAX_NAMES`) and Gross: "including VAT",
 *   "inc VAT", "incl. VAT", "gross" name Gross; "excluding VAT", "ex VAT", "before VAT", "net
 *   of VAT" name Net (the engine answered the VAT column for "marketing spend including VAT");
 *   "<tax> we can claim back on <line>" is that line's tax column. Asked again so; kept only
 *   when the answer reads that column.
 * - the return's boxes, read directly: "how much VAT do we owe" (to pay, payable, net VAT) is
 *   Box 5; "input VAT total" (VAT we can reclaim, claim back in all) Box 4; "VAT due on sales"
 *   (output VAT) Box 1.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import type { Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';
import { TAX_NAMES } from './tax-names';
import { plainQuestion } from './text';

const TAX = `(?:${TAX_NAMES.join('|')})`;
const isTax = (label: string) => new RegExp(`^${TAX}$`, 'i').test(label.trim());

function taxTables(wb: Workbook): Table[] {
  return wb.sheets.flatMap((s) =>
    s.tables.filter((t) => {
      const ls = t.columns.map((c) => c.label.trim().toLowerCase());
      return ls.includes('net') && ls.includes('gross') && t.columns.some((c) => isTax(c.label));
    }),
  );
}

const INC = new RegExp(`\\b(?:including|inc|incl|inclusive of|with) ${TAX}\\b|\\bgross\\b`);
const EXC = new RegExp(
  `\\b(?:excluding|ex|excl|exclusive of|before|without|net of) ${TAX}\\b|\\bnet\\b`,
);
const CLAIM = new RegExp(
  `^(?:how much )?(${TAX}) (?:can )?(?:we )?(?:can )?(?:claim back|reclaim|recover|get back) (?:on|for) (?:the )?([a-z][a-z &'-]*)$`,
);

export function vatWorkingsWording(
  wb: Workbook,
  question: string,
): { query: string; column: string } | undefined {
  const q = plainQuestion(question).replace(/\bincl\.|\bexcl\./g, (m) => m.slice(0, -1));
  const ts = taxTables(wb);
  if (ts.length === 0) return undefined;
  const claim = CLAIM.exec(q);
  if (claim) {
    const col = ts[0]!.columns.find((c) => isTax(c.label))!;
    return { query: `${col.label} for ${claim[2]}`, column: col.label };
  }
  const inc = INC.exec(q);
  const exc = inc ? undefined : EXC.exec(q);
  if (!inc && !exc) return undefined;
  const want = inc ? 'gross' : 'net';
  const col = ts[0]!.columns.find((c) => c.label.trim().toLowerCase() === want)!;
  const put = q
    .replace((inc ?? exc)!.index === undefined ? '' : (inc ?? exc)![0], col.label.toLowerCase())
    .replace(/\b(spend|spending|cost|costs)\b/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (put === q) return undefined;
  return { query: put, column: col.label };
}

const OWE = new RegExp(
  `^how much ${TAX} (?:do|will|did) we (?:owe|have to pay|pay|need to pay)(?: hmrc| the taxman)?(?: for the (?:quarter|period|return))?$|^(?:what(?:'s| is) )?(?:the )?(?:net )?${TAX} (?:to pay|payable|owed|bill)(?: for the (?:quarter|period|return))?$`,
);
const INPUT = new RegExp(
  `^(?:what(?:'s| is) )?(?:the |our )?(?:total )?input ${TAX}(?: total)?$|^how much ${TAX} (?:can we|do we) (?:reclaim|claim back)(?: in total| altogether)?$`,
);
const OUTPUT = new RegExp(
  `^(?:what(?:'s| is) )?(?:the )?(?:total )?(?:${TAX} due on sales|output ${TAX})(?: total)?$`,
);

export function vatBoxAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const box = OWE.test(q) ? 5 : INPUT.test(q) ? 4 : OUTPUT.test(q) ? 1 : 0;
  if (!box) return undefined;
  const hits: Array<{ t: Table; r: Row }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const r of t.rows) {
        const label = r.label ?? cellText(r.cells[0]) ?? '';
        if (new RegExp(`^box ${box}\\b`, 'i').test(label.trim())) hits.push({ t, r });
      }
  if (hits.length !== 1) return undefined;
  const { t, r } = hits[0]!;
  const vi = r.cells.findIndex((c, i) => i > 0 && cellNumber(c) !== undefined);
  if (vi < 0) return undefined;
  const label = (r.label ?? cellText(r.cells[0]))!.trim();
  const fig = figureOf(t, label, cellNumber(r.cells[vi])!, cellStyle(t, r.cells[vi]), [
    { r: r.r, c: t.columns[vi]!.c },
  ]);
  return sourcedAnswer(fig, `${label}: ${fig.display}.`, 'lookup');
}
