/**
 * MT940 (SWIFT customer statement): :25: account, :60F:/:60M: opening balance, each :61:
 * statement line with its :86: information, :62F:/:62M: closing balance. Amounts use a comma
 * as decimal mark. A file may hold several statements (messages); their lines are read in order.
 */
import { readBankAmount } from '../read/amounts';
import { isoDate } from '../read/dates';
import { structuredStatement } from './types';
import type { ReadOptions, ReadStatement, StatementLine, StatementProblem } from './types';

export function isMt940(text: string): boolean {
  return /^:20:/m.test(text) && /^:(60[FM]|61|62[FM]):/m.test(text);
}

interface Field {
  tag: string;
  value: string;
}

/** `:TAG:value` fields; continuation lines belong to the field above. */
function fields(text: string): Field[] {
  const found: Field[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    const m = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (m) found.push({ tag: m[1]!, value: m[2]! });
    else if (found.length > 0 && !/^-\}?$|^\{/.test(line.trim())) {
      found[found.length - 1]!.value += `\n${line}`;
    }
  }
  return found;
}

function yymmdd(text: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  return m ? isoDate(2000 + Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** :60F:/:62F: "C260101EUR1234,56" → signed minor units and currency. */
function balanceField(value: string, digits: number): { amount: bigint; currency: string } | null {
  const m = /^([CD])(\d{6})([A-Z]{3})([\d,]+)/.exec(value.trim());
  if (!m) return null;
  const read = readBankAmount(m[4]!, ',', digits);
  if (!read.ok) return null;
  return { amount: m[1] === 'D' ? -read.minor : read.minor, currency: m[3]! };
}

/** :86: text: structured sub-fields (?20…?29 purpose, ?32/?33 name) joined, else the text. */
function information(value: string): string {
  const flat = value.replace(/\n/g, '');
  if (/\?\d{2}/.test(flat)) {
    const parts = [...flat.matchAll(/\?(\d{2})([^?]*)/g)]
      .filter((m) => /^(2\d|3[23]|6\d)$/.test(m[1]!))
      .map((m) => m[2]!.trim())
      .filter(Boolean);
    if (parts.length > 0) return parts.join(' ');
  }
  return value.replace(/\s*\n\s*/g, ' ').trim();
}

export function readMt940(text: string, encoding: string, options: ReadOptions): ReadStatement {
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let account: string | null = null;
  let currency: string | null = null;
  let opening: bigint | null = null;
  let closing: bigint | null = null;
  let row = 0;
  let last: StatementLine | null = null;
  for (const { tag, value } of fields(text)) {
    if (tag === '25') account ??= value.trim();
    else if (tag === '60F' || tag === '60M') {
      const balance = balanceField(value, options.digits);
      if (balance) {
        opening ??= balance.amount; // the first statement's opening balance
        currency ??= balance.currency;
      }
    } else if (tag === '62F' || tag === '62M') {
      const balance = balanceField(value, options.digits);
      if (balance) closing = balance.amount; // the last statement's closing balance
    } else if (tag === '61') {
      row += 1;
      last = null;
      // YYMMDD [MMDD entry date] [R]C|D [funds code] amount transaction-type reference…
      const m = /^(\d{6})(\d{4})?(R?[CD])([A-Z])?([\d,]+)(.*)$/s.exec(value.trim());
      const date = m ? yymmdd(m[1]!) : null;
      if (!m || !date) {
        problems.push({ row, message: `:61: "${value.trim().slice(0, 40)}" cannot be read.` });
        continue;
      }
      const read = readBankAmount(m[5]!, ',', options.digits);
      if (!read.ok) {
        problems.push({ row, message: `:61: ${read.message}` });
        continue;
      }
      // C credit, D debit; RC / RD reverse them.
      const outgoing = m[3] === 'D' || m[3] === 'RC';
      const reference = m[6]!
        .split('\n')[0]!
        .replace(/^[A-Z]\w{3}/, '')
        .trim();
      last = {
        row,
        date,
        description: reference,
        amount: outgoing ? -read.minor : read.minor,
        balance: null,
      };
      lines.push(last);
    } else if (tag === '86' && last) {
      last.description = information(value) || last.description;
    }
  }
  return structuredStatement({
    format: 'mt940',
    encoding,
    account,
    currency,
    lines,
    problems,
    openingBalance: opening,
    closingBalance: closing,
  });
}
