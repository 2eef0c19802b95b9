import type { KpiValue } from '@fina/contract';
import { formatAmount } from '../shared-ui/charts/format-amount';

const number2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The figure a KPI card shows, in the company's currency for money; '—' when there is no data. */
export function formatKpiValue(kpi: KpiValue): string {
  if (kpi.value === null) return '—';
  switch (kpi.unit) {
    case 'money':
      return formatAmount(String(kpi.value), kpi.currency);
    case 'percent':
      return `${number2.format(Number(kpi.value))}%`;
    case 'months': {
      const months = Number(kpi.value);
      return `${number2.format(months)} ${months === 1 ? 'month' : 'months'}`;
    }
    case 'count':
      return String(kpi.value);
  }
}

/** A company with nothing recorded yet: no KPI has a figure other than zero. */
export function isEmptyCompany(kpis: KpiValue[]): boolean {
  return kpis.every((kpi) => kpi.value === null || Number(kpi.value) === 0);
}
