// The floor the bench compares every route with: React, react-dom and the router the app uses,
// one route and nothing else (scripts/bench.mjs builds it beside the app).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <Link to="/next">Next</Link> },
  { path: '/next', element: <p>Next page</p> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
