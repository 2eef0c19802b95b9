import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@fina/bus';
import { sessionEndReason } from '../session/session';

/** Protected routes: without a token, go to /login and come back after. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // End Session goes to the landing page (spec: Logout); anything else asks to sign in.
    if (sessionEndReason() === 'user') return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
