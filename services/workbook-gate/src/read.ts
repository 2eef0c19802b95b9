/**
 * Reads an .xlsx into raw sheets (cells with their number formats, and merges), inside the
 * limits. Runs inside a gate worker (grid-worker.ts, or a caller's own worker entry).
 *
 * Order of checks (cheap first): file size (413), zip signature and xl/workbook.xml (400),
 * declared sizes and ratios (422), bounded inflation of the needed parts (422 on a lying
 * header), sheet count, then a byte scan of each sheet's XML counting rows, cells and the
 * widest column, and reading its declared <dimension> (422), before SheetJS parses anything.
 * SheetJS then parses only the parts we inflated, so its work is bounded by the same limits;
 * nothing is ever sized from the declared dimension.
 */
import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import type { IngestLimits } from './limits';
import { WorkbookError, formatBytes, formatCount, invalidFormat } from './limits';
import { serialToIso } from './dates';
import { checkDeclaredSizes, listEntries, readEntry } from './zip';

export type RawCell =
  { k: 'n'; n: number; z?: string } | { k: 's'; s: string } | { k: 'd'; d: string; z?: string };

export interface Merge {
  r0: number;
  c0: number;
  r1: number;
  c1: number;
}

export interface RawSheet {
  name: string;
  hidden: boolean;
  rows: Array<Array<RawCell | undefined> | undefined>;
  merges: Merge[];
  ref?: string;
  cellCount: number;
}

export interface RawBook {
  sheets: RawSheet[];
  bytes: number;
}

/** Parts a reader needs; images, printer settings, custom XML and the like are skipped. */
function isNeeded(name: string): boolean {
  return (
    name === '[Content_Types].xml' ||
    name === '_rels/.rels' ||
    name === 'xl/workbook.xml' ||
    name === 'xl/_rels/workbook.xml.rels' ||
    name === 'xl/styles.xml' ||
    name === 'xl/sharedStrings.xml' ||
    /^xl\/(worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/.test(name)
  );
}

const utf8 = new TextDecoder('utf-8');

interface SheetRef {
  name: string;
  target?: string;
  hidden: boolean;
}

function decodeXmlAttr(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function sheetRefs(workbookXml: string, relsXml: string | undefined): SheetRef[] {
  const rels = new Map<string, string>();
  if (relsXml) {
    for (const m of relsXml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
      const attrs = m[1] ?? '';
      const id = /\bId="([^"]*)"/.exec(attrs)?.[1];
      const target = /\bTarget="([^"]*)"/.exec(attrs)?.[1];
      if (id && target) rels.set(id, target);
    }
  }
  const out: SheetRef[] = [];
  for (const m of workbookXml.matchAll(/<(?:\w+:)?sheet\b([^>]*)\/?>/g)) {
    const attrs = m[1] ?? '';
    const name = decodeXmlAttr(/\bname="([^"]*)"/.exec(attrs)?.[1] ?? '');
    const rid = /\br:id="([^"]*)"/.exec(attrs)?.[1] ?? /\bid="([^"]*)"/.exec(attrs)?.[1];
    const state = /\bstate="([^"]*)"/.exec(attrs)?.[1];
    let target = rid ? rels.get(rid) : undefined;
    if (target) {
      target = target.replace(/^\/?xl\//, '').replace(/^\//, '');
      target = 'xl/' + target.replace(/^\.\//, '');
    }
    out.push({
      name,
      ...(target ? { target } : {}),
      hidden: state === 'hidden' || state === 'veryHidden',
    });
  }
  return out;
}

export interface SheetScan {
  rows: number;
  cells: number;
  maxCol: number;
  /** what <dimension ref="A1:XFD20000"> claims: last row (1-based) and last column (0-based) */
  declared?: { ref: string; lastRow: number; lastCol: number };
}

/** 'A1:XFD20000' → last row 20000, last column 16383; undefined when unreadable. */
export function parseDimensionRef(
  ref: string,
): { ref: string; lastRow: number; lastCol: number } | undefined {
  const end = ref.split(':').pop() ?? '';
  const m = /^\$?([A-Za-z]{1,4})\$?(\d{1,8})$/.exec(end.trim());
  if (!m) return undefined;
  let col = 0;
  for (const ch of m[1]!.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { ref, lastRow: Number(m[2]), lastCol: col - 1 };
}

const isLetter = (x: number | undefined): boolean =>
  x !== undefined && ((x >= 65 && x <= 90) || (x >= 97 && x <= 122));

/**
 * Counts rows that hold cells, cells, and the widest column in a sheet's XML, fed in chunks
 * while the part inflates, so an oversized sheet is refused before it is even fully inflated.
 */
export class SheetScanner {
  rows = 0;
  cells = 0;
  maxCol = -1;
  declared: SheetScan['declared'];
  private lastCol = -1;
  private rowHasCells = false;
  private carry: Uint8Array | undefined;

  feed(chunk: Uint8Array): void {
    let b = chunk;
    if (this.carry) {
      b = new Uint8Array(this.carry.length + chunk.length);
      b.set(this.carry, 0);
      b.set(chunk, this.carry.length);
      this.carry = undefined;
    }
    // keep a tag cut by the chunk boundary for the next chunk
    const lastLt = b.lastIndexOf(60);
    let end = b.length;
    if (lastLt >= 0 && b.length - lastLt < 400) {
      end = lastLt;
      this.carry = b.slice(lastLt);
    }
    this.scan(b, end);
  }

  end(): SheetScan {
    if (this.carry) {
      this.scan(this.carry, this.carry.length);
      this.carry = undefined;
    }
    if (this.rowHasCells) {
      this.rows += 1;
      this.rowHasCells = false;
    }
    return {
      rows: this.rows,
      cells: this.cells,
      maxCol: this.maxCol,
      ...(this.declared ? { declared: this.declared } : {}),
    };
  }

  /** <dimension ref="..."> starting at `j` (just after '<' and any prefix). */
  private readDimension(b: Uint8Array, j: number): void {
    if (this.declared) return;
    const head = utf8.decode(b.subarray(j, Math.min(b.length, j + 120)));
    const m = /^dimension\s[^>]*\bref="([^"]{1,40})"/.exec(head);
    if (m) this.declared = parseDimensionRef(m[1]!);
  }

  private scan(b: Uint8Array, n: number): void {
    let i = b.indexOf(60);
    while (i >= 0 && i < n) {
      let j = i + 1;
      // skip a namespace prefix (x:c)
      let k = j;
      while (k < j + 12 && isLetter(b[k])) k += 1;
      if (b[k] === 58 && k > j) j = k + 1;
      const c0 = b[j];
      if (c0 === 99 /* c */) {
        const c1 = b[j + 1];
        if (c1 === 32 || c1 === 62 || c1 === 47 || c1 === 9 || c1 === 10 || c1 === 13) {
          this.cells += 1;
          this.rowHasCells = true;
          // find r="..." before the end of the tag
          let col = -1;
          let q = j + 1;
          const limit = Math.min(b.length, j + 300);
          while (q < limit && b[q] !== 62) {
            if (
              b[q] === 114 &&
              b[q + 1] === 61 &&
              b[q + 2] === 34 &&
              (b[q - 1] === 32 || b[q - 1] === 9)
            ) {
              let x = q + 3;
              let acc = 0;
              while (x < limit) {
                const ch = b[x]!;
                if (ch >= 65 && ch <= 90) acc = acc * 26 + (ch - 64);
                else if (ch >= 97 && ch <= 122) acc = acc * 26 + (ch - 96);
                else break;
                x += 1;
              }
              col = acc - 1;
              break;
            }
            q += 1;
          }
          if (col < 0) col = this.lastCol + 1;
          this.lastCol = col;
          if (col > this.maxCol) this.maxCol = col;
        }
      } else if (c0 === 100 /* d */ && b[j + 1] === 105 && b[j + 2] === 109) {
        this.readDimension(b, j);
      } else if (c0 === 114 && b[j + 1] === 111 && b[j + 2] === 119) {
        const c3 = b[j + 3];
        if (c3 === 32 || c3 === 62 || c3 === 47 || c3 === 9 || c3 === 10 || c3 === 13) {
          if (this.rowHasCells) this.rows += 1;
          this.rowHasCells = false;
          this.lastCol = -1;
        }
      }
      i = b.indexOf(60, i + 1);
    }
  }
}

/** Scans a whole sheet's XML at once (see SheetScanner). */
export function scanSheetXml(b: Uint8Array): SheetScan {
  const s = new SheetScanner();
  s.feed(b);
  return s.end();
}

interface SsfLike {
  is_date(fmt: string): boolean;
}
const SSF = XLSX.SSF as SsfLike;

/**
 * "S$#,##0.00" (a Singapore dollar written without quotes) reads as a date to SSF: its S is the
 * seconds token. A format with a digit placeholder #, or with no day, month, year or hour
 * letter left once quoted text, [..] sections and escapes are taken out, is a number.
 */
function moneyWithLetters(z: string): boolean {
  const bare = z.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return bare.includes('#') || !/[dmyh]/i.test(bare);
}

const dateFmtCache = new Map<string, boolean>();
function isDateFormat(z: string | undefined): boolean {
  if (!z || z === 'General') return false;
  let hit = dateFmtCache.get(z);
  if (hit === undefined) {
    try {
      hit = SSF.is_date(z) && !moneyWithLetters(z);
    } catch {
      hit = false;
    }
    if (dateFmtCache.size < 1000) dateFmtCache.set(z, hit);
  }
  return hit;
}

export function readRawWorkbook(buffer: Uint8Array, limits: IngestLimits): RawBook {
  if (buffer.length > limits.maxFileBytes) {
    throw new WorkbookError(
      413,
      'file_too_large',
      `This file is too large: ${formatBytes(buffer.length)} (limit ${formatBytes(limits.maxFileBytes)}).`,
    );
  }
  const entries = listEntries(buffer);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (!byName.has('xl/workbook.xml')) throw invalidFormat();
  checkDeclaredSizes(entries, limits);

  const files = new Map<string, Uint8Array>();
  let budget = limits.maxUncompressedBytes;
  const isSheet = (name: string): boolean => name.startsWith('xl/worksheets/');
  for (const e of entries) {
    if (!isNeeded(e.name) || isSheet(e.name)) continue;
    const data = readEntry(buffer, e, Math.min(e.size, budget));
    budget -= data.length;
    files.set(e.name, data);
  }
  const wbBytes = files.get('xl/workbook.xml');
  if (!wbBytes) throw invalidFormat();
  const wbXml = utf8.decode(wbBytes);
  if (!/<(?:\w+:)?workbook\b/.test(wbXml)) throw invalidFormat();
  const relsBytes = files.get('xl/_rels/workbook.xml.rels');
  const refs = sheetRefs(wbXml, relsBytes ? utf8.decode(relsBytes) : undefined);
  if (refs.length > limits.maxSheets) {
    throw new WorkbookError(
      422,
      'too_many_sheets',
      `This workbook has ${formatCount(refs.length)} sheets (limit ${formatCount(limits.maxSheets)}).`,
    );
  }

  // Inflate each sheet while counting its rows, cells and columns: stop at the first limit.
  let totalCells = 0;
  const tooManyCells = (): WorkbookError =>
    new WorkbookError(
      422,
      'too_many_cells',
      `This workbook has more than ${formatCount(limits.maxCells)} cells (limit ${formatCount(limits.maxCells)} cells).`,
    );
  for (const ref of refs) {
    const e = ref.target ? byName.get(ref.target) : undefined;
    if (!e || files.has(e.name)) continue;
    const scanner = new SheetScanner();
    const check = (): void => {
      if (scanner.rows > limits.maxRowsPerSheet) {
        throw new WorkbookError(
          422,
          'too_many_rows',
          `Sheet '${ref.name}' has more than ${formatCount(limits.maxRowsPerSheet)} rows (limit ${formatCount(
            limits.maxRowsPerSheet,
          )} rows per sheet).`,
        );
      }
      if (scanner.maxCol >= limits.maxColumnsPerSheet) {
        throw new WorkbookError(
          422,
          'too_many_columns',
          `Sheet '${ref.name}' uses more than ${formatCount(limits.maxColumnsPerSheet)} columns.`,
        );
      }
      if (totalCells + scanner.cells > limits.maxCells) throw tooManyCells();
    };
    const data = readEntry(buffer, e, Math.min(e.size, budget), (chunk) => {
      scanner.feed(chunk);
      check();
    });
    scanner.end();
    check();
    checkDeclared(ref.name, scanner.declared, limits);
    totalCells += scanner.cells;
    budget -= data.length;
    files.set(e.name, data);
  }

  // A sheet part no sheet refers to is never parsed, but a lying size is still a hostile
  // file: inflate it within its declared size (and the total budget) and drop it.
  for (const e of entries) {
    if (!isSheet(e.name) || !isNeeded(e.name) || files.has(e.name)) continue;
    budget -= readEntry(buffer, e, Math.min(e.size, budget)).length;
  }

  const opts: XLSX.ParsingOptions = {
    dense: true,
    cellNF: true,
    cellText: false,
    cellHTML: false,
    cellFormula: false,
    cellDates: false,
    cellStyles: false,
    sheetStubs: false,
    bookVBA: false,
    sheetRows: Math.min(limits.maxRowsPerSheet + 1, limits.windowRows),
  };
  let wb: XLSX.WorkBook;
  try {
    wb = parseParts(files, opts);
  } catch (err) {
    if (err instanceof WorkbookError) throw err;
    if (process.env.ANALYST_DEBUG) console.error(err);
    throw new WorkbookError(400, 'unreadable', 'Invalid file format.');
  }
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const sheets: RawSheet[] = [];
  wb.SheetNames.forEach((name, idx) => {
    const ws = wb.Sheets[name];
    const hidden = Boolean(wb.Workbook?.Sheets?.[idx]?.Hidden) || Boolean(refs[idx]?.hidden);
    sheets.push(toRawSheet(name, hidden, ws, date1904, limits));
  });
  return { sheets, bytes: buffer.length };
}

/**
 * A sheet whose real cells are within the limits but whose <dimension> claims more (say
 * A1:XFD20000) is refused too: a reader that trusts the claim would allocate it.
 */
function checkDeclared(sheet: string, declared: SheetScan['declared'], limits: IngestLimits): void {
  if (!declared) return;
  if (declared.lastRow <= limits.maxRowsPerSheet && declared.lastCol < limits.maxColumnsPerSheet) {
    return;
  }
  throw new WorkbookError(
    422,
    'declared_too_large',
    `Sheet '${sheet}' declares the range ${declared.ref}, beyond the limit of ${formatCount(
      limits.maxRowsPerSheet,
    )} rows and ${formatCount(limits.maxColumnsPerSheet)} columns. Delete the unused rows and columns, save it and upload it again.`,
  );
}

interface ZipParser {
  parse_zip?: (zip: unknown, opts: XLSX.ParsingOptions) => XLSX.WorkBook;
  CFB?: {
    utils: {
      cfb_new(opts: { type: string }): unknown;
      cfb_add(cfb: unknown, name: string, content: Uint8Array): unknown;
    };
  };
}

/**
 * Hands SheetJS the parts we inflated ourselves (no second inflation, nothing unbounded).
 * Falls back to re-zipping them uncompressed if this SheetJS build lacks parse_zip.
 */
function parseParts(files: Map<string, Uint8Array>, opts: XLSX.ParsingOptions): XLSX.WorkBook {
  const lib = XLSX as unknown as ZipParser;
  if (lib.parse_zip && lib.CFB) {
    const cfb = lib.CFB.utils.cfb_new({ type: 'zip' });
    for (const [name, data] of files) lib.CFB.utils.cfb_add(cfb, name, data);
    return lib.parse_zip(cfb, opts);
  }
  const obj: Record<string, Uint8Array> = {};
  for (const [name, data] of files) obj[name] = data;
  return XLSX.read(zipSync(obj, { level: 0 }), { ...opts, type: 'array' });
}

function toRawSheet(
  name: string,
  hidden: boolean,
  ws: XLSX.WorkSheet | undefined,
  date1904: boolean,
  limits: Pick<IngestLimits, 'windowRows' | 'windowColumns'>,
): RawSheet {
  const out: RawSheet = { name, hidden, rows: [], merges: [], cellCount: 0 };
  if (!ws) return out;
  if (typeof ws['!ref'] === 'string') out.ref = ws['!ref'];
  const data = (ws as XLSX.DenseSheet)['!data'];
  if (!Array.isArray(data)) return out;
  let count = 0;
  const lastRow = Math.min(data.length, limits.windowRows);
  for (let r = 0; r < lastRow; r += 1) {
    const src = data[r];
    if (!src) continue;
    let row: Array<RawCell | undefined> | undefined;
    const lastCol = Math.min(src.length, limits.windowColumns);
    for (let c = 0; c < lastCol; c += 1) {
      const cell = src[c];
      if (!cell) continue;
      const raw = toRawCell(cell, date1904);
      if (!raw) continue;
      if (!row) row = [];
      row[c] = raw;
      count += 1;
    }
    if (row) out.rows[r] = row;
  }
  out.cellCount = count;
  const merges = ws['!merges'];
  if (Array.isArray(merges)) {
    for (const m of merges) out.merges.push({ r0: m.s.r, c0: m.s.c, r1: m.e.r, c1: m.e.c });
  }
  return out;
}

function toRawCell(cell: XLSX.CellObject, date1904: boolean): RawCell | undefined {
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
      const z = typeof cell.z === 'string' ? cell.z : undefined;
      if (isDateFormat(z)) {
        const d = serialToIso(v, date1904);
        if (d) return z ? { k: 'd', d, z } : { k: 'd', d };
      }
      return z && z !== 'General' ? { k: 'n', n: v, z } : { k: 'n', n: v };
    }
    case 's': {
      const s = String(cell.v ?? '').trim();
      return s ? { k: 's', s } : undefined;
    }
    case 'b':
      return { k: 's', s: cell.v ? 'TRUE' : 'FALSE' };
    case 'd': {
      const v = cell.v;
      if (v instanceof Date && !Number.isNaN(v.getTime())) {
        const iso = v.toISOString().slice(0, 10);
        return { k: 'd', d: iso };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
