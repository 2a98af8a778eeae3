import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isPrerendered, takeOver } from './take-over';

/** The root element's attributes, enough for the take-over. */
function container(...attributes: string[]) {
  const present = new Set(attributes);
  return {
    present,
    hasAttribute: (name: string) => present.has(name),
    removeAttribute: (name: string) => void present.delete(name),
  } as unknown as HTMLElement & { present: Set<string> };
}

describe('taking over a prerendered page', () => {
  it('renders once the first page has its data, and lets the page take clicks once committed', async () => {
    let release!: () => void;
    const data = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter([{ path: '/', loader: () => data, Component: () => null }]);
    const root = container('data-prerendered', 'inert');
    expect(isPrerendered(root)).toBe(true);

    const seen: string[] = [];
    const done = takeOver(root, router, (committed) => {
      seen.push(`render, inert: ${root.present.has('inert')}`);
      committed();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);

    release();
    await done;
    expect(seen).toEqual(['render, inert: true']);
    expect([...root.present]).toEqual([]);
    router.dispose();
  });

  it('renders at once when the router is already there, and a failed page still takes over', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => Promise.reject(new Error('down')),
        Component: () => null,
        ErrorBoundary: () => null,
      },
    ]);
    const root = container('data-prerendered', 'inert');
    let renders = 0;
    const render = (committed: () => void) => {
      renders++;
      committed();
    };
    await takeOver(root, router, render);
    await takeOver(container(), router, render);
    expect(renders).toBe(2);
    expect(isPrerendered(root)).toBe(false);
    router.dispose();
  });
});
