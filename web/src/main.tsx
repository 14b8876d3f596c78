import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/router.tsx';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerendered.ts';
import './shared/styles/base.css';

// An older build may have left a service worker behind; this app runs without one.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => {
    for (const registration of registrations) void registration.unregister();
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);
// The home page arrives already drawn (see prerender.tsx); React takes over that markup instead of
// drawing it again. Markup drawn for another path than this one is thrown away.
if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname && root.firstElementChild) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
