/**
 * Statement files the tests write themselves, in each format and in several banks' CSV shapes.
 * Each builder takes the lines, so a test states the facts it then checks.
 */
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

export interface FixtureLine {
  /** ISO date. */
  date: string;
  description: string;
  /** Signed decimal text, e.g. "-12.50". */
  amount: string;
}

const [y, m, d] = [0, 1, 2];
const parts = (iso: string) => iso.split('-');
const dmy = (iso: string, sep = '/') => [parts(iso)[d], parts(iso)[m], parts(iso)[y]].join(sep);
const mdy = (iso: string) => [parts(iso)[m], parts(iso)[d], parts(iso)[y]].join('/');
const abs = (amount: string) => amount.replace(/^-/, '');
const out = (amount: string) => amount.startsWith('-');
const commaDecimal = (amount: string) => amount.replace('.', ',');

/** A bank with one signed amount column, ISO dates, a running balance, and a preamble. */
export function signedCsv(lines: FixtureLine[], opening = '1000.00'): Buffer {
  let balance = cents(opening);
  const rows = lines.map((line) => {
    balance += cents(line.amount);
    return `${line.date},"${line.description}",${line.amount},${centsText(balance)}`;
  });
  return Buffer.from(
    [
      'Account statement',
      'Account: 12-3456-789',
      '',
      'Date,Description,Amount,Balance',
      ...rows,
    ].join('\n') + '\n',
  );
}

/** A bank with Money out / Money in columns and dd/mm/yyyy dates, and a totals footer. */
export function debitCreditCsv(lines: FixtureLine[]): Buffer {
  const rows = lines.map(
    (line) =>
      `${dmy(line.date)},${line.description},${out(line.amount) ? abs(line.amount) : ''},${out(line.amount) ? '' : line.amount}`,
  );
  return Buffer.from(
    ['Date,Details,Money out,Money in', ...rows, 'Total,,,', 'End of statement'].join('\r\n'),
  );
}

/** A European bank: Windows-1252, semicolons, dd.mm.yyyy, 1.234,56 amounts, accented text. */
export function europeanCsv(lines: FixtureLine[]): Buffer {
  const rows = lines.map(
    (line) =>
      `${dmy(line.date, '.')};${line.description};${commaDecimal(line.amount).replace(/(\d)(\d{3}),/, '$1.$2,')}`,
  );
  return iconv.encode(
    ['Buchungstag;Verwendungszweck;Betrag'].concat(rows).join('\r\n'),
    'windows-1252',
  );
}

/** A US bank export with a UTF-8 BOM and mm/dd/yyyy dates. */
export function usBomCsv(lines: FixtureLine[]): Buffer {
  const rows = lines.map((line) => `${mdy(line.date)},"${line.description}",${line.amount}`);
  return Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(['Posted Date,Payee,Amount', ...rows].join('\n')),
  ]);
}

/** OFX 1.x (SGML: leaf tags not closed), with a closing balance. */
export function ofxSgml(lines: FixtureLine[], closing: string, account = '99887766'): Buffer {
  const transactions = lines
    .map(
      (line, i) =>
        `<STMTTRN>\n<TRNTYPE>${out(line.amount) ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${line.date.replace(/-/g, '')}120000[-5:EST]\n<TRNAMT>${line.amount}\n<FITID>${i + 1}\n<NAME>${line.description}\n</STMTTRN>`,
    )
    .join('\n');
  return Buffer.from(
    `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>121000248\n<ACCTID>${account}\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n${transactions}\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>${closing}\n<DTASOF>20260131\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
  );
}

/** OFX 2 (XML), as a .qfx would carry it. */
export function ofxXml(lines: FixtureLine[]): Buffer {
  const transactions = lines
    .map(
      (line, i) =>
        `<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>${line.date.replace(/-/g, '')}</DTPOSTED><TRNAMT>${line.amount}</TRNAMT><FITID>x${i}</FITID><NAME>${line.description.replace(/&/g, '&amp;')}</NAME><MEMO>memo ${i}</MEMO></STMTTRN>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</CURDEF><BANKACCTFROM><ACCTID>5555</ACCTID></BANKACCTFROM><BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
  );
}

/** CAMT.053 in version .001.02 or .001.08 (the other party's name nests differently). */
export function camt053(
  lines: FixtureLine[],
  opening: string,
  closing: string,
  version: '02' | '08' = '02',
): Buffer {
  const party = (name: string, incoming: boolean) => {
    const role = incoming ? 'Dbtr' : 'Cdtr';
    return version === '08'
      ? `<${role}><Pty><Nm>${name}</Nm></Pty></${role}>`
      : `<${role}><Nm>${name}</Nm></${role}>`;
  };
  const entries = lines
    .map((line) => {
      const incoming = !out(line.amount);
      return `<Ntry><Amt Ccy="USD">${abs(line.amount)}</Amt><CdtDbtInd>${incoming ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>${version === '08' ? '<Cd>BOOK</Cd>' : 'BOOK'}</Sts><BookgDt><Dt>${line.date}</Dt></BookgDt><ValDt><Dt>${line.date}</Dt></ValDt><NtryDtls><TxDtls><RltdPties>${party(line.description, incoming)}</RltdPties><RmtInf><Ustrd>Ref ${line.date}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    })
    .join('');
  const balance = (code: string, amount: string, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="USD">${abs(amount)}</Amt><CdtDbtInd>${out(amount) ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>2026-02-01T00:00:00</CreDtTm></GrpHdr><Stmt><Id>S1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>USD</Ccy></Acct>${balance('OPBD', opening, '2026-01-01')}${balance('CLBD', closing, '2026-01-31')}${entries}</Stmt></BkToCstmrStmt></Document>`,
  );
}

/** MT940 with :60F: opening, :61:/:86: lines and :62F: closing (comma decimals). */
export function mt940(lines: FixtureLine[], opening: string, closing: string): Buffer {
  const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');
  const balance = (tag: string, amount: string, date: string) =>
    `:${tag}:${out(amount) ? 'D' : 'C'}${yymmdd(date)}USD${commaDecimal(abs(amount))}`;
  const body = lines.flatMap((line) => [
    `:61:${yymmdd(line.date)}${yymmdd(line.date).slice(2)}${out(line.amount) ? 'D' : 'C'}${commaDecimal(abs(line.amount))}NTRFNONREF//B1`,
    `:86:${line.description}`,
  ]);
  return Buffer.from(
    [
      '{1:F01BANKDEFFXXXX0000000000}{2:O9400000000000BANKDEFFXXXX00000000000000000000N}{4:',
      ':20:STATEMENT1',
      ':25:DE89370400440532013000',
      ':28C:1/1',
      balance('60F', opening, '2026-01-01'),
      ...body,
      balance('62F', closing, '2026-01-31'),
      '-}',
    ].join('\r\n'),
  );
}

/** A statement kept in a workbook: real date cells and number cells. */
export async function statementXlsx(lines: FixtureLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transactions');
  sheet.addRow(['My bank export']);
  sheet.addRow([]);
  sheet.addRow(['Transaction Date', 'Description', 'Amount']);
  for (const line of lines) {
    const [year, month, day] = line.date.split('-').map(Number) as [number, number, number];
    sheet.addRow([new Date(Date.UTC(year, month - 1, day)), line.description, Number(line.amount)]);
  }
  sheet.getColumn(1).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** "-12.50" → -1250n (fixture amounts always carry two decimals). */
export function cents(amount: string): bigint {
  if (!/^-?\d+\.\d{2}$/.test(amount))
    throw new Error(`Write fixture amounts like 12.50: ${amount}`);
  return BigInt(amount.replace('.', ''));
}

export function totalCents(lines: FixtureLine[]): bigint {
  return lines.reduce((sum, line) => sum + cents(line.amount), 0n);
}

/** -1250n → "-12.50". */
export function centsText(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}
