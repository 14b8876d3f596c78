import { Link, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (often a lost connection while fetching its code). */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className="page narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <p><button type="button" onClick={() => window.location.reload()}>Try again</button> or <Link to="/">go to the home page</Link>.</p>
    </main>
  );
}
