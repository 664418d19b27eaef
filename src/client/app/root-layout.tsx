import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '#client/components/ui/toast';

/** Around every page: the toaster, and scrolling to the top when the page changes. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The toaster comes first so that it listens before any page's first effect raises a toast.
  return (
    <>
      <Toaster />
      <Outlet />
    </>
  );
}
