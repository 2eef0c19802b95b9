/**
 * Issue 13, pass 26 (M3): a stock count with a Type column (Item | Type | Bottles | Unit cost |
 * Stock value | Notes, a Total row). The goods' noun ("wine", "bottle") names no column, so the
 * owner's words are read here: what ties up the most money (largest value), what we are lowest
 * on (fewest held), the most expensive we stock (largest unit cost), a type's value and its share
 * of stock value, how many of a type we carry (its rows), the average value per line. The Total
 * row is never an item.
 */
import type { Answer } from './answer-types';
import { cellNumber, cellStyle, cellText, figureOf } from './cell-figures';
import {
  type Dec,
  HUNDRED,
  ZERO,
  decAbs,
  decAdd,
  decCmp,
  decDiv,
  decFromInt,
  decMul,
} from './decimal';
import { type NumberStyle, PERCENT } from './format';
import type { Row, Table, Workbook } from './model';
import { plainQuestion, stem } from './text';

interface Stock {
  table: Table;
  item: number;
  type: number;
  qty: number;
  unit: number;
  value: number;
  rows: Row[];
}

function stockOf(wb: Workbook): Stock | undefined {
  const found = wb.sheets.flatMap((s) =>
    s.tables.flatMap((table): Stock[] => {
      const one = (re: RegExp, role?: string): number => {
        const hits = table.columns.flatMap((c, ci) =>
          re.test(c.label.trim()) && (!role || c.role === role) ? [ci] : [],
        );
        return hits.length === 1 ? hits[0]! : -1;
      };
      const item = one(/^(item|product|wine|name|description)\b/i);
      const type = one(/^(type|category|kind|style)$/i);
      const qty = one(/^(bottles|qty|quantity|units|on hand|pieces|cases|count)\b/i, 'value');
      const unit = one(/^(unit cost|cost each|cost per|unit price)\b/i, 'value');
      const value = one(/^(stock value|value|total value)\b/i, 'value');
      if ([item, type, qty, unit, value].some((ci) => ci < 0)) return [];
      const rows = table.rows.filter(
        (r) =>
          r.kind === 'data' &&
          cellText(r.cells[type]) &&
          cellNumber(r.cells[value]) !== undefined &&
          !/^(total|grand total|subtotal)\b/i.test(cellText(r.cells[item]) ?? ''),
      );
      return rows.length >= 2 ? [{ table, item, type, qty, unit, value, rows }] : [];
    }),
  );
  return found.length === 1 ? found[0] : undefined;
}

const fold = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

const MOST_MONEY = /^(?:which|what) (?:[a-z]+ )?ties up the most (?:money|cash|capital)$/;
const LOWEST =
  /^what are we (?:lowest|shortest|low) on$|^which [a-z]+ (?:are we|is) (?:lowest|shortest) (?:on|in stock)$/;
const DEAREST = /^(?:the )?most expensive [a-z]+ (?:we stock|we have|we carry|in stock)$/;
const AVG_LINE = /^(?:the )?average (?:stock )?value per (?:line|item)$/;
const TYPE_COUNT = /^how many ([a-z\u00C0-\u024F]+) do we (?:carry|stock|have)$/;
const TYPE_SHARE =
  /^([a-z\u00C0-\u024F]+) as a (?:share|percentage|percent|%) of (?:the |our )?(?:total )?stock value$/;
const TYPE_VALUE =
  /^(?:the )?([a-z\u00C0-\u024F]+) stock value$|^(?:the )?stock value of (?:the |our )?([a-z\u00C0-\u024F]+)$/;

export function stockTypeAnswer(wb: Workbook, question: string): Answer | undefined {
  const q = plainQuestion(question);
  const most = MOST_MONEY.test(q);
  const lowest = LOWEST.test(q);
  const dearest = DEAREST.test(q);
  const avg = AVG_LINE.test(q);
  const count = TYPE_COUNT.exec(q);
  const share = TYPE_SHARE.exec(q);
  const typeValue = TYPE_VALUE.exec(q);
  if (!most && !lowest && !dearest && !avg && !count && !share && !typeValue) return undefined;
  const st = stockOf(wb);
  if (!st) return undefined;
  const t = st.table;
  const n = (r: Row, ci: number): Dec => cellNumber(r.cells[ci]) ?? ZERO;
  const name = (r: Row): string => cellText(r.cells[st.item]) ?? '';
  const cellsOf = (rs: Row[], ci: number) => rs.map((r) => ({ r: r.r, c: t.columns[ci]!.c }));
  const style = (ci: number): NumberStyle => cellStyle(t, st.rows[0]!.cells[ci]);
  const src = (range: string): string => `Source: sheet '${t.sheet}' ${range}.`;
  const label = (ci: number): string => t.columns[ci]!.label;
  const ofType = (word: string): Row[] | undefined => {
    const w = stem(fold(word));
    const types = [...new Set(st.rows.map((r) => fold(cellText(r.cells[st.type])!)))];
    const hit = types.filter((x) => x === w || stem(x) === w);
    if (hit.length !== 1) return undefined;
    return st.rows.filter((r) => fold(cellText(r.cells[st.type])!) === hit[0]);
  };
  const sumOf = (rs: Row[], ci: number): Dec => rs.reduce((a, r) => decAdd(a, n(r, ci)), ZERO);
  const extreme = (ci: number, high: boolean, lead: string): Answer | undefined => {
    const ranked = [...st.rows].sort((a, b) => decCmp(n(b, ci), n(a, ci)) * (high ? 1 : -1));
    if (decCmp(n(ranked[0]!, ci), n(ranked[1]!, ci)) === 0) return undefined;
    const r = ranked[0]!;
    const f = figureOf(
      t,
      `${label(ci)}, ${name(r)}`,
      n(r, ci),
      style(ci),
      cellsOf([r], ci),
      name(r),
    );
    return {
      text: `${name(r)} ${lead}: ${label(ci)} ${f.display}, of ${st.rows.length} lines.\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: high ? 'max' : 'min',
    };
  };
  if (most) return extreme(st.value, true, 'ties up the most money');
  if (lowest) return extreme(st.qty, false, 'is the one we hold fewest of');
  if (dearest) return extreme(st.unit, true, 'is the most expensive we stock');
  const whole = sumOf(st.rows, st.value);
  if (avg) {
    const v = decDiv(whole, decFromInt(st.rows.length), 2)!;
    const f = figureOf(
      t,
      `Average ${label(st.value)} per line`,
      v,
      style(st.value),
      cellsOf(st.rows, st.value),
    );
    return {
      text: `${f.label}: ${f.display} (${figureOf(t, '', whole, style(st.value), cellsOf(st.rows, st.value)).display} over ${st.rows.length} lines).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'average',
    };
  }
  const word = (count?.[1] ?? share?.[1] ?? typeValue?.[1] ?? typeValue?.[2])!;
  const rows = ofType(word);
  if (!rows) return undefined;
  const typeName = cellText(rows[0]!.cells[st.type])!;
  if (count) {
    const f = figureOf(
      t,
      `Lines of type ${typeName}`,
      decFromInt(rows.length),
      { kind: 'number', decimals: 0 },
      cellsOf(rows, st.type),
      typeName,
    );
    return {
      text: `Lines of type ${typeName}: ${rows.length} (${rows.map(name).join(', ')}).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'count',
    };
  }
  const part = sumOf(rows, st.value);
  if (share) {
    if (decCmp(whole, ZERO) === 0) return undefined;
    const v = decDiv(decMul(part, HUNDRED), decAbs(whole), 2)!;
    const f = figureOf(
      t,
      `${typeName} as a share of ${label(st.value)}`,
      v,
      PERCENT,
      cellsOf(st.rows, st.value),
      typeName,
    );
    return {
      text: `${f.label}: ${f.display} (${figureOf(t, '', part, style(st.value), cellsOf(rows, st.value)).display} of ${figureOf(t, '', whole, style(st.value), cellsOf(st.rows, st.value)).display}).\n${src(f.source.range)}`,
      figures: [f],
      refused: false,
      kind: 'share',
    };
  }
  const f = figureOf(
    t,
    `${label(st.value)}, ${typeName}`,
    part,
    style(st.value),
    cellsOf(rows, st.value),
    typeName,
  );
  return {
    text: `${f.label}: ${f.display} (${rows.length} line${rows.length === 1 ? '' : 's'}).\n${src(f.source.range)}`,
    figures: [f],
    refused: false,
    kind: 'total',
  };
}
