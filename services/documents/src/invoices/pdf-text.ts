/**
 * Reads back the text a PDF shows, for tests (service and e2e): a PDF with embedded fonts
 * writes glyph ids, not characters, so searching its bytes for "$59.38" finds nothing. This
 * inflates every stream, maps each font's glyph ids through its ToUnicode CMap, and decodes the
 * `Tj`/`TJ` operators of the content streams. It handles what pdfkit (pdfmake) writes; it is
 * not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(latin))) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endobj', start);
    if (end < 0) break;
    const body = latin.slice(start, end);
    const streamAt = body.indexOf('stream');
    const object: PdfObject = { dict: streamAt >= 0 ? body.slice(0, streamAt) : body };
    if (streamAt >= 0) {
      let from = start + streamAt + 'stream'.length;
      if (latin[from] === '\r') from += 1;
      if (latin[from] === '\n') from += 1;
      let to = latin.lastIndexOf('endstream', end);
      if (latin[to - 1] === '\n') to -= 1;
      if (latin[to - 1] === '\r') to -= 1;
      const raw = pdf.subarray(from, to);
      object.stream = /\/FlateDecode/.test(object.dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), object);
    header.lastIndex = end;
  }
  return objects;
}

/** `beginbfchar` and `beginbfrange` entries of a ToUnicode CMap: glyph id → text. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(from ?? '0', 16), utf16(to ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    const ranges = body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    );
    for (const [, lowHex, highHex, target] of ranges) {
      const low = parseInt(lowHex ?? '0', 16);
      const high = parseInt(highHex ?? '0', 16);
      if (target?.startsWith('[')) {
        const list = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => utf16(m[1] ?? ''));
        list.forEach((value, offset) => map.set(low + offset, value));
      } else {
        const first = parseInt((target ?? '<0>').slice(1, -1), 16);
        for (let code = low; code <= high; code += 1) {
          map.set(code, String.fromCharCode(first + code - low));
        }
      }
    }
  }
  return map;
}

/** Font resource name (`F1`) → its glyph map, from every font dictionary in the file. */
function readFonts(objects: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const byObject = new Map<number, Map<number, string>>();
  for (const [id, object] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
    if (cmap) byObject.set(id, readCMap(cmap.toString('latin1')));
  }
  const fonts = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, ref] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const map = byObject.get(Number(ref));
      if (name && map) fonts.set(name, map);
    }
  }
  return fonts;
}

function decodeHex(hex: string, glyphs: Map<number, string> | undefined): string {
  const codes = hex.replace(/\s+/g, '').match(/.{4}/g) ?? [];
  return codes.map((code) => glyphs?.get(parseInt(code, 16)) ?? '').join('');
}

/**
 * The text of every page in drawing order. pdfkit draws each word as its own text object;
 * words drawn on the same baseline one after another are joined into one line (a space between
 * table cells), so "Balance Due" and "$1,234.50" read as they look.
 */
export function pdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes);
  const objects = readObjects(pdf);
  const fonts = readFonts(objects);
  const lines: string[] = [];
  let line = '';
  let lineY: number | null = null;
  const addPiece = (piece: string, y: number | null) => {
    if (!piece) return;
    if (lineY !== null && y !== null && Math.abs(y - lineY) < 0.5) {
      line += /\s$/.test(line) ? piece : ` ${piece}`;
      return;
    }
    if (line) lines.push(line.trimEnd());
    line = piece;
    lineY = y;
  };
  for (const object of objects.values()) {
    if (!object.stream || /\/Subtype|\/Length1/.test(object.dict)) continue;
    const content = object.stream.toString('latin1');
    if (!/\b(Tj|TJ)\b/.test(content)) continue;
    let font: Map<number, string> | undefined;
    let y: number | null = null;
    let piece = '';
    const ops =
      /\/(F\d+) [\d.]+ Tf|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\bET\b/g;
    for (const [op, fontName, tmY, array, single] of content.matchAll(ops)) {
      if (fontName) font = fonts.get(fontName);
      else if (tmY !== undefined) y = Number(tmY);
      else if (array !== undefined) {
        for (const [, hex] of array.matchAll(/<([0-9a-fA-F\s]*)>/g)) {
          piece += decodeHex(hex ?? '', font);
        }
      } else if (single !== undefined) piece += decodeHex(single, font);
      else if (op === 'ET') {
        addPiece(piece, y);
        piece = '';
      }
    }
    addPiece(piece, y);
  }
  if (line) lines.push(line.trimEnd());
  return lines.join('\n');
}
