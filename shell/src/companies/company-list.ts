import { bus } from '@fina/bus';
import { lightCalls } from '@fina/contract/core';
import { shellApi } from '../session/api';
import { selectCompany, setCompanies } from '../session/session';

/** Loads the caller's companies onto the bus; keeps the list as it was on failure. */
export async function refreshCompanies(select?: string): Promise<void> {
  if (!bus.session) return;
  try {
    const companies = await shellApi.call(lightCalls.listCompanies);
    setCompanies(companies);
    if (select && companies.some((company) => company.company_id === select)) selectCompany(select);
  } catch (error) {
    // A failed company fetch is only logged (spec section 8); the dropdown keeps its list.
    console.error('[shell] could not load companies', error);
  }
}

/** Remotes that change a company ask the shell to reload the list. */
export function listenForCompanyRefresh(): () => void {
  const subscription = bus.on('app:companies:refresh').subscribe(() => void refreshCompanies());
  return () => subscription.unsubscribe();
}
