import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';
import { fieldClasses } from './input';

/**
 * The platform's own select: the phone's native picker, type-ahead and screen-reader support come
 * with it, which matters for long lists such as the ~170 communities.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'pr-8', className)} {...props} />;
}
