/**
 * upload_income_statement_workflow's text fields (spec section 3; tables as JSON text) →
 * the answers kept, checked with zod: 400 naming the field. The files are read elsewhere.
 */
import { z } from 'zod';
import {
  GROWTH_RATE_LABELS,
  confirmedStatements,
  growthPlan,
  hireRow,
  purchaseRow,
  uuidField,
} from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import { zodBadRequest } from './zod-errors';

const SIGNED = /^-?\d{1,13}(\.\d{1,6})?$/;
const price = z
  .union([z.string(), z.number()], { error: 'price is required.' })
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .refine((v) => SIGNED.test(v) && !v.startsWith('-'), 'price must be a number like 12.50.');

export const existingFields = z.object({
  company_id: uuidField('company_id'),
  growth_rate: z
    .string({ error: 'Desired sales growth is required.' })
    .trim()
    .transform((v) => (/^\d+$/.test(v) ? `${v}%` : v))
    .refine((v) => GROWTH_RATE_LABELS.includes(v), {
      message: `growth_rate must be one of ${GROWTH_RATE_LABELS.join(', ')}.`,
    }),
  product_table: z
    .array(z.object({ product: z.string().trim().min(1, 'product is required.').max(200), price }))
    .min(1, 'Add at least one product with its selling price.')
    .max(500),
  operations_hiring_table: z.array(hireRow).max(500).default([]),
  sales_marketing_hiring_table: z.array(hireRow).max(500).default([]),
  technology_hiring_table: z.array(hireRow).max(500).default([]),
  ppe_table: z.array(purchaseRow).max(500).default([]),
  growth_plan: growthPlan,
  statement_lines: confirmedStatements.optional(),
});
export type ExistingFields = z.output<typeof existingFields>;

const JSON_FIELDS = [
  'product_table',
  'operations_hiring_table',
  'sales_marketing_hiring_table',
  'technology_hiring_table',
  'ppe_table',
  'growth_plan',
  'statement_lines',
] as const;

/** Whether the plan says how to get there: a box ticked or a strategy written. */
export function planAnswered(plan: z.output<typeof growthPlan>): boolean {
  return Boolean(
    plan.new_product_line ||
    plan.new_branch ||
    plan.add_a_salesperson ||
    plan.other_strategy ||
    plan.strategy1Input?.trim() ||
    plan.otherStrategyInput?.trim(),
  );
}

export function parseExistingFields(fields: Record<string, string>): ExistingFields {
  const decoded: Record<string, unknown> = { ...fields };
  for (const key of JSON_FIELDS) {
    const text = fields[key];
    if (text === undefined || text.trim() === '') {
      delete decoded[key];
      continue;
    }
    try {
      decoded[key] = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(`${key} could not be read (invalid JSON).`, key);
    }
  }
  if (decoded.growth_plan === undefined) {
    throw badRequest('Tell us how you plan to grow (tick at least one).', 'growth_plan');
  }
  const parsed = existingFields.safeParse(decoded);
  if (!parsed.success) throw zodBadRequest(parsed.error);
  if (!planAnswered(parsed.data.growth_plan)) {
    throw badRequest('Tell us how you plan to grow (tick at least one).', 'growth_plan');
  }
  return parsed.data;
}
