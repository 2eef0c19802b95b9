import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@fina/bus';

/** Protected routes: without a token, go to /login and come back after. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
