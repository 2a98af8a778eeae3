import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/** The shell around every route; React Aria links navigate through the router. */
export function Component() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}
