import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/site.ts';
import { SocialIcons } from './SocialIcons.tsx';

/** Each public page's name in the header and footer. */
const LINK_LABELS = {
  home: 'Home', howItWorks: 'How it Works', products: 'Products', forSchool: 'For Schools', about: 'About Us', faq: 'FAQ',
  privacyPolicy: 'Privacy Policy', terms: 'T&C',
} as const;
const linksTo = (screens: readonly (keyof typeof LINK_LABELS)[]) => screens.map((screen) => ({ to: PUBLIC_PATHS[screen], label: LINK_LABELS[screen] }));

const MAIN_LINKS = linksTo(['home', 'howItWorks', 'products', 'forSchool', 'about', 'faq']);
const FOOTER_LINKS = linksTo(['forSchool', 'privacyPolicy', 'terms', 'about', 'howItWorks', 'faq']);

/** The FeeSetu mark: the same drawing as the favicon. */
function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#0b5d4b" />
      <path d="M9 8h14v4H13v3h8v4h-8v5H9z" fill="#fff" />
    </svg>
  );
}

/** The mark and the name, linking home (the header's, and the footer's on the dark band). */
function BrandLink({ className }: { className: string }) {
  return (
    <Link to={PUBLIC_PATHS.home} className={className}>
      <BrandMark />
      <span>FeeSetu</span>
    </Link>
  );
}

/** Header, footer and the page between them, for every public screen. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="site-header">
        <div className="header-bar">
          <BrandLink className="brand" />
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
            <BrandLink className="brand brand-on-dark" />
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
