/**
 * Pass 42 (W2): a ledger with two or more payment columns (`Deposit £ | … | Further payments
 * £`), each row a customer (a couple, a client):
 * - "what have Bennett & Cho paid on top of the deposit" names the OTHER payment column (the
 *   one that is not the deposit), for the rows the question names;
 * - "total received so far, deposits and payments" ("deposit plus instalments") adds the two
 *   columns named, over the rows named or all data rows.
 * More than one other column, or a column word that names none: asked back, naming them.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import { type Dec, decSum } from './decimal';
import type { Column, Row, Table, Workbook } from './model';
import { sourcedAnswer } from './sourced-answer';

const PAY =
  /^(deposits?|payments?|instal+ments?|paid|receipts?|top[- ]?ups?|advances?|retainers?)$/;
const NOT_PAY = /\b(balance|due|outstanding|owed|owing|package|price|total|fee|cost|date|on)\b/i;
const one = (w: string): string => w.replace(/s$/, '');

interface Pay {
  col: Column;
  i: number;
  keys: string[];
}

const wordsOf = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function payColumns(t: Table): Pay[] {
  return t.columns
    .map((col, i) => ({ col, i }))
    .filter(
      ({ col }) => (col.type === 'money' || col.type === 'number') && !NOT_PAY.test(col.label),
    )
    .map(({ col, i }) => ({
      col,
      i,
      keys: wordsOf(col.label)
        .filter((w) => PAY.test(w))
        .map(one),
    }))
    .filter((p) => p.keys.length > 0);
}

/** The rows whose text cell the question names ("Bennett & Cho"); all data rows when none. */
function namedRows(t: Table, q: string[]): { rows: Row[]; names: string[] } {
  const data = t.rows.filter((r) => r.kind === 'data');
  const qs = new Set(q);
  const names: string[] = [];
  const hits = data.filter((r) =>
    r.cells.some((c) => {
      const s = cellText(c);
      if (!s || /^\d/.test(s)) return false;
      const ws = wordsOf(s).filter((w) => w.length >= 3 && w !== 'and');
      const hit = ws.length > 0 && ws.every((w) => qs.has(w));
      if (hit) names.push(s);
      return hit;
    }),
  );
  return hits.length ? { rows: hits, names } : { rows: data, names: [] };
}

export function paymentColumnsAnswer(
  wb: Workbook,
  question: string,
  refuse: (why: string) => Answer,
): Answer | undefined {
  const q = question.toLowerCase();
  const onTop =
    /\b(?:on top of|over and above|besides|in addition to|as well as|other than) (?:the |their |his |her |its |our |a )?([a-z]+)/.exec(
      q,
    );
  const joined =
    /\b([a-z]+) (?:and|plus|&|\+|with) (?:the |their |any |all )?(?:further |other |later |subsequent |extra )?([a-z]+)\b/g;
  if (!onTop && !/\b(and|plus|&|\+)\b|\+/.test(q)) return undefined;
  for (const s of wb.sheets)
    for (const t of s.tables) {
      if (t.layout !== 'long') continue;
      const pays = payColumns(t);
      if (pays.length < 2) continue;
      const named = (w: string): Pay[] => pays.filter((p) => p.keys.includes(one(w)));
      let cols: Pay[] | undefined;
      if (onTop) {
        const base = named(onTop[1]!);
        if (base.length !== 1) continue;
        const others = pays.filter((p) => p !== base[0]);
        if (others.length !== 1)
          return refuse(
            `besides ${base[0]!.col.label} the table has ${others.map((p) => p.col.label).join(', ')}; name the column`,
          );
        cols = others;
      } else {
        for (const m of q.matchAll(joined)) {
          const a = named(m[1]!);
          const b = named(m[2]!);
          if (a.length === 1 && b.length === 1 && a[0] !== b[0]) cols = [a[0]!, b[0]!];
          else if ((a.length === 1 && b.length > 1) || (a.length > 1 && b.length === 1))
            return refuse(
              `several columns hold payments (${pays.map((p) => p.col.label).join(', ')}); name them`,
            );
        }
        if (!cols) continue;
      }
      const { rows, names: who } = namedRows(t, wordsOf(q));
      const parts: Dec[] = [];
      const cells: Array<{ r: number; c: number }> = [];
      for (const r of rows)
        for (const p of cols) {
          const v = cellNumber(r.cells[p.i]);
          if (v) parts.push(v);
          cells.push({ r: r.r, c: p.col.c });
        }
      if (!cells.length) continue;
      const label = `${cols.map((p) => p.col.label).join(' + ')}${who.length ? ` for ${who.join(', ')}` : ''}`;
      const fig = figureOf(
        t,
        label,
        decSum(parts),
        cellStyle(t, rows[0]!.cells[cols[0]!.i]),
        cells,
      );
      return sourcedAnswer(
        fig,
        `${label}: ${fig.display} (added over ${rows.length} row${rows.length === 1 ? '' : 's'}).`,
        'total',
      );
    }
  return undefined;
}
