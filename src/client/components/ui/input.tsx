import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export const fieldClasses =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-500 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'py-2', className)} {...props} />;
}
