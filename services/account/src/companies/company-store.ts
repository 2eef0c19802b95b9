/** The caller's companies: create, list, read and update (ownership is checked by the routes). */
import { currencyField } from '@fina/contract';
import type { CallBody, CompanyDetails, companyCalls } from '@fina/contract';
import type { Db } from '@fina/db';
import { and, asc, companies, eq } from '@fina/db';
import type { CompanyRow } from '@fina/service-kit';
import { isEmptyPatch, withoutBlanks } from '../keep-blank';

type NewCompany = CallBody<typeof companyCalls.createCompany>;
export type CompanyPatch = CallBody<typeof companyCalls.updateCompany>;

export function toCompanyDetails(row: CompanyRow): CompanyDetails {
  return {
    company_id: row.id,
    company_name: row.companyName,
    company_address: row.companyAddress,
    industry: row.industry,
    tech_startup: row.techStartup,
    website: row.website,
    // Only the contract's currencies are ever written; parsing keeps the type honest.
    company_currency: currencyField.parse(row.companyCurrency),
  };
}

export function toCompanySummary(row: Pick<CompanyRow, 'id' | 'companyName' | 'companyCurrency'>) {
  return {
    company_id: row.id,
    company_name: row.companyName,
    company_currency: currencyField.parse(row.companyCurrency),
  };
}

export async function createCompany(db: Db, ownerId: string, input: NewCompany) {
  const [row] = await db
    .insert(companies)
    .values({
      ownerId,
      companyName: input.company_name,
      companyAddress: input.company_address,
      industry: input.industry,
      techStartup: input.tech_startup,
      website: input.website,
      companyCurrency: input.currency,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The owner's companies, oldest first (the first one is selected by default). */
export function listCompanies(
  db: Db,
  ownerId: string,
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
) {
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      companyCurrency: companies.companyCurrency,
    })
    .from(companies)
    .where(eq(companies.ownerId, ownerId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Applies the non-blank fields of `patch`; blank or missing ones keep their stored value. */
export async function updateCompany(
  db: Db,
  company: CompanyRow,
  patch: CompanyPatch,
): Promise<CompanyRow> {
  const changes = withoutBlanks(patch);
  const set = {
    companyName: changes.company_name,
    companyAddress: changes.company_address,
    industry: changes.industry,
    website: changes.website,
    techStartup: changes.tech_startup,
    companyCurrency: changes.company_currency,
  };
  if (isEmptyPatch(set)) return company;
  const [row] = await db
    .update(companies)
    .set(set)
    .where(and(eq(companies.id, company.id), eq(companies.ownerId, company.ownerId)))
    .returning();
  if (!row) throw new Error('the company vanished during its update');
  return row;
}
