import { Link } from 'react-router-dom';

/** Any path that is not a screen of the product. */
export function NotFoundPage() {
  return (
    <main className="page narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may have a typo.</p>
      <p><Link to="/">Go to the home page</Link></p>
    </main>
  );
}
