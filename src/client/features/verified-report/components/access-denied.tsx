import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

/** The 'Access Denied' card (docs/product.md §13.2) for a link that is missing, unknown, revoked or expired. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert className="size-6" aria-hidden />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <p className="mt-4 text-sm text-slate-500">
        Ask the person who shared it for a new link.{' '}
        <Link to="/" className="text-accent-700 underline">
          About Rentproof
        </Link>
      </p>
    </div>
  );
}
