import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center gap-2 rounded-md text-lg font-semibold text-slate-900"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      Rentproof
    </Link>
  );
}
