import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones (shadcn/ui's cn; lib/class-merge). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
