import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/site.ts';
import { SocialIcons } from './SocialIcons.tsx';

const MAIN_LINKS = [
  { to: PUBLIC_PATHS.home, label: 'Home' },
  { to: PUBLIC_PATHS.howItWorks, label: 'How it Works' },
  { to: PUBLIC_PATHS.products, label: 'Products' },
  { to: PUBLIC_PATHS.forSchool, label: 'For Schools' },
  { to: PUBLIC_PATHS.about, label: 'About Us' },
  { to: PUBLIC_PATHS.faq, label: 'FAQ' },
] as const;

const FOOTER_LINKS = [
  { to: PUBLIC_PATHS.forSchool, label: 'For Schools' },
  { to: PUBLIC_PATHS.privacyPolicy, label: 'Privacy Policy' },
  { to: PUBLIC_PATHS.terms, label: 'T&C' },
  { to: PUBLIC_PATHS.about, label: 'About Us' },
  { to: PUBLIC_PATHS.howItWorks, label: 'How it Works' },
  { to: PUBLIC_PATHS.faq, label: 'FAQ' },
] as const;

/** The FeeSetu mark: the same drawing as the favicon. */
function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#0b5d4b" />
      <path d="M9 8h14v4H13v3h8v4h-8v5H9z" fill="#fff" />
    </svg>
  );
}

/** Header, footer and the page between them, for every public screen. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <div className="header-bar">
          <Link to={PUBLIC_PATHS.home} className="brand">
            <BrandMark />
            <span>FeeSetu</span>
          </Link>
          <div className="header-actions">
            <Link to={PUBLIC_PATHS.login} className="header-login">Log in</Link>
            <Link to={PUBLIC_PATHS.signup} className="button primary">Apply Now</Link>
          </div>
        </div>
        {/* Every link stays visible at every width (a grid on phones, a row on wider screens): no menu to open. */}
        <nav className="main-nav" aria-label="Main">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === PUBLIC_PATHS.home}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </div>

      <footer className="site-footer">
        <div className="footer-inner">
          <div className="footer-about">
            <Link to={PUBLIC_PATHS.home} className="brand brand-on-dark">
              <BrandMark />
              <span>FeeSetu</span>
            </Link>
            <p>
              FeeSetu is a technology platform for school-fee loans. Loans are offered, approved and paid out by our
              partner lender, a regulated entity. The lender's name and every charge are set out in the Key Fact
              Statement you receive before you sign.
            </p>
          </div>
          <nav className="footer-links" aria-label="Footer">
            <h2 className="footer-heading">Explore</h2>
            <ul>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
          <div className="footer-contact">
            <h2 className="footer-heading">Contact us</h2>
            <address>
              <p>E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a></p>
              <p>{SUPPORT_HOURS}</p>
              <p>Complaints: <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a></p>
            </address>
            <p className="footer-small">Write to us at any time; we reply by e-mail during these hours.</p>
          </div>
          <div className="footer-social">
            <h2 className="footer-heading">Follow us</h2>
            <SocialIcons />
            <p className="footer-small">Our social media pages are coming soon.</p>
          </div>
        </div>
        <p className="footer-copy">© {new Date().getFullYear()} FeeSetu. All rights reserved.</p>
      </footer>
      <ScrollRestoration />
    </>
  );
}
