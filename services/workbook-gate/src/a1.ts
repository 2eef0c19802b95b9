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
  // rows per column, sorted and without duplicates
  const byCol = new Map<number, number[]>();
  for (const x of cells) {
    let list = byCol.get(x.c);
    if (!list) {
      list = [];
      byCol.set(x.c, list);
    }
    list.push(x.r);
  }
  let count = 0;
  for (const [c, list] of byCol) {
    list.sort((a, b) => a - b);
    let w = 0;
    for (let i = 0; i < list.length; i += 1)
      if (i === 0 || list[i] !== list[w - 1]) list[w++] = list[i]!;
    list.length = w;
    byCol.set(c, list);
    count += w;
  }
  const colKeys = [...byCol.keys()].sort((a, b) => a - b);
  const parts: string[] = [];
  const firstRow = byCol.get(colKeys[0]!)![0]!;
  if (
    colKeys.length > 1 &&
    colKeys.every((c) => byCol.get(c)!.length === 1 && byCol.get(c)![0] === firstRow)
  ) {
    for (const [a, b] of runs(colKeys)) parts.push(rangeAddress(firstRow, a, firstRow, b));
    if (parts.length <= maxParts) return { range: parts.join(','), exact: true, count };
  } else {
    // columns with identical row runs are written as one rectangle
    const runsOf = new Map<number, Array<[number, number]>>();
    let total = 0;
    for (const c of colKeys) {
      const rs = runs(byCol.get(c)!, maxParts + 1);
      runsOf.set(c, rs);
      total += rs.length;
    }
    const key = (c: number): string =>
      runsOf
        .get(c)!
        .map(([a, b]) => `${a}-${b}`)
        .join(',');
    const done = new Set<number>();
    let overflow = false;
    for (const c of colKeys) {
      if (done.has(c)) continue;
      let c1 = c;
      while (byCol.has(c1 + 1) && key(c1 + 1) === key(c)) c1 += 1;
      for (let x = c; x <= c1; x += 1) done.add(x);
      const rs = runsOf.get(c)!;
      if (rs.length > maxParts) {
        overflow = true;
        break;
      }
      for (const [a, b] of rs) parts.push(rangeAddress(a, c, b, c1));
      if (parts.length > maxParts) {
        overflow = true;
        break;
      }
    }
    void total;
    if (!overflow) return { range: parts.join(','), exact: true, count };
  }
  // too many pieces: the bounding range of each group of adjacent columns
  const bounds: string[] = [];
  for (const [a, b] of runs(colKeys)) {
    let r0 = Infinity;
    let r1 = -Infinity;
    for (let c = a; c <= b; c += 1) {
      const list = byCol.get(c)!;
      r0 = Math.min(r0, list[0]!);
      r1 = Math.max(r1, list[list.length - 1]!);
    }
    bounds.push(rangeAddress(r0, a, r1, b));
  }
  return { range: bounds.join(','), exact: false, count };
}

function runs(sorted: number[], stopAfter = Infinity): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start: number | undefined;
  let prev = 0;
  for (const v of sorted) {
    if (start === undefined) {
      start = v;
    } else if (v !== prev + 1) {
      out.push([start, prev]);
      if (out.length >= stopAfter) return out;
      start = v;
    }
    prev = v;
  }
  if (start !== undefined) out.push([start, prev]);
  return out;
}
