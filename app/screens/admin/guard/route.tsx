import { Outlet } from 'react-router-dom';

/** Placeholder: the accounts work replaces this with the admin-group guard. */
export function Component() {
  return <Outlet />;
}
