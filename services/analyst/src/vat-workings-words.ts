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
import { decAdd, decEq } from './decimal';
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

/** pass 47 (L7): the return's own period ("this quarter") is the workings' one quarter */
const RETURN_PERIOD =
  /\s*\b(?:for |in |over )?(?:this|the|that) (?:quarter|period|return|vat quarter|vat period)\b/g;
const SALES_EX = new RegExp(
  `^(?:what (?:is|are|were|was) )?(?:the |our )?(?:total )?(?:sales|turnover|revenue|takings|income)(?: total)? (?:excluding|ex|excl|exclusive of|before|net of|without|not including) ${TAX}(?: total)?$|^(?:the |our )?(?:total )?net sales(?: total)?$`,
);
const PURCHASES_EX = new RegExp(
  `^(?:what (?:is|are|were|was) )?(?:the |our )?(?:total )?(?:purchases|costs|expenses|spend|spending|buying)(?: total)? (?:excluding|ex|excl|exclusive of|before|net of|without|not including) ${TAX}(?: total)?$|^(?:the |our )?(?:total )?net purchases(?: total)?$`,
);
const NO_TAX_SPEND = new RegExp(
  `^(?:how much|what) (?:did|have|do) we (?:spend|spent|buy|bought|pay|paid)(?: on things| on stuff| on purchases)? (?:with|that had|that has|carrying) no ${TAX}(?: on (?:it|them))?$|^(?:what (?:were|are) )?(?:our |the )?(?:total )?(?:purchases|spend|spending|costs) (?:with no|without|free of) ${TAX}(?: on (?:it|them))?$|^(?:total )?(?:no[- ]${TAX}|${TAX}[- ]exempt|exempt) (?:purchases|spend|spending|costs)(?: total)?$`,
);

export function vatBoxAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question)
    .replace(/[?.!]+$/, '')
    .replace(RETURN_PERIOD, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (NO_TAX_SPEND.test(q)) return noTaxPurchases(wb);
  const box = OWE.test(q)
    ? 5
    : INPUT.test(q)
      ? 4
      : OUTPUT.test(q)
        ? 1
        : SALES_EX.test(q)
          ? 6
          : PURCHASES_EX.test(q)
            ? 7
            : 0;
  if (!box) return undefined;
  // boxes 6 and 7 are read only from a return that names them so (Total sales / purchases)
  if (box >= 6 && !workings(wb)) return undefined;
  const hits: Array<{ t: Table; r: Row }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables)
      for (const r of t.rows) {
        const label = r.label ?? cellText(r.cells[0]) ?? '';
        if (new RegExp(`^box ${box}\\b`, 'i').test(label.trim())) hits.push({ t, r });
      }
  if (hits.length !== 1) return undefined;
  const { t, r } = hits[0]!;
  if (box === 6 && !/\bsales\b/i.test(r.label ?? cellText(r.cells[0]) ?? '')) return undefined;
  if (box === 7 && !/\bpurchases\b/i.test(r.label ?? cellText(r.cells[0]) ?? '')) return undefined;
  const vi = r.cells.findIndex((c, i) => i > 0 && cellNumber(c) !== undefined);
  if (vi < 0) return undefined;
  const label = (r.label ?? cellText(r.cells[0]))!.trim();
  const fig = figureOf(t, label, cellNumber(r.cells[vi])!, cellStyle(t, r.cells[vi]), [
    { r: r.r, c: t.columns[vi]!.c },
  ]);
  return sourcedAnswer(fig, `${label}: ${fig.display}.`, 'lookup');
}

/** VAT return workings: a table or title saying so, with box rows */
function workings(wb: Workbook): boolean {
  return wb.sheets.some((s) =>
    s.tables.some(
      (t) =>
        /\bvat return\b|\breturn workings\b|\bvat workings\b/i.test(`${s.name} ${t.title ?? ''}`) ||
        t.rows.some((r) => /^box [1-9]\b/i.test((r.label ?? cellText(r.cells[0]) ?? '').trim())),
    ),
  );
}

/** "how much did we spend with no VAT on it": the purchases block's No VAT / exempt total */
function noTaxPurchases(wb: Workbook): Answer | undefined {
  if (!workings(wb)) return undefined;
  const hits: Array<{ t: Table; i: number }> = [];
  for (const s of wb.sheets)
    for (const t of s.tables) {
      const head = t.columns[0]?.label ?? '';
      if (!/purchases|costs|expenses|spend/i.test(`${head} ${t.title ?? ''}`)) continue;
      t.columns.forEach((c, i) => {
        if (
          c.type !== 'text' &&
          new RegExp(
            `\\bno ${TAX}\\b|\\bexempt\\b|\\boutside (?:the )?scope\\b|\\bnon[- ]${TAX}\\b`,
            'i',
          ).test(c.label)
        )
          hits.push({ t, i });
      });
    }
  if (hits.length !== 1) return undefined;
  const { t, i } = hits[0]!;
  const col = t.columns[i]!;
  const data = t.rows.filter(
    (r) => r.kind === 'data' && !/^box\b/i.test((r.label ?? cellText(r.cells[0]) ?? '').trim()),
  );
  const vals = data.map((r) => cellNumber(r.cells[i])).filter((v) => v !== undefined);
  if (!vals.length) return undefined;
  const sum = vals.reduce((a, b) => decAdd(a!, b!))!;
  const total = t.rows.filter((r) => r.kind === 'total' && cellNumber(r.cells[i]) !== undefined);
  if (total.length > 1) return undefined;
  if (total.length === 1 && !decEq(cellNumber(total[0]!.cells[i])!, sum)) return undefined;
  const rows = data.filter((r) => cellNumber(r.cells[i]) !== undefined);
  const fig = figureOf(
    t,
    `${col.label}, total`,
    sum,
    cellStyle(t, rows[0]!.cells[i]),
    rows.map((r) => ({ r: r.r, c: col.c })),
  );
  return sourcedAnswer(
    fig,
    `Spent with no VAT on it: ${fig.display} (${col.label}, added over ${rows.length} rows of the purchases; Input VAT is the VAT on the other purchases).`,
    'total',
  );
}
