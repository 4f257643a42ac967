import * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * A form label. A plain <label>: Radix's only kept a double click from selecting the label's text, and
 * cost the shop's first load its primitive and ref helpers.
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium leading-none text-neutral-800', className)} {...props} />;
}
