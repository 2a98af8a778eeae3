import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../design-system/styles.css';
import { router } from './router';
import { registerServiceWorker } from './service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

window.addEventListener('load', () => void registerServiceWorker(), { once: true });
