/**
 * Preview (nothing saved) and import (all or nothing, in one database transaction) of a bank
 * statement. The import refuses a file with any unreadable line, an undecided mapping or an
 * undecided day/month order, so a bad line in the middle saves nothing; lines already recorded
 * (same fingerprint) are counted as duplicates and left alone.
 */
import type { BankMapping, BankStatementImportResult, BankStatementPreview } from '@fina/contract';
import { LEDGER_PREVIEW_LINES, bankMapping } from '@fina/contract';
import type { Db } from '@fina/db';
import {
  and,
  bankAccounts,
  bankImports,
  bankTransactions,
  categoryRules,
  count,
  eq,
  inArray,
  isNotNull,
  sql,
} from '@fina/db';
import type { Currency } from '@fina/finance';
import { minorDigits } from '@fina/finance';
import { HttpError, badRequest } from '@fina/service-kit';
import { createHash } from 'node:crypto';
import { categoryFor } from '../rules/apply-rules';
import { pgArray } from '../shared/pg-arrays';
import { currencyOf, minorToText } from '../shared/money';
import type { LedgerUpload } from '../uploads/multipart';
import { jsonField } from '../uploads/multipart';
import { fingerprintLines } from './fingerprint';
import type { ReadStatement } from './formats/types';
import { readStatement } from './read-statement';

/** Lines per INSERT (six array parameters each, whatever the size). */
const INSERT_CHUNK = 10_000;
/** Fingerprints per lookup of the already-imported ones. */
const LOOKUP_CHUNK = 5000;
export const DEFAULT_BANK_ACCOUNT = 'Main account';

export interface CompanyRef {
  id: string;
  companyCurrency: string;
}

interface ReadUpload {
  statement: ReadStatement;
  account: string;
  currency: Currency;
  fingerprints: string[];
}

async function rememberedMappings(db: Db, companyId: string): Promise<Map<string, BankMapping>> {
  const rows = await db
    .select({ name: bankAccounts.name, mapping: bankAccounts.mapping })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), isNotNull(bankAccounts.mapping)))
    .orderBy(sql`${bankAccounts.lastImportAt} desc nulls last`);
  const remembered = new Map<string, BankMapping>();
  for (const row of rows) {
    const parsed = bankMapping.safeParse(row.mapping);
    if (parsed.success) remembered.set(row.name, parsed.data);
  }
  return remembered;
}

function bankAccountField(fields: Record<string, string>): string | undefined {
  const name = fields['bank_account']?.trim();
  if (!name) return undefined;
  if (name.length > 100)
    throw badRequest('bank_account must be at most 100 characters.', 'bank_account');
  return name;
}

async function readUpload(db: Db, company: CompanyRef, upload: LedgerUpload): Promise<ReadUpload> {
  const currency = currencyOf(company.companyCurrency);
  const bankAccount = bankAccountField(upload.fields);
  const statement = await readStatement(upload.bytes, {
    digits: minorDigits(currency),
    mapping: jsonField(upload.fields, 'mapping', bankMapping),
    remembered: await rememberedMappings(db, company.id),
    ...(bankAccount ? { bankAccount } : {}),
  });
  const account = bankAccount ?? statement.account ?? DEFAULT_BANK_ACCOUNT;
  return { statement, account, currency, fingerprints: fingerprintLines(account, statement.lines) };
}

/** The fingerprints of `fingerprints` already recorded for the company. */
async function existingFingerprints(
  db: Db,
  companyId: string,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < fingerprints.length; i += LOOKUP_CHUNK) {
    const chunk = fingerprints.slice(i, i + LOOKUP_CHUNK);
    const rows = await db
      .select({ fingerprint: bankTransactions.fingerprint })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.companyId, companyId),
          inArray(bankTransactions.fingerprint, chunk),
        ),
      );
    for (const row of rows) found.add(row.fingerprint);
  }
  return found;
}

function balanceCheck(statement: ReadStatement): 'ok' | 'mismatch' | 'absent' {
  if (statement.openingBalance === null || statement.closingBalance === null) return 'absent';
  const moved = statement.lines.reduce((sum, line) => sum + line.amount, 0n);
  return statement.openingBalance + moved === statement.closingBalance ? 'ok' : 'mismatch';
}

export async function previewStatement(
  db: Db,
  company: CompanyRef,
  upload: LedgerUpload,
): Promise<BankStatementPreview> {
  const { statement, account, currency, fingerprints } = await readUpload(db, company, upload);
  const existing = statement.needsDateOrder
    ? new Set<string>()
    : await existingFingerprints(db, company.id, fingerprints);
  const duplicates = fingerprints.filter((fingerprint) => existing.has(fingerprint)).length;
  const money = (minor: bigint | null) => (minor === null ? null : minorToText(minor, currency));
  return {
    format: statement.format,
    encoding: statement.encoding,
    delimiter: statement.delimiter,
    columns: statement.columns,
    mapping: statement.mapping,
    mapping_source: statement.mappingSource,
    needs_mapping: statement.needsMapping,
    date_order: statement.dateOrder,
    needs_date_order: statement.needsDateOrder,
    bank_account: account,
    currency: statement.currency ?? currency,
    lines: statement.lines.slice(0, LEDGER_PREVIEW_LINES).map((line, i) => ({
      row: line.row,
      date: line.date,
      description: line.description,
      amount: minorToText(line.amount, currency),
      balance: money(line.balance),
      duplicate: existing.has(fingerprints[i]!),
    })),
    total_lines: statement.lines.length,
    skipped: statement.skipped,
    problems: statement.problems.slice(0, 100),
    opening_balance: money(statement.openingBalance),
    closing_balance: money(statement.closingBalance),
    balance_check: balanceCheck(statement),
    new_count: fingerprints.length - duplicates,
    duplicate_count: duplicates,
  };
}

/** Why a statement cannot be imported as it stands (400 naming what to fix), if it cannot. */
function assertImportable(statement: ReadStatement): void {
  const problem = statement.problems[0];
  if (problem) {
    const more =
      statement.problems.length > 1 ? ` (and ${statement.problems.length - 1} more)` : '';
    const where = problem.row > 0 ? `Row ${problem.row}: ` : '';
    throw badRequest(`Nothing was imported. ${where}${problem.message}${more}`, 'file');
  }
  if (statement.needsMapping) {
    throw badRequest('Pick the date, description and amount columns of this file.', 'mapping');
  }
  if (statement.needsDateOrder) {
    throw badRequest(
      'Every date in this file could be day/month or month/day: choose the bank’s date order.',
      'mapping.date_order',
    );
  }
  if (statement.lines.length === 0) throw badRequest('The file holds no transactions.', 'file');
}

export async function importStatement(
  db: Db,
  company: CompanyRef,
  upload: LedgerUpload,
): Promise<BankStatementImportResult> {
  const { statement, account, currency, fingerprints } = await readUpload(db, company, upload);
  assertImportable(statement);
  const rules = await db
    .select()
    .from(categoryRules)
    .where(eq(categoryRules.companyId, company.id))
    .orderBy(categoryRules.createdAt);
  const lineCurrency = statement.currency ?? currency;
  const mapping = statement.mapping
    ? { ...statement.mapping, ...(statement.dateOrder ? { date_order: statement.dateOrder } : {}) }
    : null;
  const fileHash = createHash('sha256').update(upload.bytes).digest('hex');

  const result = await db.transaction(async (tx) => {
    const now = new Date();
    const [bankAccount] = await tx
      .insert(bankAccounts)
      .values({ companyId: company.id, name: account, mapping, lastImportAt: now })
      .onConflictDoUpdate({
        target: [bankAccounts.companyId, bankAccounts.name],
        set: mapping ? { mapping, lastImportAt: now } : { lastImportAt: now },
      })
      .returning({ id: bankAccounts.id });
    if (!bankAccount) throw new HttpError(500, 'The bank account could not be saved.');
    const [record] = await tx
      .insert(bankImports)
      .values({
        companyId: company.id,
        bankAccountId: bankAccount.id,
        fileName: upload.filename,
        fileHash,
        format: statement.format,
        lineCount: statement.lines.length,
        imported: 0,
        duplicates: 0,
        skipped: statement.skipped,
      })
      .returning({ id: bankImports.id });
    if (!record) throw new HttpError(500, 'The import could not be saved.');

    for (let i = 0; i < statement.lines.length; i += INSERT_CHUNK) {
      const chunk = statement.lines.slice(i, i + INSERT_CHUNK);
      const categories = chunk.map((line) => categoryFor(rules, line.description, line.amount));
      // Lines whose fingerprint is already recorded are left alone (the unique key decides,
      // so two imports at once cannot both add a line).
      await tx.execute(sql`
        insert into ${bankTransactions} (company_id, bank_account_id, import_id, currency,
          date, description, amount, balance, category, fingerprint)
        select ${company.id}::uuid, ${bankAccount.id}::uuid, ${record.id}::uuid, ${lineCurrency},
          line.date, line.description, line.amount, line.balance, line.category, line.fingerprint
        from unnest(
          ${pgArray(
            chunk.map((line) => line.date),
            'date',
          )},
          ${pgArray(
            chunk.map((line) => line.description),
            'text',
          )},
          ${pgArray(
            chunk.map((line) => minorToText(line.amount, currency)),
            'numeric',
          )},
          ${pgArray(
            chunk.map((line) =>
              line.balance === null ? null : minorToText(line.balance, currency),
            ),
            'numeric',
          )},
          ${pgArray(categories, 'text')},
          ${pgArray(fingerprints.slice(i, i + INSERT_CHUNK), 'text')}
        ) as line(date, description, amount, balance, category, fingerprint)
        on conflict (company_id, fingerprint) do nothing`);
    }
    const [inserted] = await tx
      .select({
        n: count(),
        categorised: sql<number>`count(${bankTransactions.category})::int`,
      })
      .from(bankTransactions)
      .where(eq(bankTransactions.importId, record.id));
    const imported = inserted?.n ?? 0;
    const categorised = inserted?.categorised ?? 0;
    const duplicates = statement.lines.length - imported;
    await tx.update(bankImports).set({ imported, duplicates }).where(eq(bankImports.id, record.id));
    return { imported, duplicates, categorised, importId: record.id };
  });

  return {
    imported: result.imported,
    duplicates: result.duplicates,
    skipped: statement.skipped,
    lines: statement.lines.length,
    categorised: result.categorised,
    bank_account: account,
    format: statement.format,
    balance_check: balanceCheck(statement),
    import_id: result.importId,
  };
}
