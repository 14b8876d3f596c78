import { Link, NavLink, Outlet } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../app/paths.ts';

/** Header, footer and the page between them, for every public screen. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <Link to="/" className="brand">FeeSetu</Link>
        <nav aria-label="Main">
          <ul>
            <li><NavLink to="/" end>Home</NavLink></li>
            <li><NavLink to={PUBLIC_PATHS.howItWorks}>How it Works</NavLink></li>
            <li><NavLink to={PUBLIC_PATHS.products}>Products</NavLink></li>
            <li><NavLink to={PUBLIC_PATHS.forSchool}>For Schools</NavLink></li>
            <li><NavLink to={PUBLIC_PATHS.about}>About Us</NavLink></li>
            <li><NavLink to={PUBLIC_PATHS.faq}>FAQ</NavLink></li>
            <li><Link className="button primary" to={PUBLIC_PATHS.signup}>Apply Now</Link></li>
          </ul>
        </nav>
      </header>
      <div id="main"><Outlet /></div>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <Link to={PUBLIC_PATHS.forSchool}>For Schools</Link> · <Link to={PUBLIC_PATHS.privacyPolicy}>Privacy Policy</Link> ·{' '}
          <Link to={PUBLIC_PATHS.terms}>T&amp;C</Link> · <Link to={PUBLIC_PATHS.about}>About Us</Link> ·{' '}
          <Link to={PUBLIC_PATHS.howItWorks}>How it Works</Link> · <Link to={PUBLIC_PATHS.faq}>FAQ</Link>
        </nav>
      </footer>
    </>
  );
}
