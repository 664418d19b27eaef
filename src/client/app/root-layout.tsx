import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toaster';

/** Around every page: the toaster, and scrolling to the top when the page changes. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
