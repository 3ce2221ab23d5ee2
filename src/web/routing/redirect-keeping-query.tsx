import { Navigate, useLocation } from 'react-router';

/** Redirects to `to` with the same query and hash (a desktop link opened on a phone keeps its section and return path). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
