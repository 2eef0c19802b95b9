/**
 * Any bank statement → one statement shape. The format is told by the content, never the
 * file name: an xlsx zip, then (decoded text) OFX/QFX, CAMT.053, MT940, and CSV last. A file
 * in none of them is refused with a message naming the formats read.
 */
import { LEDGER_UPLOAD_MAX_BYTES } from '@fina/contract';
import { HttpError, badRequest } from '@fina/service-kit';
import { isXlsx } from '../uploads/workbook';
import { isCamt053, readCamt053 } from './formats/camt053';
import { detectDelimiter, readCsv } from './formats/csv';
import { isMt940, readMt940 } from './formats/mt940';
import { isOfx, readOfx } from './formats/ofx';
import type { ReadOptions, ReadStatement } from './formats/types';
import { readXlsxStatement } from './formats/xlsx';
import { decodeText, looksBinary } from './read/decode';

export const UNKNOWN_FORMAT_MESSAGE =
  'This file is not a bank statement Fina can read: upload a CSV, OFX/QFX, CAMT.053 (XML), MT940 or .xlsx statement.';

export async function readStatement(
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<ReadStatement> {
  if (bytes.length === 0) throw badRequest('The file is empty.', 'file');
  if (bytes.length > LEDGER_UPLOAD_MAX_BYTES) {
    throw new HttpError(
      413,
      `The file is too large: the limit is ${LEDGER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
      {
        field: 'file',
      },
    );
  }
  if (isXlsx(bytes)) return readXlsxStatement(bytes, options);
  if (looksBinary(bytes)) throw badRequest(UNKNOWN_FORMAT_MESSAGE, 'file');
  const { text, encoding } = decodeText(bytes);
  if (isOfx(text)) return readOfx(text, encoding, options);
  if (isCamt053(text)) return readCamt053(text, encoding, options);
  if (isMt940(text)) return readMt940(text, encoding, options);
  const delimiter = detectDelimiter(text);
  if (!delimiter || /^\s*</.test(text)) throw badRequest(UNKNOWN_FORMAT_MESSAGE, 'file');
  const statement = readCsv(text, encoding, delimiter, options);
  if (!statement.mapping && !statement.columns?.length)
    throw badRequest(UNKNOWN_FORMAT_MESSAGE, 'file');
  return statement;
}
