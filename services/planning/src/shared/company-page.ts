/** One page of a company's saved records, newest first (applications, scenarios). */
import { desc, eq } from '@fina/db';
import type { Db, loanApplications, planningScenarios, solutionApplications } from '@fina/db';

/** The planning tables listed this way: each has companyId, createdAt and id. */
type CompanyRecords =
  typeof loanApplications | typeof solutionApplications | typeof planningScenarios;

export async function companyPage<T extends CompanyRecords>(
  db: Db,
  table: T,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<T['$inferSelect'][]> {
  // Ties by time fall back to the id, so a page boundary never repeats or skips a row.
  const rows = await db
    .select()
    .from(table as CompanyRecords)
    .where(eq(table.companyId, companyId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows as T['$inferSelect'][];
}
