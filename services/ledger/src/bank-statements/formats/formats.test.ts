import { readStatement } from '../read-statement';
import { fingerprintLines } from '../fingerprint';
import { readBankAmount } from '../read/amounts';
import { settleDateOrder } from '../read/dates';
import type { FixtureLine } from '../../testing/statement-files';
import {
  camt053,
  centsText,
  debitCreditCsv,
  europeanCsv,
  mt940,
  ofxSgml,
  ofxXml,
  signedCsv,
  statementXlsx,
  totalCents,
  usBomCsv,
} from '../../testing/statement-files';

const LINES: FixtureLine[] = [
  { date: '2026-01-03', description: 'GRAB TAXI 1234', amount: '-12.50' },
  { date: '2026-01-14', description: 'Payment from Acme Ltd INV 7', amount: '1500.00' },
  { date: '2026-01-15', description: 'Coffee shop', amount: '-3.20' },
  { date: '2026-01-15', description: 'Coffee shop', amount: '-3.20' },
  { date: '2026-01-28', description: 'Rent January', amount: '-1234.56' },
];
const options = { digits: 2 };
const amounts = (lines: { amount: bigint }[]) => lines.map((line) => centsText(line.amount));
const expected = LINES.map((line) => line.amount);

describe('reading statements of every format into one line shape', () => {
  it('reads a signed-amount CSV past its preamble, with the running balance checked', async () => {
    const statement = await readStatement(signedCsv(LINES, '1000.00'), options);
    expect(statement).toMatchObject({
      format: 'csv',
      delimiter: ',',
      encoding: 'utf-8',
      mappingSource: 'guessed',
      needsMapping: false,
      dateOrder: 'ymd',
      problems: [],
    });
    expect(statement.mapping).toMatchObject({
      date_column: 'Date',
      amount_column: 'Amount',
      balance_column: 'Balance',
      description_columns: ['Description'],
    });
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines.map((line) => line.date)).toEqual(LINES.map((line) => line.date));
    expect(statement.openingBalance).toBe(100000n);
    expect(statement.closingBalance).toBe(100000n + totalCents(LINES));
    expect(statement.skipped).toBe(2); // the two preamble lines before the header
  });

  it('reads debit/credit columns with dd/mm dates settled from the whole file, skipping the footer', async () => {
    const statement = await readStatement(debitCreditCsv(LINES), options);
    expect(statement.mapping).toMatchObject({
      debit_column: 'Money out',
      credit_column: 'Money in',
    });
    expect(statement.dateOrder).toBe('dmy'); // 28/01 and 14/01 and 15/01 decide it
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines[0]!.date).toBe('2026-01-03');
    expect(statement.skipped).toBe(2); // "Total" and "End of statement"
    expect(statement.problems).toEqual([]);
  });

  it('reads a Windows-1252 file with semicolons, dd.mm.yyyy and 1.234,56 amounts', async () => {
    const accented: FixtureLine[] = [
      { date: '2026-01-03', description: 'Café Müller', amount: '-4.50' },
      { date: '2026-01-20', description: 'Überweisung Société Générale', amount: '2345.67' },
      { date: '2026-01-28', description: 'Miete', amount: '-1234.56' },
    ];
    const statement = await readStatement(europeanCsv(accented), options);
    expect(statement.encoding).toBe('windows-1252');
    expect(statement.delimiter).toBe(';');
    expect(statement.lines.map((line) => line.description)).toEqual([
      'Café Müller',
      'Überweisung Société Générale',
      'Miete',
    ]);
    expect(amounts(statement.lines)).toEqual(['-4.50', '2345.67', '-1234.56']);
    expect(statement.lines[1]!.date).toBe('2026-01-20');
  });

  it('reads a UTF-8 file with a BOM and mm/dd dates', async () => {
    const statement = await readStatement(usBomCsv(LINES), options);
    expect(statement.encoding).toBe('utf-8-bom');
    expect(statement.columns?.[0]).toBe('Posted Date'); // no BOM left in the first header
    expect(statement.dateOrder).toBe('mdy');
    expect(statement.lines.map((line) => line.date)).toEqual(LINES.map((line) => line.date));
  });

  it('asks for the date order when every date fits both, and reads it once given', async () => {
    const early: FixtureLine[] = [
      { date: '2026-02-01', description: 'A', amount: '-1.00' },
      { date: '2026-03-05', description: 'B', amount: '-2.00' },
    ];
    const file = usBomCsv(early); // 02/01/2026 and 03/05/2026: both orders fit
    const asked = await readStatement(file, options);
    expect(asked.needsDateOrder).toBe(true);
    expect(asked.dateOrder).toBeNull();
    const mapping = { ...asked.mapping!, date_order: 'mdy' as const };
    const answered = await readStatement(file, { ...options, mapping });
    expect(answered.needsDateOrder).toBe(false);
    expect(answered.lines.map((line) => line.date)).toEqual(['2026-02-01', '2026-03-05']);
  });

  it('reads OFX 1 (SGML) with its account and closing balance', async () => {
    const statement = await readStatement(ofxSgml(LINES, '5000.00'), options);
    expect(statement).toMatchObject({ format: 'ofx', account: '99887766', currency: 'USD' });
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines[1]!.description).toBe('Payment from Acme Ltd INV 7');
    expect(statement.closingBalance).toBe(500000n);
    expect(statement.openingBalance).toBeNull();
  });

  it('reads OFX 2 (XML) / QFX', async () => {
    const statement = await readStatement(ofxXml(LINES), options);
    expect(statement.format).toBe('ofx');
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines[0]!.description).toBe('GRAB TAXI 1234 · memo 0');
  });

  it.each(['02', '08'] as const)(
    'reads CAMT.053 version .001.%s with balances',
    async (version) => {
      const closing = centsText(100000n + totalCents(LINES));
      const statement = await readStatement(camt053(LINES, '1000.00', closing, version), options);
      expect(statement).toMatchObject({ format: 'camt053', account: 'DE89370400440532013000' });
      expect(amounts(statement.lines)).toEqual(expected);
      expect(statement.lines[1]!.description).toContain('Payment from Acme Ltd INV 7');
      expect(statement.openingBalance).toBe(100000n);
      expect(statement.closingBalance).toBe(100000n + totalCents(LINES));
    },
  );

  it('reads MT940 with :60F:, :61:, :86: and :62F:', async () => {
    const closing = centsText(100000n + totalCents(LINES));
    const statement = await readStatement(mt940(LINES, '1000.00', closing), options);
    expect(statement).toMatchObject({ format: 'mt940', account: 'DE89370400440532013000' });
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines.map((line) => line.description)).toEqual(
      LINES.map((line) => line.description),
    );
    expect(statement.openingBalance! + totalCents(LINES)).toBe(statement.closingBalance);
  });

  it('reads an .xlsx statement (through the workbook gate) with real date cells', async () => {
    const statement = await readStatement(await statementXlsx(LINES), options);
    expect(statement.format).toBe('xlsx');
    expect(statement.mapping?.date_column).toBe('Transaction Date');
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.lines.map((line) => line.date)).toEqual(LINES.map((line) => line.date));
  });

  it('tells the format by content, not by name, and refuses what it cannot read', async () => {
    await expect(
      readStatement(Buffer.from('just some words\nnothing else'), options),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'file',
    });
    await expect(
      readStatement(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00]), options),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      readStatement(Buffer.from('<html><body>hi</body></html>'), options),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('names the row of a line it cannot read', async () => {
    const file = Buffer.from(
      'Date,Description,Amount\n2026-01-02,A,-1.00\n2026-01-03,B,abc\n2026-01-04,C,2.00\n',
    );
    const statement = await readStatement(file, options);
    expect(statement.problems).toEqual([{ row: 3, message: 'Amount: "abc" is not an amount.' }]);
  });
});

describe('amounts, dates and fingerprints', () => {
  it.each([
    ['1,234.56', '.', 123456n],
    ['1.234,56', ',', 123456n],
    ['(12.00)', '.', -1200n],
    ['12.00-', '.', -1200n],
    ['-€3,50', ',', -350n],
    ['$ 1 234.50', '.', 123450n],
    ['45.10 DR', '.', -4510n],
    ['7', '.', 700n],
  ] as const)('reads %s exactly', (text, mark, minor) => {
    expect(readBankAmount(text, mark, 2)).toEqual({ ok: true, minor });
  });

  it('refuses broken groups and extra decimals', () => {
    expect(readBankAmount('1,23,4.00', '.', 2).ok).toBe(false);
    expect(readBankAmount('1.005', '.', 2).ok).toBe(false);
  });

  it('settles dd/mm vs mm/dd from any first part over 12, and says when it cannot', () => {
    expect(settleDateOrder(['01/02/2026', '13/02/2026']).order).toBe('dmy');
    expect(settleDateOrder(['01/02/2026', '02/13/2026']).order).toBe('mdy');
    expect(settleDateOrder(['01/02/2026', '03/04/2026'])).toEqual({
      order: null,
      conflicting: false,
    });
    expect(settleDateOrder(['13/02/2026', '02/13/2026']).conflicting).toBe(true);
  });

  it('gives two identical lines of one file different fingerprints, and the same ones again next time', () => {
    const lines = LINES.map((line, i) => ({
      row: i + 1,
      date: line.date,
      description: line.description,
      amount: BigInt(line.amount.replace('.', '')),
      balance: null,
    }));
    const first = fingerprintLines('Main', lines);
    expect(new Set(first).size).toBe(LINES.length); // the two coffees differ
    expect(fingerprintLines('Main', lines)).toEqual(first);
    // An overlapping statement holding only the 15th gives the same two fingerprints.
    const overlap = fingerprintLines('Main', lines.slice(2, 4));
    expect(overlap).toEqual(first.slice(2, 4));
  });
});

describe('a separate Dr/Cr column gives the sign of an unsigned amount', () => {
  /** A bank's CSV with every amount unsigned and the sign in its own column. */
  function drCrCsv(
    lines: FixtureLine[],
    signHeader: string,
    marks: [debit: string, credit: string],
  ) {
    const rows = lines.map((line) => {
      const out = line.amount.startsWith('-');
      return `${line.date},"${line.description}",${line.amount.replace('-', '')},${out ? marks[0] : marks[1]}`;
    });
    return Buffer.from(
      [`Date,Narrative,Amount,${signHeader}`, ...rows, 'End of statement'].join('\r\n'),
    );
  }

  it.each([
    ['Dr/Cr', ['DR', 'CR']],
    ['D/C', ['D', 'C']],
    ['Debit/Credit', ['Debit', 'Credit']],
  ] as const)('reads a %s column of %j', async (header, marks) => {
    const statement = await readStatement(drCrCsv(LINES, header, [...marks]), options);
    expect(statement.mapping).toMatchObject({
      amount_column: 'Amount',
      description_columns: ['Narrative'],
    });
    expect(statement.mapping?.debit_column).toBeUndefined();
    expect(amounts(statement.lines)).toEqual(expected);
    expect(statement.problems).toEqual([]);
  });

  it('finds the sign column without a telling header when both marks occur', async () => {
    const statement = await readStatement(drCrCsv(LINES, 'Flag', ['dr', 'cr']), options);
    expect(amounts(statement.lines)).toEqual(expected);
  });

  it('applies it to a sent mapping that names only the amount column', async () => {
    const statement = await readStatement(drCrCsv(LINES, 'CR/DR', ['DR', 'CR']), {
      ...options,
      mapping: { date_column: 'Date', description_columns: ['Narrative'], amount_column: 'Amount' },
    });
    expect(statement.mappingSource).toBe('sent');
    expect(amounts(statement.lines)).toEqual(expected);
  });

  it('leaves amounts alone when a column of single letters is not a sign column', async () => {
    // "C" alone under "Status" means cleared, not credit: the amounts keep their own signs.
    const rows = LINES.map((line) => `${line.date},"${line.description}",${line.amount},C`);
    const csv = Buffer.from(['Date,Description,Amount,Status', ...rows].join('\n'));
    const statement = await readStatement(csv, options);
    expect(amounts(statement.lines)).toEqual(expected);
  });
});
