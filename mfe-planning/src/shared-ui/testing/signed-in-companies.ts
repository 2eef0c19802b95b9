import { bus } from '@fina/bus';
import type { CompanySummary } from '@fina/contract';

export const COMPANY_ID = '7d9f3a4e-1b2c-4d5e-8f90-123456789abc';
export const OTHER_COMPANY_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

export const TEST_COMPANIES: CompanySummary[] = [
  { company_id: COMPANY_ID, company_name: 'Bakery', company_currency: 'USD' },
  { company_id: OTHER_COMPANY_ID, company_name: 'Panaderia', company_currency: 'PHP' },
];

/** What the shell puts on the bus for a signed-in user with companies, the first selected. */
export function signIn(selected: string | null = COMPANY_ID) {
  bus.publish('shell:session', { token: 'token', user: null });
  bus.publish('shell:companies', TEST_COMPANIES);
  bus.publish('shell:company:selected', selected);
}
