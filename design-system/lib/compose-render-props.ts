import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { twMerge } from 'tailwind-merge';

/**
 * Merges a consumer's `className` (a string or a React Aria render function)
 * after the component's own classes, so every component takes `className` alike.
 */
export function composeTailwindRenderProps<T>(
  className: string | ((state: T) => string) | undefined,
  own: string,
): string | ((state: T) => string) {
  return composeRenderProps(className, (consumer) => twMerge(own, consumer));
}
