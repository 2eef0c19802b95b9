/** Saved budget questionnaires (services/db/src/schema/planning.ts): every save is kept. */
import { and, budgetWorkflows, desc, eq } from '@fina/db';
import type { Db, InferSelectModel } from '@fina/db';
import type { ForecastInput } from '@fina/finance';

export type WorkflowRow = InferSelectModel<typeof budgetWorkflows>;

export async function insertWorkflow(
  db: Db,
  row: {
    companyId: string;
    userId: string;
    kind: 'existing' | 'new';
    answers: Record<string, unknown>;
    engineInput: ForecastInput;
  },
): Promise<string> {
  const [saved] = await db
    .insert(budgetWorkflows)
    .values({
      companyId: row.companyId,
      createdBy: row.userId,
      kind: row.kind,
      answers: row.answers,
      engineInput: row.engineInput as unknown as Record<string, unknown>,
    })
    .returning({ id: budgetWorkflows.id });
  if (!saved) throw new Error('The questionnaire was not saved.');
  return saved.id;
}

/** The company's latest questionnaire, or the one asked for (of that company). */
export async function findWorkflow(
  db: Db,
  companyId: string,
  workflowId?: string,
): Promise<WorkflowRow | undefined> {
  const [row] = await db
    .select()
    .from(budgetWorkflows)
    .where(
      workflowId
        ? and(eq(budgetWorkflows.companyId, companyId), eq(budgetWorkflows.id, workflowId))
        : eq(budgetWorkflows.companyId, companyId),
    )
    .orderBy(desc(budgetWorkflows.createdAt), desc(budgetWorkflows.id))
    .limit(1);
  return row;
}

export async function listWorkflows(
  db: Db,
  companyId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: budgetWorkflows.id,
      kind: budgetWorkflows.kind,
      createdAt: budgetWorkflows.createdAt,
    })
    .from(budgetWorkflows)
    .where(eq(budgetWorkflows.companyId, companyId))
    .orderBy(desc(budgetWorkflows.createdAt), desc(budgetWorkflows.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    workflow_id: r.id,
    kind: r.kind,
    saved_at: r.createdAt.toISOString(),
  }));
}
