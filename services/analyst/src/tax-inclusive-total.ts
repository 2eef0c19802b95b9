/**
 * Issue 13, after blind-38: an expense log kept as Amount ex GST | GST | Total, where Total is
 * the two added on every row. "How much did we spend on fuel" was asked back "Amount ex GST or
 * Total?" on every question about it. What was spent is what left the bank, the Total with the
 * tax in it; its label says so ("Total (incl. GST)"), so an owner who wanted the figure ex GST
 * sees at once which one was given and can ask for the other by name.
 */
import { sumColumn } from './sum-column-measure';
import type { Workbook } from './model';
import type { Target, TableView } from './view';

const TAX = /^(?:gst|vat|hst|tax|sales tax|iva|tva|mwst|ppn|igv)\b/i;
const EX_TAX =
  /\b(?:ex|excl|excluding|exclusive of|net of|before|pre|w\/o|without)\.?[- ]?(?:gst|vat|hst|tax|sales tax)\b/i;

const NET_PART = /^net(?: amount| sales| price| value)?$/i;

/** The tax-inclusive Total when the two columns asked back are it and its ex-tax part. */
export function taxInclusiveTarget(view: TableView, candidates: string[]): Target | undefined {
  const split = sumColumn(view.table);
  if (!split || split.parts.length !== 2) return undefined;
  const tax = split.parts.find((c) => TAX.test(c.label.trim()));
  // after blind-44: "Net | VAT 21% | Total" on a sales log: Net is the part before the tax
  const ex = split.parts.find(
    (c) => c !== tax && (EX_TAX.test(c.label) || NET_PART.test(c.label.trim())),
  );
  if (!tax || !ex) return undefined;
  const asked = new Set(candidates.map((c) => c.trim()));
  const total = split.total.label.trim();
  if (asked.size !== 2 || !asked.has(total) || !asked.has(ex.label.trim())) return undefined;
  const col = view.table.columns.indexOf(split.total);
  const own = view.targets.find((t) => t.kind === 'col' && t.col === col);
  if (!own) return undefined;
  const name = /\b(?:incl|including|inc)\b/i.test(total)
    ? total
    : `${total} (incl. ${tax.label.trim()})`;
  return { ...own, name };
}

const INCL_ASKED =
  /\s*\b(?:including|incl\.?|inc\.?|inclusive of|with)\s+(?:the\s+)?(gst|vat|hst|tax|sales tax)\b/i;

/**
 * "the grand total of our expenses including GST" named the GST column and was answered with the
 * tax alone. On a book whose log is split that way, the words asking for the tax to be included
 * are taken out, and the question then reads the tax-inclusive Total (above).
 */
export function taxIncludedWording(wb: Workbook, question: string): string | undefined {
  const m = INCL_ASKED.exec(question);
  if (!m) return undefined;
  const split = wb.sheets.some((s) =>
    s.tables.some((t) => {
      const sc = sumColumn(t);
      return sc?.parts.some(
        (c) => TAX.test(c.label.trim()) && c.label.trim().toLowerCase() === m[1]!.toLowerCase(),
      );
    }),
  );
  if (!split) return undefined;
  return question.replace(INCL_ASKED, '').replace(/\s+/g, ' ').trim();
}
