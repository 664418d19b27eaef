import type { ReactNode } from 'react';
import { formatDate } from '#client/lib/format';

/** The head of a shared page: what it is, whose it is, and until when the link opens. */
export function ShareIntro({
  kicker,
  name,
  subtitle,
  createdAt,
  expiresAt,
  children,
}: {
  kicker: string;
  name: string;
  subtitle?: string;
  createdAt: string;
  expiresAt: string;
  /** What the reader should know about the figures, after the expiry note. */
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-accent-700">{kicker}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {name}
        {subtitle && <span className="block text-lg text-slate-600">{subtitle}</span>}
      </h1>
      <p className="mt-2 text-slate-600">
        Shared on {formatDate(createdAt)} · Valid until {formatDate(expiresAt)}
      </p>
      <p className="mt-2 text-sm text-slate-500">
        This link expires automatically on {formatDate(expiresAt)}. {children}
      </p>
    </div>
  );
}
