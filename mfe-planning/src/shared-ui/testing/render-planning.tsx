/**
 * This remote as the shell mounts it (each area at /<area>/* inside the shell's router and
 * theme), with a probe showing where it navigated.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FinaProvider } from '@fina/ui';
import PlanningApp from '../../app';

const AREAS = ['financial-plans', 'create-a-budget', 'financing'] as const;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderPlanning(path: string) {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {AREAS.map((area) => (
            <Route key={area} path={`/${area}/*`} element={<PlanningApp area={area} />} />
          ))}
          <Route path="/cashflow-overview/*" element={<p>cashflow overview</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FinaProvider>,
  );
}
