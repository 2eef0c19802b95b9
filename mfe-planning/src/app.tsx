import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@fina/contract';
import { DashboardPage } from './dashboard/dashboard-page';
import { FinancialPerformancePage } from './financial-performance/financial-performance-page';
import { CashflowOverviewPage } from './cashflow-overview/cashflow-overview-page';
import { FinancialPlansRoutes, CreateBudgetRoutes } from './financial-plans/financial-plans-routes';
import { FinancingRoutes } from './financing/financing-routes';
import { NotFoundInArea } from './not-found-in-area';

/** mfe-planning's one entry: the shell mounts it under each of its areas (REMOTE_AREAS). */
export default function PlanningApp({ area }: RemoteAppProps) {
  switch (area) {
    case 'dashboard':
      return <DashboardPage />;
    case 'financial-performance':
      return <FinancialPerformancePage />;
    case 'cashflow-overview':
      return (
        <Routes>
          <Route index element={<CashflowOverviewPage />} />
          <Route path=":scenario" element={<CashflowOverviewPage />} />
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
