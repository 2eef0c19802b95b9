/**
 * Checks the SET, not the engine: enough questions and books, every book opens with
 * ingestWorkbook, every expectation is well formed, ids are unique, and expected figures agree
 * with a second computation read back from the written cells.
 */
import { ingestWorkbook } from '../../src/ingest';
import { sameNumber } from '../expect';
import { scoreOwner } from '../owners/score';
import { centsIn, openBook, recompute } from './read-back';
import type { Blind3Book } from './types';
import { buildBooks } from './workbooks';

let books: Blind3Book[] = [];
beforeAll(async () => {
  books = await buildBooks();
});

const all = () => books.flatMap((b) => b.questions);

test('the set is big enough: at least 200 questions over at least 12 books', () => {
  expect(books.length).toBeGreaterThanOrEqual(12);
  expect(all().length).toBeGreaterThanOrEqual(200);
  const refusals = all().filter((q) => q.expect.refuse).length;
  expect(refusals / all().length).toBeGreaterThan(0.1);
  expect(refusals / all().length).toBeLessThan(0.22);
});

test('ids are unique and every question belongs to a book of the set', () => {
  const ids = all().map((q) => q.id);
  expect(new Set(ids).size).toBe(ids.length);
  const names = new Set(books.map((b) => b.name));
  expect(names.size).toBe(books.length);
  for (const q of all()) expect(names.has(q.book)).toBe(true);
});

test('every expectation is well formed', () => {
  for (const q of all()) {
    const e = q.expect;
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.length).toBeGreaterThan(3);
    if (e.refuse) {
      expect(e.value ?? e.at).toBeUndefined();
      continue;
    }
    expect(e.value !== undefined || e.at !== undefined).toBe(true);
    const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
    for (const v of values) expect(v).toMatch(/^-?\d+(\.\d{1,2})?$/);
    // The shared scorer accepts the shape (a refused answer is "refused", not an error).
    const scored = scoreOwner(e, {
      text: 'x',
      figures: [],
      refused: true,
      kind: 'refused',
    } as never);
    expect(scored.outcome).toBe('refused');
  }
});

test('every book opens with ingestWorkbook', async () => {
  for (const b of books) {
    const wb = await ingestWorkbook(b.bytes);
    expect(wb).toBeTruthy();
  }
});

test('totals written in the sheets equal the sum of their parts (read back with exceljs)', async () => {
  let checked = 0;
  for (const b of books) {
    const wb = await openBook(b.bytes);
    for (const t of b.totals) {
      const [total] = centsIn(wb, t.sheet, t.total);
      const parts = t.parts
        .split(',')
        .flatMap((range) => centsIn(wb, t.sheet, range))
        .reduce((s, x) => s + x, 0n);
      expect(`${b.name} ${t.sheet}!${t.total}=${total}`).toBe(
        `${b.name} ${t.sheet}!${t.total}=${parts}`,
      );
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(20);
});

test('expected figures agree with the cells read back (second computation path)', async () => {
  let checked = 0;
  for (const b of books) {
    const wb = await openBook(b.bytes);
    for (const q of b.questions) {
      if (!q.recheck) continue;
      const got = recompute(wb, q.recheck);
      const values = Array.isArray(q.expect.value) ? q.expect.value : [q.expect.value ?? ''];
      expect(
        `${q.id}: ${values.some((v) => sameNumber(v, got)) ? 'agrees' : `${got} not in ${values.join('|')}`}`,
      ).toBe(`${q.id}: agrees`);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(60);
});

// A month named by a log of dates is a place the answer names even though no cell spells it.
const MONTH_ABBR = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)$/i;

test('every place an answer must name is written in its book (or is a month)', async () => {
  for (const b of books) {
    const wb = await openBook(b.bytes);
    const words: string[] = [];
    wb.eachSheet((ws) => {
      words.push(ws.name.toLowerCase());
      ws.eachRow((row) =>
        row.eachCell(
          (cell) => void (typeof cell.value === 'string' && words.push(cell.value.toLowerCase())),
        ),
      );
    });
    for (const q of b.questions) {
      const places =
        q.expect.at === undefined ? [] : Array.isArray(q.expect.at) ? q.expect.at : [q.expect.at];
      for (const p of places)
        expect(
          `${q.id} ${p}: ${MONTH_ABBR.test(p) || words.some((w) => w.includes(p.toLowerCase()))}`,
        ).toBe(`${q.id} ${p}: true`);
    }
  }
});

test('every book asks some questions it cannot answer', () => {
  for (const b of books) expect(b.questions.some((q) => q.expect.refuse)).toBe(true);
});
