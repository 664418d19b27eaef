import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '#client/components/ui/toast';
import { takeHandedOverToast } from '#client/lib/hand-over';
import { announce } from '#client/lib/notify';

/** Around every page: the toaster, and scrolling to the top when the page changes. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // A pre-rendered page that opened the app (after signing in there) left its toast to show here.
  useEffect(() => {
    const toast = takeHandedOverToast();
    if (toast) announce(toast);
  }, []);
  // The toaster comes first so that it listens before any page's first effect raises a toast.
  return (
    <>
      <Toaster />
      <Outlet />
    </>
  );
}
