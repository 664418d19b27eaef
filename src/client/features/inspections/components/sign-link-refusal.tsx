import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

const REFUSALS = {
  expired: {
    title: 'This signing link has expired',
    // Who sent it is not known once the link has expired: the server no longer shows the report.
    body: 'Ask the renter to send a new one.',
  },
  invalid: {
    title: 'This signing link is not valid',
    body: 'It may have been withdrawn, or the address was copied only in part. Ask the renter to send a new one.',
  },
} as const;

/** A signing link that cannot be used (docs/product.md §34), in a card like a share link's refusal. */
export function SignLinkRefusal({ reason }: { reason: keyof typeof REFUSALS }) {
  const { title, body } = REFUSALS[reason];
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert className="size-6" aria-hidden />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{body}</p>
      <p className="mt-4 text-sm text-slate-500">
        <Link to="/" className="text-accent-700 underline">
          About Rentproof
        </Link>
      </p>
    </div>
  );
}
