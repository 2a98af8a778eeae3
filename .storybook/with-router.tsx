import type { Decorator } from '@storybook/react-vite';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useRouterHref } from '../app/router-href';

function AriaRouter({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * Stories render inside a memory router, wired to React Aria's router so links
 * and `href` props navigate client-side as in the app. A story can start at a
 * path with `parameters.route = '/shop/1'` (and `parameters.routePattern`).
 */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <AriaRouter>
      <Story />
    </AriaRouter>
  </MemoryRouter>
);
