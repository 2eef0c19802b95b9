/**
 * Category rules ("always put GRAB in Travel"): a new rule categorises the existing
 * uncategorised lines it fits at once, and every later import (see statement-service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ledgerCalls } from '@fina/contract';
import type { CategoryRule } from '@fina/contract';
import type { InferSelectModel } from '@fina/db';
import { and, asc, bankTransactions, categoryRules, eq, isNull, sql } from '@fina/db';
import { assertCompanyOwner, notFound, registerCall } from '@fina/service-kit';

type RuleRow = InferSelectModel<typeof categoryRules>;

function toRule(row: RuleRow): CategoryRule {
  return {
    rule_id: row.id,
    contains: row.contains,
    sign: row.sign ?? null,
    category: row.category,
    created_at: row.createdAt.toISOString(),
  };
}

export function registerRuleCalls(app: FastifyInstance): void {
  registerCall(app, ledgerCalls.listCategoryRules, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const rows = await app.db
      .select()
      .from(categoryRules)
      .where(eq(categoryRules.companyId, company.id))
      .orderBy(asc(categoryRules.createdAt))
      .limit(request.query.limit)
      .offset(request.query.offset);
    return rows.map(toRule);
  });

  registerCall(app, ledgerCalls.createCategoryRule, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const { contains, sign, category } = request.body;
    const result = await app.db.transaction(async (tx) => {
      const [rule] = await tx
        .insert(categoryRules)
        .values({ companyId: company.id, contains, sign: sign ?? null, category })
        .returning();
      const signFits =
        sign === 'in'
          ? sql`${bankTransactions.amount} > 0`
          : sign === 'out'
            ? sql`${bankTransactions.amount} < 0`
            : undefined;
      const categorised = await tx
        .update(bankTransactions)
        .set({ category })
        .where(
          and(
            eq(bankTransactions.companyId, company.id),
            isNull(bankTransactions.category),
            // position() rather than LIKE: the user's text may hold % or _.
            sql`position(lower(${contains}) in lower(${bankTransactions.description})) > 0`,
            signFits,
          ),
        )
        .returning({ id: bankTransactions.id });
      return { rule: toRule(rule!), categorised: categorised.length };
    });
    reply.code(201);
    return result;
  });

  registerCall(app, ledgerCalls.deleteCategoryRule, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId);
    const deleted = await app.db
      .delete(categoryRules)
      .where(
        and(eq(categoryRules.id, request.params.ruleId), eq(categoryRules.companyId, company.id)),
      )
      .returning({ id: categoryRules.id });
    if (deleted.length === 0) throw notFound('Rule not found.', 'ruleId');
    return { message: 'Rule deleted.' };
  });
}
