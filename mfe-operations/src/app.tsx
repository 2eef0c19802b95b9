import type { RemoteAppProps } from '@fina/contract';
import { RecordOperationsRoutes } from './record-operations-routes';
import { ReportsRoutes } from './reports/reports-routes';

/** mfe-operations' one entry, mounted at /record-operations/* and /reports/*. */
export default function OperationsApp({ area }: RemoteAppProps) {
  return area === 'reports' ? <ReportsRoutes /> : <RecordOperationsRoutes />;
}
