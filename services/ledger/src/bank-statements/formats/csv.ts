/**
 * CSV from any bank: the delimiter detected among , ; tab | from the lines that agree most, read
 * with csv-parse (quotes, embedded delimiters and new lines handled), then the table reader.
 */
import { parse } from 'csv-parse/sync';
import { BANK_STATEMENT_MAX_LINES } from '@fina/contract';
import { HttpError } from '@fina/service-kit';
import { readTable } from './tabular';
import type { ReadOptions, ReadStatement } from './types';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Occurrences of `delimiter` outside double quotes. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count += 1;
  }
  return count;
}

/**
 * The delimiter most lines agree on: for each candidate, the most common non-zero count per
 * line and how many lines have it; the candidate with the most such lines wins. Null when no
 * candidate splits any line (not a table).
 */
export function detectDelimiter(text: string): string | null {
  const lines = text
    .split(/\r\n|\n|\r/, 200)
    .filter((line) => line.trim() !== '')
    .slice(0, 60);
  let best: { delimiter: string; lines: number; count: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const tally = new Map<number, number>();
    for (const line of lines) {
      const count = countOutsideQuotes(line, delimiter);
      if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
    }
    for (const [count, agreeing] of tally) {
      if (!best || agreeing > best.lines || (agreeing === best.lines && count > best.count)) {
        best = { delimiter, lines: agreeing, count };
      }
    }
  }
  return best && best.lines >= 2 ? best.delimiter : null;
}

export function readCsv(
  text: string,
  encoding: string,
  delimiter: string,
  options: ReadOptions,
): ReadStatement {
  const rows = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
  }) as string[][];
  if (rows.length > BANK_STATEMENT_MAX_LINES + 100) {
    throw new HttpError(
      413,
      `The statement has more than ${BANK_STATEMENT_MAX_LINES.toLocaleString('en-US')} lines: split it into smaller files.`,
      { field: 'file' },
    );
  }
  return readTable(
    {
      format: 'csv',
      encoding,
      delimiter,
      // Blank lines are kept as records, so a record's index is its line (csv-parse's `info`
      // would give exact lines past multi-line quoted cells, at four times the parse time).
      rows,
    },
    options,
  );
}
