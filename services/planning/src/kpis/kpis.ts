/**
 * The dashboard's KPIs (DECISIONS.md "KPI definitions"), per company, in its currency:
 *   cash                    latest balance sheet cash + bank lines dated after it
 *   revenue_this_month      invoices dated this month net of tax and shipping + recorded sales
 *   outstanding_receivables Σ balance due of unpaid invoices
 *   overdue_invoices        count and amount with balance due past the due date
 *   monthly_burn            average net cash outflow of the last three full months; 0 when cash grows
 *   runway                  cash ÷ burn, in months; "not burning" when burn is 0
 *   gross_margin            last full month: (revenue − cost of sales) / revenue
 * A KPI without data is null with a `detail` saying what to do first.
 */
import type { Db } from '@fina/db';
import { and, eq, gt, invoices, lt, sql } from '@fina/db';
import type { KpiKey, KpiValue } from '@fina/contract';
import type { CurrencyCode } from '@fina/finance';
import { fixedDecimal, formatMinor, minorDigits, parseMoney } from '@fina/finance';
import { actualsByMonth, bankMovementAfter } from '../actuals/actuals-source';
import { latestSavedBalanceSheet } from '../opening/saved-balance-sheet';
import { marginPercent } from '../performance/performance';
import { addMonths } from '../statements/periods';

export const KPI_INFO: Record<
  KpiKey,
  { label: string; definition: string; source_path: string; unit: KpiValue['unit'] }
> = {
  cash: {
    label: 'Cash',
    definition:
      'Cash on your latest balance sheet, moved by the bank lines imported after its date.',
    source_path: '/balance-sheet',
    unit: 'money',
  },
  revenue_this_month: {
    label: 'Revenue this month',
    definition: 'Invoices dated this month, net of tax and shipping, plus recorded sales.',
    source_path: '/reports',
    unit: 'money',
  },
  outstanding_receivables: {
    label: 'Outstanding receivables',
    definition: 'The balance due of every unpaid invoice.',
    source_path: '/reports',
    unit: 'money',
  },
  overdue_invoices: {
    label: 'Overdue invoices',
    definition: 'Invoices with a balance due past their due date: how many, and how much.',
    source_path: '/reports',
    unit: 'count',
  },
  monthly_burn: {
    label: 'Monthly burn',
    definition: 'Average net cash outflow of the last three full months (0 when cash grows).',
    source_path: '/record-operations',
    unit: 'money',
  },
  runway: {
    label: 'Runway',
    definition: 'Cash divided by the monthly burn, in months.',
    source_path: '/cashflow-overview',
    unit: 'months',
  },
  gross_margin: {
    label: 'Gross margin',
    definition: 'Last full month: revenue minus cost of sales, over revenue.',
    source_path: '/financial-performance',
    unit: 'percent',
  },
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthOf = (d: Date) => isoDay(d).slice(0, 7);

async function sumBalanceDue(
  db: Db,
  where: ReturnType<typeof and>,
): Promise<{ total: string | null; count: number }> {
  const [row] = await db
    .select({
      total: sql<string | null>`sum(${invoices.balanceDue})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(where);
  return { total: row?.total ?? null, count: Number(row?.count ?? 0) };
}

export async function companyKpis(
  db: Db,
  company: { id: string; companyCurrency: string },
  today: Date,
): Promise<KpiValue[]> {
  const currency = company.companyCurrency as CurrencyCode;
  const digits = minorDigits(currency);
  const money = (minor: bigint) => fixedDecimal(minor, digits);
  const minorOf = (value: string | null) => (value ? parseMoney(value, currency).minor : 0n);
  const base = (key: KpiKey) => ({ key, currency, ...KPI_INFO[key] });

  // cash
  const sheet = await latestSavedBalanceSheet(db, company.id);
  let cash: bigint | null = null;
  if (sheet) {
    const rows = (sheet.input.cib_rows ?? []) as { amount?: string }[];
    cash =
      minorOf(String(sheet.input.cash_on_hand ?? '0')) +
      rows.reduce((t, r) => t + minorOf(r.amount ?? '0'), 0n) +
      (await bankMovementAfter(db, company.id, sheet.date));
  }

  // invoices
  const unpaid = and(
    eq(invoices.companyId, company.id),
    eq(invoices.state, 'issued'),
    eq(invoices.currency, currency),
    gt(invoices.balanceDue, '0'),
  );
  const outstanding = await sumBalanceDue(db, unpaid);
  const overdue = await sumBalanceDue(db, and(unpaid, lt(invoices.dueDate, isoDay(today))));

  // actuals: this month and the last three full months
  const current = monthOf(today);
  const actuals = await actualsByMonth(db, company.id, addMonths(current, -3), current);
  const thisMonth = actuals[actuals.length - 1];
  const fullMonths = actuals.slice(0, 3);
  const hasBank = fullMonths.some((m) => m.cashIn !== 0n || m.cashOut !== 0n);
  const netOutflow = fullMonths.reduce((t, m) => t + (m.cashOut - m.cashIn), 0n);
  const burn = hasBank ? (netOutflow > 0n ? (netOutflow + 1n) / 3n : 0n) : null;
  const lastFull = fullMonths[2];

  const runway = (() => {
    if (cash === null || burn === null) return null;
    if (burn === 0n) return { value: null, detail: 'not burning' };
    return { value: Number((cash * 100n) / burn) / 100, detail: undefined };
  })();
  const margin =
    lastFull && lastFull.revenue !== 0n && (lastFull.costOfSales !== 0n || lastFull.expenses !== 0n)
      ? marginPercent(lastFull.revenue - lastFull.costOfSales, lastFull.revenue)
      : null;

  return [
    {
      ...base('cash'),
      value: cash === null ? null : money(cash),
      ...(cash === null ? { detail: 'Prepare your balance sheet to see your cash.' } : {}),
    },
    { ...base('revenue_this_month'), value: money(thisMonth?.revenue ?? 0n) },
    { ...base('outstanding_receivables'), value: money(minorOf(outstanding.total)) },
    {
      ...base('overdue_invoices'),
      value: overdue.count,
      amount: money(minorOf(overdue.total)),
      detail: `${overdue.count} invoice${overdue.count === 1 ? '' : 's'}, ${formatMinor(minorOf(overdue.total), currency)}`,
    },
    {
      ...base('monthly_burn'),
      value: burn === null ? null : money(burn),
      ...(burn === null ? { detail: 'Import a bank statement to see your burn.' } : {}),
    },
    {
      ...base('runway'),
      value: runway?.value ?? null,
      detail:
        runway?.detail ??
        (runway ? undefined : 'Needs your cash (balance sheet) and burn (bank lines).'),
    },
    {
      ...base('gross_margin'),
      value: margin,
      ...(margin === null ? { detail: 'Record sales and expenses for last month to see it.' } : {}),
    },
  ];
}
