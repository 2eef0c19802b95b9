/**
 * OFX / QFX, version 1 (SGML: leaf tags without end tags) and 2 (XML). The maintained OFX
 * parsers on npm are small one-person projects, so this is a tolerant tokenizer over the parts
 * a statement needs: each <STMTTRN> (DTPOSTED, TRNAMT, NAME, MEMO), the account (ACCTID), the
 * currency (CURDEF) and the closing balance (LEDGERBAL). OFX carries no opening balance.
 */
import { readBankAmount } from '../read/amounts';
import { isoDate } from '../read/dates';
import { structuredStatement } from './types';
import type { ReadOptions, ReadStatement, StatementLine, StatementProblem } from './types';

export function isOfx(text: string): boolean {
  const head = text.slice(0, 4096);
  return /OFXHEADER\s*[:=]/i.test(head) || /<OFX>/i.test(text.slice(0, 64 * 1024));
}

/** Leaf values of an OFX block: `<TAG>value` up to the next tag or line end. */
function leaves(block: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of block.matchAll(/<([A-Z0-9.]+)>([^<\r\n]*)/gi)) {
    const tag = match[1]!.toUpperCase();
    const value = decodeEntities(match[2]!.trim());
    if (value && !values.has(tag)) values.set(tag, value);
  }
  return values;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** OFX dates: YYYYMMDD[HHMMSS[.XXX]][[+-offset:TZ]]. */
function ofxDate(text: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text ?? '');
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function readOfx(text: string, encoding: string, options: ReadOptions): ReadStatement {
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  const blocks = text.split(/<STMTTRN>/i).slice(1);
  blocks.forEach((rawBlock, i) => {
    const row = i + 1;
    const block = rawBlock.split(/<\/STMTTRN>/i)[0]!;
    const values = leaves(block);
    const date = ofxDate(values.get('DTPOSTED') ?? values.get('DTUSER'));
    if (!date) {
      problems.push({ row, message: `DTPOSTED: "${values.get('DTPOSTED') ?? ''}" is not a date.` });
      return;
    }
    // TRNAMT is always written with a dot, but some banks write a comma.
    const rawAmount = values.get('TRNAMT') ?? '';
    const amount = readBankAmount(
      rawAmount,
      rawAmount.includes(',') && !rawAmount.includes('.') ? ',' : '.',
      options.digits,
    );
    if (!amount.ok) {
      problems.push({ row, message: `TRNAMT: ${amount.message}` });
      return;
    }
    const description = [values.get('NAME') ?? values.get('PAYEE'), values.get('MEMO')]
      .filter((part): part is string => Boolean(part))
      .filter((part, index, all) => all.indexOf(part) === index)
      .join(' · ');
    lines.push({
      row,
      date,
      description: description || values.get('TRNTYPE') || '',
      amount: amount.minor,
      balance: null,
    });
  });

  const statementInfo = leaves(text.split(/<STMTTRN>/i)[0]!);
  const ledger = /<LEDGERBAL>([\s\S]*?)(<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|$)/i.exec(text);
  let closing: bigint | null = null;
  if (ledger) {
    const balance = leaves(ledger[1]!).get('BALAMT');
    const read = balance ? readBankAmount(balance, '.', options.digits) : null;
    if (read?.ok) closing = read.minor;
  }
  return structuredStatement({
    format: 'ofx',
    encoding,
    account: statementInfo.get('ACCTID') ?? null,
    currency: statementInfo.get('CURDEF') ?? null,
    lines,
    problems,
    openingBalance: null,
    closingBalance: closing,
  });
}
