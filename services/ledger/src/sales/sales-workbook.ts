/**
 * The sales workbook: any sheet (.xlsx through the workbook gate, or .csv) with a date and an
 * amount column, picked by the user when the headers do not tell. Rows without a readable date
 * and amount (blanks, totals, notes) are skipped and counted; the import is one transaction and
 * a re-import of the same rows adds nothing (a fingerprint per row, as for bank lines).
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { SalesImportResult, SalesMapping, SalesPreview } from '@fina/contract';
import { LEDGER_UPLOAD_MAX_BYTES, SALES_PREVIEW_ROWS, salesMapping } from '@fina/contract';
import type { Db } from '@fina/db';
import { sales } from '@fina/db';
import type { Currency } from '@fina/finance';
import { minorDigits } from '@fina/finance';
import { badRequest } from '@fina/service-kit';
import {
  columnNames,
  findHeaderRow,
  looksLikeAmount,
  normaliseHeader,
} from '../bank-statements/formats/columns';
import { detectDelimiter } from '../bank-statements/formats/csv';
import { detectDecimalMark, readBankAmount } from '../bank-statements/read/amounts';
import { decodeText, looksBinary } from '../bank-statements/read/decode';
import { dateShape, readDate, settleDateOrder } from '../bank-statements/read/dates';
import { minorToText } from '../shared/money';
import type { LedgerUpload } from '../uploads/multipart';
import { jsonField } from '../uploads/multipart';
import { isXlsx, pickSheet, readWorkbookSheets } from '../uploads/workbook';
import type { TextSheet } from '../uploads/workbook';

const MAX_SALES_ROWS = 50_000;
const INSERT_CHUNK = 2000;

async function readSheets(upload: LedgerUpload): Promise<TextSheet[]> {
  if (isXlsx(upload.bytes)) {
    return readWorkbookSheets(upload.bytes, {
      maxFileBytes: LEDGER_UPLOAD_MAX_BYTES,
      maxRowsPerSheet: MAX_SALES_ROWS + 100,
    });
  }
  if (looksBinary(upload.bytes))
    throw badRequest('Upload the sales as an .xlsx or .csv file.', 'file');
  const { text } = decodeText(upload.bytes);
  const delimiter = detectDelimiter(text);
  if (!delimiter) throw badRequest('Upload the sales as an .xlsx or .csv file.', 'file');
  const rows = parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
  }) as string[][];
  return [{ name: upload.filename, rows }];
}

const HEADER_WORDS: [keyof SalesMapping, RegExp][] = [
  ['date_column', /\b(date|day|fecha|datum|data|jour)\b/],
  [
    'amount_column',
    /\b(amount|total|sales|revenue|sum|value|importe|montant|betrag|ventas|ventes|umsatz|gross)\b/,
  ],
  ['payment_method_column', /\b(payment|method|paid by|tender|pago)\b/],
  ['product_column', /\b(product|item|description|name|article|producto|produit|sku)\b/],
];

function guessSalesMapping(
  columns: readonly string[],
  dataRows: readonly string[][],
): SalesMapping | null {
  const found: Partial<Record<keyof SalesMapping, string>> = {};
  for (const column of columns) {
    const words = normaliseHeader(column);
    const hit = HEADER_WORDS.find(([key, pattern]) => !found[key] && pattern.test(words));
    if (hit) found[hit[0]] = column;
  }
  const sample = dataRows.slice(0, 100);
  const share = (c: number, test: (cell: string) => boolean) => {
    const filled = sample.filter((row) => (row[c] ?? '') !== '');
    return filled.length ? filled.filter((row) => test(row[c]!)).length / filled.length : 0;
  };
  if (!found.date_column) {
    const c = columns.findIndex(
      (_, i) => share(i, (cell) => dateShape(cell).kind !== 'none') >= 0.8,
    );
    if (c >= 0) found.date_column = columns[c];
  }
  if (!found.amount_column) {
    const c = columns.findIndex(
      (name, i) => name !== found.date_column && share(i, looksLikeAmount) >= 0.8,
    );
    if (c >= 0) found.amount_column = columns[c];
  }
  if (!found.date_column || !found.amount_column) return null;
  return {
    date_column: found.date_column,
    amount_column: found.amount_column,
    ...(found.product_column ? { product_column: found.product_column } : {}),
    ...(found.payment_method_column ? { payment_method_column: found.payment_method_column } : {}),
  };
}

interface SalesRow {
  row: number;
  date: string | null;
  amount: bigint | null;
  product: string;
  paymentMethod: string;
  problem: string | null;
}

interface ReadSales {
  columns: string[];
  sheets: string[];
  sheet: string;
  mapping: SalesMapping | null;
  rows: SalesRow[];
}

async function readSales(upload: LedgerUpload, currency: Currency): Promise<ReadSales> {
  const sent = jsonField(upload.fields, 'mapping', salesMapping);
  const sheets = await readSheets(upload);
  const sheet = pickSheet(sheets, sent?.sheet);
  const headerAt = findHeaderRow(sheet.rows);
  const width = sheet.rows.reduce((max, row) => Math.max(max, row.length), 0);
  const columns = columnNames(headerAt >= 0 ? sheet.rows[headerAt]! : null, width);
  const dataRows = sheet.rows.slice(headerAt + 1);
  if (sent) {
    for (const key of [
      'date_column',
      'amount_column',
      'product_column',
      'payment_method_column',
    ] as const) {
      const name = sent[key];
      if (name && !columns.includes(name)) {
        throw badRequest(`The sheet has no column "${name}".`, `mapping.${key}`);
      }
    }
  }
  const mapping = sent ?? guessSalesMapping(columns, dataRows);
  const base = { columns, sheets: sheets.map((s) => s.name), sheet: sheet.name, mapping };
  if (!mapping) return { ...base, rows: [] };

  const at = (name: string | undefined) => (name ? columns.indexOf(name) : -1);
  const dateAt = at(mapping.date_column);
  const amountAt = at(mapping.amount_column);
  const productAt = at(mapping.product_column);
  const methodAt = at(mapping.payment_method_column);
  const order =
    mapping.date_order ?? settleDateOrder(dataRows.map((row) => row[dateAt] ?? '')).order;
  const mark = detectDecimalMark(dataRows.map((row) => row[amountAt] ?? '')) ?? '.';
  const digits = minorDigits(currency);
  const rows = dataRows.map((row, i): SalesRow => {
    const dateText = row[dateAt] ?? '';
    const amountText = row[amountAt] ?? '';
    const line: SalesRow = {
      row: headerAt + 2 + i,
      date: null,
      amount: null,
      product: (row[productAt] ?? '').slice(0, 200),
      paymentMethod: (row[methodAt] ?? '').slice(0, 100),
      problem: null,
    };
    if (!dateText && !amountText) return { ...line, problem: 'blank row' };
    const date = readDate(dateText, order);
    const amount = readBankAmount(amountText, mark, digits);
    if (date.ok) line.date = date.iso;
    if (amount.ok) line.amount = amount.minor;
    if (!date.ok) line.problem = dateText ? date.message : 'no date';
    else if (!amount.ok) line.problem = amountText ? amount.message : 'no amount';
    else if (amount.minor <= 0n) line.problem = 'the amount is not more than 0';
    return line;
  });
  return { ...base, rows };
}

export async function previewSalesWorkbook(
  upload: LedgerUpload,
  currency: Currency,
): Promise<SalesPreview> {
  const read = await readSales(upload, currency);
  const shown = read.rows.filter((row) => row.problem !== 'blank row');
  return {
    columns: read.columns,
    sheets: read.sheets,
    sheet: read.sheet,
    suggested_mapping: read.mapping,
    needs_mapping: read.mapping === null,
    rows: shown.slice(0, SALES_PREVIEW_ROWS).map((row) => ({
      row: row.row,
      date: row.date,
      amount: row.amount === null ? null : minorToText(row.amount, currency),
      product: row.product,
      problem: row.problem,
    })),
    total_rows: shown.length,
  };
}

export async function importSalesWorkbook(
  db: Db,
  companyId: string,
  upload: LedgerUpload,
  currency: Currency,
): Promise<SalesImportResult> {
  const read = await readSales(upload, currency);
  if (!read.mapping) {
    throw badRequest('Pick the date and amount columns of this sheet.', 'mapping');
  }
  const good = read.rows.filter((row) => row.problem === null);
  const skipped = read.rows.filter(
    (row) => row.problem !== null && row.problem !== 'blank row',
  ).length;
  const seen = new Map<string, number>();
  const values = good.map((row) => {
    const key = `${row.date}|${row.amount}|${row.product.toLowerCase()}|${row.paymentMethod.toLowerCase()}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return {
      companyId,
      date: row.date!,
      amount: minorToText(row.amount!, currency),
      product: row.product,
      paymentMethod: row.paymentMethod,
      source: upload.filename,
      fingerprint: createHash('sha256')
        .update(`${key}#${occurrence}`)
        .digest('base64url')
        .slice(0, 32),
    };
  });
  const imported = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < values.length; i += INSERT_CHUNK) {
      const rows = await tx
        .insert(sales)
        .values(values.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: [sales.companyId, sales.fingerprint] })
        .returning({ id: sales.id });
      inserted += rows.length;
    }
    return inserted;
  });
  return { imported, duplicates: values.length - imported, skipped };
}

/** The downloadable template: the columns the reader guesses without help, and one example. */
export async function salesTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sales');
  sheet.columns = [
    { header: 'Date', key: 'date', width: 14 },
    { header: 'Amount', key: 'amount', width: 14 },
    { header: 'Product', key: 'product', width: 30 },
    { header: 'Payment method', key: 'method', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    date: new Date(Date.UTC(2026, 0, 5)),
    amount: 125.5,
    product: 'Example: coffee beans',
    method: 'Card',
  });
  sheet.getColumn('date').numFmt = 'yyyy-mm-dd';
  sheet.getColumn('amount').numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
