import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { DashboardPage } from './dashboard/dashboard-page';
import { FinancialPlansRoutes, CreateBudgetRoutes } from './financial-plans/financial-plans-routes';
import { FinancingRoutes } from './financing/financing-routes';
import { NotFoundInArea } from './not-found-in-area';

// The chart pages (Highcharts, the finance engine) load on their first visit only: the
// dashboard never downloads them.
const FinancialPerformancePage = lazy(() =>
  import('./financial-performance/financial-performance-page').then((m) => ({
    default: m.FinancialPerformancePage,
  })),
);
const CashflowOverviewPage = lazy(() =>
  import('./cashflow-overview/cashflow-overview-page').then((m) => ({
    default: m.CashflowOverviewPage,
  })),
);
const whenLoaded = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

/** mfe-planning's one entry: the shell mounts it under each of its areas (REMOTE_AREAS). */
export default function PlanningApp({ area }: RemoteAppProps) {
  switch (area) {
    case 'dashboard':
      return <DashboardPage />;
    case 'financial-performance':
      return whenLoaded(<FinancialPerformancePage />);
    case 'cashflow-overview':
      return (
        <Routes>
          <Route index element={whenLoaded(<CashflowOverviewPage />)} />
          <Route path=":scenario" element={whenLoaded(<CashflowOverviewPage />)} />
        </Routes>
      );
    case 'financial-plans':
      return <FinancialPlansRoutes />;
    case 'create-a-budget':
      return <CreateBudgetRoutes />;
    case 'financing':
      return <FinancingRoutes />;
    default:
      return <NotFoundInArea />;
  }
}
