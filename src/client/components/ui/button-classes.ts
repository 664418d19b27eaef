// The button's look as plain class names, so that the public site (without tailwind-merge) and the
// app's Button draw the same button (decision 018).

const VARIANTS = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 disabled:bg-accent-600/60',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  destructive: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  link: 'text-accent-700 underline-offset-4 hover:underline disabled:text-slate-400',
} as const;

const SIZES = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-9 px-3 text-sm',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    variant === 'link' ? '' : SIZES[size],
  ].join(' ');
}
