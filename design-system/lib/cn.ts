import { twMerge } from 'tailwind-merge';

type ClassValue = string | false | null | undefined;

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
