/**
 * The forecast command line, as a function (tested in-process):
 *   npm run forecast -w @fina/finance -- input.json [--xlsx out.xlsx] [--minor] [--compact]
 * prints the forecast as JSON (amounts as decimal text in major units, or
 * minor-unit integers with --minor) and optionally writes the workbook.
 * Relative paths are taken from the directory npm was run in (INIT_CWD).
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { FinanceInputError } from '../errors';
import { forecastExact } from '../forecast/forecast';
import { withDecimalStrings, withMinorNumbers } from '../forecast/present';
import { writeForecastWorkbook } from './workbook';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  cwd: string;
}

export const USAGE = `Usage: npm run forecast -w @fina/finance -- <input.json> [--xlsx <out.xlsx>] [--minor] [--compact]

  <input.json>     forecast input (see shared/finance/README.md and examples/forecast-input.json)
  --xlsx <file>    also write an Excel workbook, one sheet per statement
  --minor          print amounts as integer minor units (cents) instead of decimal text
  --compact        print JSON on one line`;

export async function runForecastCli(argv: readonly string[], io: CliIo): Promise<number> {
  let input: string | null = null;
  let xlsx: string | null = null;
  let minor = false;
  let compact = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      io.out(USAGE);
      return 0;
    } else if (arg === '--xlsx') {
      const next = argv[i + 1];
      if (!next || next.startsWith('--')) {
        io.err('--xlsx needs a file name.\n' + USAGE);
        return 2;
      }
      xlsx = next;
      i += 1;
    } else if (arg === '--minor') minor = true;
    else if (arg === '--compact') compact = true;
    else if (arg.startsWith('--')) {
      io.err(`Unknown option ${arg}.\n${USAGE}`);
      return 2;
    } else if (input === null) input = arg;
    else {
      io.err(`Only one input file, please (got ${input} and ${arg}).`);
      return 2;
    }
  }
  if (input === null) {
    io.err(USAGE);
    return 2;
  }
  const at = (p: string): string => (isAbsolute(p) ? p : resolve(io.cwd, p));
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(at(input), 'utf8'));
  } catch (error) {
    io.err(`Cannot read ${input}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const result = forecastExact(data);
    const shown = minor ? withMinorNumbers(result) : withDecimalStrings(result, result.currency);
    io.out(JSON.stringify(shown, null, compact ? undefined : 2));
    if (xlsx) {
      await writeForecastWorkbook(result, at(xlsx));
      io.err(`Workbook written to ${at(xlsx)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof FinanceInputError) {
      io.err(`${input}: the input has ${error.issues.length} problem(s):`);
      for (const issue of error.issues) io.err(`  ${issue.field || '(input)'}: ${issue.message}`);
      return 1;
    }
    throw error;
  }
}
