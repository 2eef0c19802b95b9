/**
 * The remote as the shell mounts it (at /balance-sheet/* inside its router and theme), with
 * the bus holding a session and the user's companies.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@fina/bus';
import type { CompanySummary } from '@fina/contract';
import { FinaProvider } from '@fina/ui';
import StatementsApp from '../app';

export const COMPANY: CompanySummary = {
  company_id: '0b6f8a4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b',
  company_name: 'Cafe Uno',
  company_currency: 'PHP',
};
export const OTHER_COMPANY: CompanySummary = {
  company_id: '1c7a9b5f-3d2e-4f60-9bac-1d2e3f4a5b6c',
  company_name: 'Bakery Dos',
  company_currency: 'USD',
};

export function signIn(companies: CompanySummary[] = [COMPANY, OTHER_COMPANY], selected = COMPANY) {
  bus.publish('shell:session', { token: 'test-token', user: null });
  bus.publish('shell:companies', companies);
  bus.publish('shell:company:selected', selected.company_id);
}

/** Shows where the app navigated to (and the router state), for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderApp(path = '/balance-sheet') {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/balance-sheet/*" element={<StatementsApp />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FinaProvider>,
  );
}
