import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { DashboardPage } from './dashboard/dashboard-page';
import { NotFoundInArea } from './not-found-in-area';

// Every page but the dashboard loads on its first visit only: the dashboard (the first page
// after sign-in) downloads neither Highcharts and the finance engine nor the call schemas (zod)
// the plans and financing forms validate with. Each chunk is named after its area: the host
// preloads an area's chunk from the page's first HTML (services/host/src/page-html).
const FinancialPerformancePage = lazy(() =>
  import(
    /* webpackChunkName: "financial-performance" */ './financial-performance/financial-performance-page'
  ).then((m) => ({
    default: m.FinancialPerformancePage,
  })),
);
const CashflowOverviewPage = lazy(() =>
  import(
    /* webpackChunkName: "cashflow-overview" */ './cashflow-overview/cashflow-overview-page'
  ).then((m) => ({
    default: m.CashflowOverviewPage,
  })),
);
const FinancialPlansRoutes = lazy(() =>
  import(/* webpackChunkName: "financial-plans" */ './financial-plans/financial-plans-routes').then(
    (m) => ({
      default: m.FinancialPlansRoutes,
    }),
  ),
);
const CreateBudgetRoutes = lazy(() =>
  import(/* webpackChunkName: "create-a-budget" */ './financial-plans/financial-plans-routes').then(
    (m) => ({
      default: m.CreateBudgetRoutes,
    }),
  ),
);
const FinancingRoutes = lazy(() =>
  import(/* webpackChunkName: "financing" */ './financing/financing-routes').then((m) => ({
    default: m.FinancingRoutes,
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
      return whenLoaded(<FinancialPlansRoutes />);
    case 'create-a-budget':
      return whenLoaded(<CreateBudgetRoutes />);
    case 'financing':
      return whenLoaded(<FinancingRoutes />);
    default:
      return <NotFoundInArea />;
  }
}
