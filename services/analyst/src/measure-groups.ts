/**
 * Issue 13, pass 15 (W1): a two-row header whose one row names the measure ("kg", "€") and
 * whose other row names the periods ("Q1" … "Q4", "Year"), in either order, e.g.
 *
 *   Produce | Q1 |    | Q2 |    | … | Year |          Produce | kg |  …  |     | € | …
 *           | kg | €  | kg | €  | … | kg | €          |         | Q1 | … | Year | Q1 | …
 *
 * Read as one table, every cell of a period was one measure or the other: money words read
 * the kilos, the Total row was added twice, a share was taken of the wrong measure. Such a
 * table is one table per measure sharing its row labels, each titled with its measure, so the
 * engine reads it as it reads stacked tables of money and of a volume (pass 14's H2): money
 * words the money, weight words the kilos, a question naming neither asks which. Only when
 * every numeric column names exactly one measure and each measure has the same periods: when
 * unsure the table stays as it was.
 */
import type { Column, Table } from './model';

/** Units and measure words a header row names over or under its periods. */
const MEASURE_TOKENS: Array<[RegExp, string]> = [
  [/^(kg|kgs|kilos?|kilograms?)$/i, 'kg'],
  [/^(lb|lbs)$/i, 'lb'],
  [/^(tonnes?|tons?)$/i, 'tonnes'],
  [/^(litres?|liters?|l)$/i, 'litres'],
  [/^(units?|qty|quantity|pcs|pieces)$/i, 'units'],
  [/^(€|eur|euros?)$/i, '€'],
  [/^(\$|usd|dollars?)$/i, '$'],
  [/^(£|gbp)$/i, '£'],
  [/^(₱|php)$/i, '₱'],
  [/^(sales|revenue|amount|value)$/i, 'sales'],
];

const TOTAL_PERIOD = /^(year|full year|total|fy|ytd|annual|year total)$/i;

interface Split {
  measure: string;
  /** the header text without the measure: the period ("Q1", "Year") */
  rest: string;
}

function measureOf(col: Column): Split | undefined {
  const text = `${col.group ?? ''} ${col.label}`.replace(/[()]/g, ' ');
  const tokens = text.split(/\s+/).filter(Boolean);
  const found: Array<{ at: number; measure: string }> = [];
  tokens.forEach((t, at) => {
    const hit = MEASURE_TOKENS.find(([re]) => re.test(t));
    if (hit) found.push({ at, measure: hit[1] });
  });
  if (found.length !== 1) return undefined;
  const rest = tokens.filter((_, i) => i !== found[0]!.at).join(' ');
  if (!rest) return undefined;
  return { measure: found[0]!.measure, rest };
}

/** One table per measure when the header names (measure, period) for every numeric column. */
export function splitMeasureGroups(table: Table, nextId: () => string): Table[] {
  if (table.layout !== 'wide' || table.headerRows.length < 2) return [table];
  const numeric = table.columns
    .map((col, i) => ({ col, i }))
    .filter(({ col }) => col.role === 'value' || col.role === 'total');
  if (numeric.length < 4) return [table];
  const groups = new Map<string, Array<{ col: Column; i: number; rest: string }>>();
  for (const n of numeric) {
    const m = measureOf(n.col);
    if (!m) return [table];
    const list = groups.get(m.measure) ?? [];
    list.push({ ...n, rest: m.rest });
    groups.set(m.measure, list);
  }
  if (groups.size < 2) return [table];
  // each measure over the same periods, each period once: a grid of (period, measure)
  const periodsOf = (list: Array<{ rest: string }>): string =>
    list
      .map((x) => x.rest.toLowerCase())
      .sort()
      .join('|');
  const lists = [...groups.values()];
  const first = periodsOf(lists[0]!);
  if (lists.some((l) => l.length < 2 || periodsOf(l) !== first)) return [table];
  if (new Set(lists[0]!.map((x) => x.rest.toLowerCase())).size !== lists[0]!.length) return [table];
  const numericAt = new Set(numeric.map((n) => n.i));
  const shared = table.columns.map((col, i) => ({ col, i })).filter((x) => !numericAt.has(x.i));
  return [...groups.entries()].map(([measure, list], gi) => {
    const keep = [...shared, ...list].sort((a, b) => a.i - b.i);
    const columns: Column[] = keep.map(({ col }) => {
      const own = list.find((x) => x.col === col);
      if (!own) return col;
      const { group: _group, tags: _tags, ...rest } = col;
      const role = TOTAL_PERIOD.test(own.rest) && !col.period ? 'total' : col.role;
      return { ...rest, label: own.rest, role };
    });
    const title = `${table.title ? `${table.title} ` : ''}(${measure})`;
    return {
      ...table,
      id: gi === 0 ? table.id : nextId(),
      title,
      columns,
      rows: table.rows.map((row) => ({ ...row, cells: keep.map(({ i }) => row.cells[i] ?? null) })),
    };
  });
}
