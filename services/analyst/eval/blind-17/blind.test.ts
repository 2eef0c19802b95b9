/**
 * Checks blind set 17 itself, never the engine's accuracy: size, well-formed expectations,
 * unique ids, every book opens with ingestWorkbook, and the generated sheets add up (a second
 * computation path: totals written in the sheets equal the sums of their parts, read back).
 */
import ExcelJS from 'exceljs';
import { ingestWorkbook } from '../../src/index';
import { yogaTieFree } from './books/yoga';
import { loanBalanceEnd } from './books/drivingschool';
import { QUESTIONS } from './questions';
import { BOOKS, buildBooks } from './workbooks';

let built: Map<string, Uint8Array>;
beforeAll(async () => {
  built = await buildBooks();
});

async function readSheet(book: string, sheetName: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(built.get(book)!) as unknown as ArrayBuffer);
  return wb.getWorksheet(sheetName)!;
}

/** Cells as plain values, rows 1-based; numbers in cents (rounded) so sums are exact. */
function grid(ws: ExcelJS.Worksheet): Array<Array<string | number | null>> {
  const out: Array<Array<string | number | null>> = [];
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    const vals: Array<string | number | null> = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const v = row.getCell(c).value;
      vals.push(typeof v === 'number' ? Math.round(v * 100) : typeof v === 'string' ? v : null);
    }
    out[r - 1] = vals;
  });
  return out.map((r) => r ?? []);
}

const isTotalLabel = (s: unknown): boolean => typeof s === 'string' && /total|subtotal/i.test(s);

describe('blind set 17: the set', () => {
  it('has at least 200 questions over at least 12 books, each book asked', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    for (const b of BOOKS)
      expect(QUESTIONS.filter((q) => q.book === b.name).length).toBeGreaterThanOrEqual(10);
  });

  it('has unique ids and a refusal share between 10% and 20%', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it('has well-formed expectations', () => {
    const names = new Set(BOOKS.map((b) => b.name));
    for (const q of QUESTIONS) {
      expect(names.has(q.book)).toBe(true);
      expect(q.question.trim().length).toBeGreaterThan(3);
      expect(q.means.trim().length).toBeGreaterThan(3);
      const values = q.expect.value === undefined ? [] : ([] as string[]).concat(q.expect.value);
      if (q.expect.refuse) {
        expect(values.length).toBe(0);
        expect(q.expect.at).toBeUndefined();
      } else {
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) expect(v).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }
    }
  });

  it('opens every book with ingestWorkbook', async () => {
    for (const b of BOOKS) {
      const wb = await ingestWorkbook(built.get(b.name)!);
      expect(wb).toBeTruthy();
    }
  });

  it('has one month with the most sign-ups and a loan paid off to zero', () => {
    expect(yogaTieFree).toBe(true);
    expect(loanBalanceEnd).toBe(0n);
  });
});

describe('blind set 17: totals written in the sheets equal their parts (read back)', () => {
  // [book, sheet, first data row (1-based), label column (1-based)]
  const blocks: Array<[string, string, number, number]> = [
    ['bookbinder', 'Sales 2025', 5, 1],
    ['campsite', 'AR Aging', 7, 1],
    ['fishmarket', 'Payroll', 5, 1],
    ['roofing', 'Jobs 2025', 4, 1],
    ['architects', 'Fees', 5, 1],
    ['tea', 'Exports', 5, 1],
  ];
  it.each(blocks)(
    '%s / %s: the total row sums the rows above it',
    async (book, name, first, labelCol) => {
      const g = grid(await readSheet(book, name));
      const header = g[first - 2] ?? [];
      const totalRow = g.findIndex((r, i) => i >= first - 1 && isTotalLabel(r[labelCol - 1]));
      expect(totalRow).toBeGreaterThan(0);
      let checked = 0;
      header.forEach((h, c) => {
        if (typeof h === 'string' && /%/.test(h)) return;
        const t = g[totalRow]![c];
        if (typeof t !== 'number') return;
        let s = 0;
        for (let r = first - 1; r < totalRow; r++) {
          const v = g[r]?.[c];
          if (typeof v === 'number') s += v;
        }
        expect(s).toBe(t);
        checked++;
      });
      expect(checked).toBeGreaterThan(0);
    },
  );

  it('daycare and bakery: subtotals add up to the grand total, lines to their subtotals', async () => {
    for (const [book, name, col] of [
      ['daycare', 'Kiadasok', 3],
      ['bakery', 'Lager', 4],
    ] as const) {
      const g = grid(await readSheet(book, name));
      let run = 0;
      let subs = 0;
      let grand: number | null = null;
      for (const r of g) {
        const label = book === 'daycare' ? r[2] : r[0];
        const v = r[col];
        if (typeof label === 'string' && /grand total|total stock value/i.test(label))
          grand = v as number;
        else if (typeof label === 'string' && /subtotal/i.test(label)) {
          expect(v).toBe(run);
          subs += run;
          run = 0;
        } else if (typeof v === 'number' && !(book === 'bakery' && typeof r[2] !== 'number'))
          run += v;
      }
      expect(grand).toBe(subs);
    }
  });

  it('electrician: the TOTAL row at the top sums the lines below it', async () => {
    const g = grid(await readSheet('electrician', 'FY25 Budget v Actual'));
    const t = g.findIndex((r) => r[0] === 'TOTAL');
    for (const c of [1, 2, 3]) {
      let s = 0;
      for (let r = t + 1; r < g.length; r++)
        if (typeof g[r]?.[c] === 'number') s += g[r]![c] as number;
      expect(s).toBe(g[t]![c]);
    }
  });

  it('florist: each balance is the previous one minus debit plus credit', async () => {
    const g = grid(await readSheet('florist', 'Rekening NL12RABO'));
    for (let r = 2; r < g.length; r++) {
      const [, , d, c, b] = g[r]!;
      expect(b).toBe(
        (g[r - 1]![4] as number) - ((d as number | null) ?? 0) + ((c as number | null) ?? 0),
      );
    }
  });

  it('driving school: cash at end = cash at beginning + net change, both years', async () => {
    const g = grid(await readSheet('drivingschool', 'Cash flow'));
    const row = (l: string) => g.find((r) => r[0] === l)!;
    for (const c of [1, 2]) {
      expect(
        (row('Cash at beginning of year')[c] as number) + (row('Net change in cash')[c] as number),
      ).toBe(row('Cash at end of year')[c]);
      const sections = [
        'Net cash from operating activities',
        'Net cash used in investing activities',
        'Net cash from financing activities',
      ];
      expect(sections.reduce((s, l) => s + (row(l)[c] as number), 0)).toBe(
        row('Net change in cash')[c],
      );
    }
  });
});
