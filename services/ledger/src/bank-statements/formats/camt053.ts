/**
 * CAMT.053 (ISO 20022 bank-to-customer statement), versions .001.02 to .001.08, read with
 * fast-xml-parser (namespace prefixes dropped; values kept as text so amounts stay exact).
 * Each Ntry: CdtDbtInd (CRDT/DBIT), BookgDt (or ValDt), Amt, and a description from the
 * remittance information, the other party's name and AddtlNtryInf. Balances: OPBD (or PRCD)
 * opening, CLBD closing.
 */
import { XMLParser } from 'fast-xml-parser';
import { badRequest } from '@fina/service-kit';
import { readBankAmount } from '../read/amounts';
import { structuredStatement } from './types';
import type { ReadOptions, ReadStatement, StatementLine, StatementProblem } from './types';

export function isCamt053(text: string): boolean {
  const head = text.slice(0, 8192);
  return /<(\w+:)?Document\b/.test(head) && /BkToCstmrStmt/.test(text.slice(0, 64 * 1024));
}

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'Bal', 'TxDtls', 'Ustrd', 'NtryDtls']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

function node(value: unknown): Node | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}
function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(node).filter((n): n is Node => Boolean(n)) : [];
}
/** Text of an element, whether it carries attributes (`#text`) or not. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const withAttributes = node(value);
  const inner = withAttributes?.['#text'];
  return typeof inner === 'string' ? inner : undefined;
}
/** Follows a path of element names: path(entry, 'BookgDt', 'Dt'). */
function path(start: unknown, ...names: string[]): unknown {
  let current: unknown = start;
  for (const name of names) {
    const here = node(Array.isArray(current) ? current[0] : current);
    if (!here) return undefined;
    current = here[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

function dateOf(value: unknown): string | null {
  const raw = text(path(value, 'Dt')) ?? text(path(value, 'DtTm'));
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
}

function signedAmount(
  entry: Node,
  digits: number,
): { ok: true; minor: bigint; currency: string | null } | { ok: false; message: string } {
  const amount = entry['Amt'];
  const raw = text(amount) ?? '';
  const read = readBankAmount(raw, '.', digits);
  if (!read.ok) return read;
  const indicator = text(entry['CdtDbtInd']);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    return { ok: false, message: `CdtDbtInd "${indicator ?? ''}" is not CRDT or DBIT.` };
  }
  const currency = text(node(amount)?.['@Ccy']) ?? null;
  return { ok: true, minor: indicator === 'DBIT' ? -read.minor : read.minor, currency };
}

function describe(entry: Node): string {
  const details = path(entry, 'NtryDtls', 'TxDtls');
  const parts: string[] = [];
  // v02: RltdPties/Dbtr/Nm; v08: RltdPties/Dbtr/Pty/Nm. The other party is the one that is not us.
  const incoming = text(entry['CdtDbtInd']) === 'CRDT';
  const party = incoming ? 'Dbtr' : 'Cdtr';
  const name =
    text(path(details, 'RltdPties', party, 'Nm')) ??
    text(path(details, 'RltdPties', party, 'Pty', 'Nm'));
  if (name) parts.push(name);
  const remittance = path(details, 'RmtInf');
  const unstructured = node(remittance)?.['Ustrd'];
  for (const line of Array.isArray(unstructured) ? unstructured : []) {
    const value = text(line);
    if (value) parts.push(value);
  }
  const reference = text(path(remittance, 'Strd', 'CdtrRefInf', 'Ref'));
  if (reference) parts.push(reference);
  const additional = text(entry['AddtlNtryInf']);
  if (additional && !parts.includes(additional)) parts.push(additional);
  return parts.join(' · ');
}

export function readCamt053(text_: string, encoding: string, options: ReadOptions): ReadStatement {
  if (/<!DOCTYPE|<!ENTITY/i.test(text_.slice(0, 64 * 1024))) {
    throw badRequest(
      'The statement XML declares a DOCTYPE, which CAMT.053 files never do.',
      'file',
    );
  }
  let document: Node | undefined;
  try {
    document = node(parser.parse(text_));
  } catch {
    throw badRequest('The CAMT.053 file is not well-formed XML.', 'file');
  }
  const statements = list(
    path(document, 'Document', 'BkToCstmrStmt') &&
      node(path(document, 'Document', 'BkToCstmrStmt'))?.['Stmt'],
  );
  const lines: StatementLine[] = [];
  const problems: StatementProblem[] = [];
  let account: string | null = null;
  let currency: string | null = null;
  let opening: bigint | null = null;
  let closing: bigint | null = null;
  let row = 0;
  for (const statement of statements) {
    account ??=
      text(path(statement, 'Acct', 'Id', 'IBAN')) ??
      text(path(statement, 'Acct', 'Id', 'Othr', 'Id')) ??
      null;
    currency ??= text(path(statement, 'Acct', 'Ccy')) ?? null;
    for (const balance of list(statement['Bal'])) {
      const code = text(path(balance, 'Tp', 'CdOrPrtry', 'Cd'));
      const amount = signedAmount(balance, options.digits);
      if (!amount.ok) continue;
      if ((code === 'OPBD' || code === 'PRCD') && opening === null) opening = amount.minor;
      if (code === 'CLBD') closing = amount.minor;
    }
    for (const entry of list(statement['Ntry'])) {
      row += 1;
      const status = text(path(entry, 'Sts', 'Cd')) ?? text(entry['Sts']);
      if (status && status !== 'BOOK') continue; // pending or informational entries
      const date = dateOf(entry['BookgDt']) ?? dateOf(entry['ValDt']);
      if (!date) {
        problems.push({ row, message: 'BookgDt: the entry has no booking date.' });
        continue;
      }
      const amount = signedAmount(entry, options.digits);
      if (!amount.ok) {
        problems.push({ row, message: `Amt: ${amount.message}` });
        continue;
      }
      currency ??= amount.currency;
      lines.push({ row, date, description: describe(entry), amount: amount.minor, balance: null });
    }
  }
  if (statements.length === 0)
    throw badRequest('The CAMT.053 file holds no statement (Stmt).', 'file');
  return structuredStatement({
    format: 'camt053',
    encoding,
    account,
    currency,
    lines,
    problems,
    openingBalance: opening,
    closingBalance: closing,
  });
}
