import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';

/** The whole app waits for the first answer about the session (docs/product.md §2.2). */
export function SessionGate() {
  const { loading } = useSession();
  return loading ? <FullPageSpinner /> : <Outlet />;
}

/** Protected pages: without a session, replace the history entry with the sign-in page. */
export function RequireSession() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Sign-in and sign-up are not for people already signed in. */
export function RedirectSignedIn() {
  const { user } = useSession();
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
