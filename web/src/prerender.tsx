import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/router.tsx';

/**
 * The markup of one screen as the browser would first draw it, for the build to put in the page, so
 * the screen shows with the style sheet before any JavaScript has run. Run by the build in Node
 * (web/vite.config.ts), never shipped. It waits for lazily loaded parts, such as the EMI calculator,
 * so the page does not change shape when they arrive.
 */
export async function renderScreen(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    // Every part drawn in place: React would otherwise send a large part apart, hidden, for an inline
    // script to reveal, and the content security policy rightly refuses inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<template')) throw new Error(`The prerendered ${path} holds a part to be revealed by script.`);
  return html;
}
