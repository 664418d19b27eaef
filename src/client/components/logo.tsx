import { Link } from 'react-router';

const LOGO_CLASSES = 'flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-slate-900';

function LogoContent() {
  return (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      Rentproof
    </>
  );
}

/** The logo inside the app, a link the router follows. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className={LOGO_CLASSES}>
      <LogoContent />
    </Link>
  );
}

/**
 * The logo on the public site: a plain link, since the site is not the app (decision 018); also
 * in the signed-in frame the server sends ahead (decision 035).
 */
export function SiteLogo({ href = '/' }: { href?: string }) {
  return (
    <a href={href} className={LOGO_CLASSES}>
      <LogoContent />
    </a>
  );
}
