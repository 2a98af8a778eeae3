import { useMemo } from 'react';

/** Reads design tokens (CSS custom properties from @theme) as the browser resolved them. */
export function useTokens(names: string[]): Record<string, string> {
  const key = names.join(',');
  return useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      key.split(',').map((name) => [name, style.getPropertyValue(name).trim()]),
    );
  }, [key]);
}
