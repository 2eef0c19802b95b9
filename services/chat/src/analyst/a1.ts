/** A1-style cell references for citations. Rows and columns are 0-based here. */

export function colLetter(c: number): string {
  let n = c + 1;
  let s = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    s = String.fromCharCode(65 + rem) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function cellAddress(r: number, c: number): string {
  return `${colLetter(c)}${r + 1}`;
}

export function rangeAddress(r0: number, c0: number, r1: number, c1: number): string {
  const a = cellAddress(Math.min(r0, r1), Math.min(c0, c1));
  const b = cellAddress(Math.max(r0, r1), Math.max(c0, c1));
  return a === b ? a : `${a}:${b}`;
}

export interface CellRef {
  r: number;
  c: number;
}

/**
 * Compresses a set of cells into the shortest list of rectangular ranges we can find
 * cheaply: runs along a column or along a row, then joined with commas. When the list
 * would be longer than `maxParts`, returns the bounding range of each column instead and
 * sets `partial` so the caller can state the filter in words.
 */
export function rangesFor(
  cells: CellRef[],
  maxParts = 8,
): { range: string; exact: boolean; count: number } {
  if (cells.length === 0) return { range: '', exact: true, count: 0 };
  const uniq = new Map<string, CellRef>();
  for (const cell of cells) uniq.set(`${cell.r}:${cell.c}`, cell);
  const list = [...uniq.values()];
  const cols = new Set(list.map((x) => x.c));
  const rows = new Set(list.map((x) => x.r));
  const parts: string[] = [];
  if (rows.size === 1 && cols.size > 1) {
    const r = list[0]!.r;
    const cs = [...cols].sort((a, b) => a - b);
    for (const [a, b] of runs(cs)) parts.push(rangeAddress(r, a, r, b));
  } else {
    const byCol = new Map<number, number[]>();
    for (const x of list) {
      const arr = byCol.get(x.c) ?? [];
      arr.push(x.r);
      byCol.set(x.c, arr);
    }
    // Columns that share the same row runs can be written as one rectangle.
    const colKeys = [...byCol.keys()].sort((a, b) => a - b);
    const runKey = new Map<number, string>();
    for (const c of colKeys) {
      const rs = byCol.get(c)!.sort((a, b) => a - b);
      runKey.set(c, runs(rs).map(([a, b]) => `${a}-${b}`).join(','));
    }
    const done = new Set<number>();
    for (const c of colKeys) {
      if (done.has(c)) continue;
      // extend to adjacent columns with identical row runs
      let c1 = c;
      while (byCol.has(c1 + 1) && runKey.get(c1 + 1) === runKey.get(c)) c1 += 1;
      for (let x = c; x <= c1; x += 1) done.add(x);
      const rs = byCol.get(c)!;
      for (const [a, b] of runs(rs)) parts.push(rangeAddress(a, c, b, c1));
    }
  }
  if (parts.length <= maxParts) return { range: parts.join(','), exact: true, count: list.length };
  // Bounding range per column group.
  const bounds: string[] = [];
  const colList = [...cols].sort((a, b) => a - b);
  for (const [a, b] of runs(colList)) {
    const inCols = list.filter((x) => x.c >= a && x.c <= b);
    let r0 = Infinity;
    let r1 = -Infinity;
    for (const x of inCols) {
      r0 = Math.min(r0, x.r);
      r1 = Math.max(r1, x.r);
    }
    bounds.push(rangeAddress(r0, a, r1, b));
  }
  return { range: bounds.join(','), exact: false, count: list.length };
}

function runs(sorted: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start: number | undefined;
  let prev = 0;
  for (const v of sorted) {
    if (start === undefined) {
      start = v;
    } else if (v !== prev + 1) {
      out.push([start, prev]);
      start = v;
    }
    prev = v;
  }
  if (start !== undefined) out.push([start, prev]);
  return out;
}
