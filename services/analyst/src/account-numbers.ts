/**
 * Issue 13, pass 21 (S6): a QuickBooks P&L export numbers its accounts ("4010 Large format",
 * "5000 Paper & stock", "6300 Wages", a parent "6100 Auto" with "Total 6100 Auto"). Owners name
 * the line without its number ("advertising", "wages"), and the number spoiled every match.
 * When most lines of a table carry such a number, every line, heading and "Total …" line is
 * named by its words: the row's label, its section and its label cell (the answer still cites
 * that cell).
 */
import type { Table } from './model';

const NUMBERED =
  /^(\s*(?:total\s+)?)\d{3,6}(?:[.-]\d{1,4})?(?:\s*[-·:.]\s*|\s+)(?=\S*[A-Za-z])(.+)$/i;

const unnumbered = (s: string): string => {
  const m = NUMBERED.exec(s);
  return m ? `${m[1]!}${m[2]!.trim()}` : s;
};

export function unnumberAccounts(table: Table): void {
  const data = table.rows.filter((r) => r.kind === 'data' && r.label);
  const numbered = data.filter((r) => NUMBERED.test(r.label!));
  if (numbered.length < 2 || numbered.length * 2 < data.length) return;
  // the label cell too: a long table's lines are matched by that column's text
  const labelCol = table.columns.findIndex((c) => c.type === 'text' && c.role !== 'value');
  for (const r of table.rows) {
    if (labelCol >= 0) {
      const cell = r.cells[labelCol];
      if (typeof cell === 'string') r.cells[labelCol] = unnumbered(cell);
    }
    if (r.label) r.label = unnumbered(r.label);
    if (r.section) r.section = unnumbered(r.section);
  }
}
