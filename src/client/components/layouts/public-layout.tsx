import { Outlet, useLocation } from 'react-router';
import { useSession } from '#client/lib/session';
import { CustomCursor } from './custom-cursor';
import { SiteLayout } from './site-layout';

/** The site's frame around the app's public screens (sign-in, sign-up, the page not found). */
export function PublicLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <CustomCursor />
      <SiteLayout path={pathname} signedIn={Boolean(user)}>
        <Outlet />
      </SiteLayout>
    </>
  );
}
