/**
 * Issue 13, pass 27 (M3): two tables with the same destinations and year columns, one of money
 * ("US$ in thousands") and one of volume ("Tonnes shipped"). Money words read the money table:
 * the country that buys the most (newest year), the market that grew the most in money (newest
 * − the year before), the exports' change between two years in % (its Total row); "average
 * price per tonne to <destination> in <year>" is value (× the unit: thousands) ÷ volume. "How
 * many tonnes did we ship last year" is a count the volume table holds: with the calendar's last
 * year the newest column and the year before present, it is asked back naming both.
 */
import type { Answer } from './answer-types';
import { sourcedAnswer } from './sourced-answer';
import { cellNumber, cellStyle, figureOf } from './cell-figures';
import { type Dec, HUNDRED, decDiv, decMul, decSub, decToString } from './decimal';
import type { Row, Table, Workbook } from './model';
import { plainQuestion } from './text';

interface Pair {
  money: Table;
  volume: Table;
  unitWord: string;
  years: Map<number, [number, number]>;
}

const textOf = (t: Table): string =>
  [t.title ?? '', t.sheet, ...(t.notes ?? []), t.unit ?? ''].join(' ');
const VOLUME =
  /\b(tonnes?|tons?|kg|kilos?|units|cases|litres?|liters?|barrels?|bags|boxes|pallets)\b/i;
const MONEY = /(us\$|\$|€|£|\busd\b|\beur\b|value|revenue|sales|exports?)/i;

function pairOf(wb: Workbook): Pair | undefined {
  const tables = wb.sheets.flatMap((s) => s.tables);
  const yearCols = (t: Table): Map<number, number> =>
    new Map(
      t.columns.flatMap((c, i) =>
        c.period?.kind === 'year' && c.period.year ? [[c.period.year, i] as [number, number]] : [],
      ),
    );
  const vols = tables.filter((t) => VOLUME.test(textOf(t)) && yearCols(t).size >= 2);
  const mons = tables.filter(
    (t) => !VOLUME.test(textOf(t)) && MONEY.test(textOf(t)) && yearCols(t).size >= 2,
  );
  if (vols.length !== 1 || mons.length !== 1) return undefined;
  const [money, volume] = [mons[0]!, vols[0]!];
  const ym = yearCols(money);
  const yv = yearCols(volume);
  const years = new Map<number, [number, number]>();
  for (const [y, i] of ym) if (yv.has(y)) years.set(y, [i, yv.get(y)!]);
  if (years.size < 2) return undefined;
  return { money, volume, unitWord: VOLUME.exec(textOf(volume))![1]!.toLowerCase(), years };
}

const lines = (t: Table): Row[] =>
  t.rows.filter(
    (r) => r.label && r.kind === 'data' && !/^(total|grand total|all)\b/i.test(r.label.trim()),
  );
const totalRow = (t: Table): Row | undefined => {
  const hits = t.rows.filter((r) => r.label && /^(total|grand total)$/i.test(r.label.trim()));
  return hits.length === 1 ? hits[0] : undefined;
};
const n = (d: Dec | undefined): number => (d ? Number(decToString(d)) : NaN);
export function exportVolumeAnswer(
  wb: Workbook,
  question: string,
  now: Date = new Date(),
): Answer | string | undefined {
  const q = plainQuestion(question).replace(/[?.!]+$/, '');
  const buys =
    /^(?:which|what) (?:country|market|destination|customer) (?:buys|bought|takes|took) the most(?: from us)?$/.test(
      q,
    );
  const grew =
    /^(?:which|what) (?:country|market|destination) grew the most(?: in (?:dollars|money|value|us\$|\$))?$/.exec(
      q,
    );
  const change =
    /^how did (?:our )?(?:exports|export value|sales) change from (\d{4}) to (\d{4}) in (?:%|percent)$/.exec(
      q,
    );
  const price =
    /^(?:what (?:was|is) (?:the |our )?)?average price per ([a-z]+) (?:to|for|in) (?:the )?(.+?) in (\d{4})$/.exec(
      q,
    );
  const shipped = /^how many ([a-z]+) did we (?:ship|sell|export|send) last year$/.exec(q);
  if (!buys && !grew && !change && !price && !shipped) return undefined;
  const x = pairOf(wb);
  if (!x) return undefined;
  const years = [...x.years.keys()].sort((a, b) => b - a);
  const [newest, before] = [years[0]!, years[1]!];
  if (shipped) {
    if (!x.unitWord.startsWith(shipped[1]!.replace(/s$/, ''))) return undefined;
    if (now.getUTCFullYear() - 1 === newest && x.years.has(newest - 1))
      return `"last year" could be ${newest} (the calendar's last year, the newest column here) or ${newest - 1} (the year before the newest in the sheet); name the year`;
    return undefined;
  }
  const m = x.money;
  if (buys || grew) {
    const c = x.years.get(newest)![0];
    const p = x.years.get(before)![0];
    const valueOf = (r: Row): number =>
      buys ? n(cellNumber(r.cells[c])) : n(cellNumber(r.cells[c])) - n(cellNumber(r.cells[p]));
    const ranked = lines(m)
      .filter((r) => !Number.isNaN(valueOf(r)))
      .sort((a, b) => valueOf(b) - valueOf(a));
    if (ranked.length < 2 || valueOf(ranked[0]!) === valueOf(ranked[1]!)) return undefined;
    const top = ranked[0]!;
    const v = buys
      ? cellNumber(top.cells[c])!
      : decSub(cellNumber(top.cells[c])!, cellNumber(top.cells[p])!);
    const cells = (buys ? [c] : [p, c]).map((i) => ({ r: top.r, c: m.columns[i]!.c }));
    const fig = figureOf(
      m,
      `${top.label} (${buys ? newest : `${before} to ${newest}`})`,
      v,
      cellStyle(m, top.cells[c]),
      cells,
      top.label,
    );
    return sourcedAnswer(
      fig,
      buys
        ? `${top.label} buys the most: ${fig.display} in ${newest}${m.unit ? ` (${m.unit})` : ''}.`
        : `${top.label} grew the most: ${fig.display} from ${before} to ${newest}${m.unit ? ` (${m.unit})` : ''}.`,
      'max',
    );
  }
  if (change) {
    const [y0, y1] = [Number(change[1]), Number(change[2])];
    const t = totalRow(m);
    if (!t || !x.years.has(y0) || !x.years.has(y1) || y0 === y1) return undefined;
    const a = cellNumber(t.cells[x.years.get(y0)![0]]);
    const b = cellNumber(t.cells[x.years.get(y1)![0]]);
    if (!a || !b || n(a) === 0) return undefined;
    const v = decDiv(decMul(decSub(b, a), HUNDRED), a, 2);
    if (!v) return undefined;
    const fig = figureOf(
      m,
      `${t.label} change, ${y0} to ${y1}`,
      v,
      { kind: 'percent', decimals: 2 },
      [y0, y1].map((y) => ({ r: t.r, c: m.columns[x.years.get(y)![0]]!.c })),
    );
    return sourcedAnswer(fig, `${t.label} changed ${fig.display} from ${y0} to ${y1}.`, 'change');
  }
  const [unit, dest, yearText] = [price![1]!, price![2]!, Number(price![3])];
  if (!x.unitWord.startsWith(unit.replace(/s$/, '')) || !x.years.has(yearText)) return undefined;
  const named = (t: Table): Row | undefined => {
    const d = dest.replace(/^the /, '').replace(/\./g, '');
    const hits = lines(t).filter((r) => {
      const l = r.label!.trim().toLowerCase().replace(/\./g, '');
      return (
        l === d || (d === 'usa' && /^(us|united states)$/.test(l)) || (d === 'us' && l === 'usa')
      );
    });
    return hits.length === 1 ? hits[0] : undefined;
  };
  const [rm, rv] = [named(m), named(x.volume)];
  const [cm, cv] = x.years.get(yearText)!;
  if (!rm || !rv) return undefined;
  const value = cellNumber(rm.cells[cm]);
  const volume = cellNumber(rv.cells[cv]);
  if (!value || !volume || n(volume) === 0) return undefined;
  const scale = /thousand|'000|\b000s?\b/i.test(textOf(m))
    ? 1000
    : /million/i.test(textOf(m))
      ? 1_000_000
      : 1;
  const v = decDiv(decMul(value, { m: BigInt(scale), s: 0 }), volume, 2);
  if (!v) return undefined;
  const fig = figureOf(
    m,
    `${rm.label}: value per ${unit}, ${yearText}`,
    v,
    { kind: 'number', decimals: 2 },
    [{ r: rm.r, c: m.columns[cm]!.c }],
    rm.label,
  );
  return sourcedAnswer(
    fig,
    `Average price per ${unit} to ${rm.label} in ${yearText}: ${fig.display} (value ${decToString(value)}${scale > 1 ? ` × ${scale}` : ''} ÷ ${decToString(volume)} ${x.unitWord}; sheets '${m.sheet}' and '${x.volume.sheet}').`,
    'ratio',
  );
}
