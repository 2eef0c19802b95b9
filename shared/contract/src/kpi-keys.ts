/**
 * The dashboard's KPIs (DECISIONS.md), in their canonical order. Zod-free, so the dashboard can
 * name them without building the planning calls' schemas at load.
 */
export const KPI_KEYS = [
  'cash',
  'revenue_this_month',
  'outstanding_receivables',
  'overdue_invoices',
  'monthly_burn',
  'runway',
  'gross_margin',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];
