import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';
import { Spinner } from './spinner';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while something it started is in flight. */
  busy?: boolean;
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  asChild,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
