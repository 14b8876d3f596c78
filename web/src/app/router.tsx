import type { RouteObject } from 'react-router-dom';
import { ADMIN_PATHS, BORROWER_PATHS, PUBLIC_PATHS, REVIEWER_PATHS } from '../shared/paths.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';
import { PublicLayout } from '../areas/public/PublicLayout.tsx';
import { HomePage } from '../areas/public/HomePage.tsx';

// The public area ships in the first bundle; every other area is its own chunk, fetched on demand,
// so a parent's phone never downloads the back office.
const publicPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: PUBLIC_PATHS.howItWorks, lazy: publicPage(() => import('../areas/public/HowItWorksPage.tsx')) },
  { path: PUBLIC_PATHS.products, lazy: publicPage(() => import('../areas/public/ProductsPage.tsx')) },
  { path: PUBLIC_PATHS.forSchool, lazy: publicPage(() => import('../areas/public/ForSchoolPage.tsx')) },
  { path: PUBLIC_PATHS.about, lazy: publicPage(() => import('../areas/public/AboutPage.tsx')) },
  { path: PUBLIC_PATHS.faq, lazy: publicPage(() => import('../areas/public/FaqPage.tsx')) },
  { path: PUBLIC_PATHS.privacyPolicy, lazy: publicPage(() => import('../areas/public/PrivacyPolicyPage.tsx')) },
  { path: PUBLIC_PATHS.terms, lazy: publicPage(() => import('../areas/public/TermsPage.tsx')) },
];

type AreaModule = { AreaScreen: React.ComponentType<{ screen: string; role?: string }> };
const AREAS: Record<'borrower', () => Promise<AreaModule>> = {
  borrower: () => import('../areas/borrower/AreaScreen.tsx'),
};
const area = (name: keyof typeof AREAS, screen: string, role?: string) => async () => {
  const { AreaScreen } = await AREAS[name]();
  return { element: <AreaScreen screen={screen} {...(role ? { role } : {})} /> };
};

// Sign-up and login sit in the public shell but load the OTP screens only when opened.
const entryRoutes: RouteObject[] = [
  { path: PUBLIC_PATHS.signup, lazy: publicPage(() => import('../areas/borrower/otp-auth/SignupPage.tsx')) },
  { path: PUBLIC_PATHS.login, lazy: publicPage(() => import('../areas/borrower/otp-auth/LoginPage.tsx')) },
];

const borrowerPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** The signed-in parent's screens, inside the borrower shell that checks the session. */
const borrowerRoute: RouteObject = {
  lazy: async () => ({ Component: (await import('../areas/borrower/BorrowerLayout.tsx')).BorrowerLayout }),
  errorElement: <RouteError />,
  children: [
    { path: BORROWER_PATHS.dashboard, lazy: borrowerPage(() => import('../areas/borrower/DashboardPage.tsx')) },
    { path: BORROWER_PATHS.profile, lazy: borrowerPage(() => import('../areas/application-wizard/ApplicationPage.tsx')) },
    { path: BORROWER_PATHS.userProfile, lazy: borrowerPage(() => import('../areas/borrower/UserProfilePage.tsx')) },
    { path: BORROWER_PATHS.transactionHistory, lazy: borrowerPage(() => import('../areas/borrower/TransactionHistoryPage.tsx')) },
    { path: BORROWER_PATHS.loanAgreement, lazy: borrowerPage(() => import('../areas/borrower/LoanAgreementPage.tsx')) },
    ...Object.entries(BORROWER_PATHS)
      .filter(([screen]) => !['dashboard', 'profile', 'userProfile', 'transactionHistory', 'loanAgreement'].includes(screen))
      .map(([screen, path]) => ({ path, lazy: area('borrower', screen) })),
  ],
};

/** The underwriter and approver areas: one lazily loaded chunk of screens that take the role as data. */
const reviewArea = () => import('../areas/review-desk/review-area.tsx');
type ReviewerEntry = 'login' | 'resetPassword' | 'otpSent';
type ReviewerShellScreen = 'dashboard' | 'review' | 'profile' | 'scoreCard' | 'cam' | 'kycCheck' | 'report';
const REVIEWER_ENTRY: ReviewerEntry[] = ['login', 'resetPassword', 'otpSent'];
const REVIEWER_SHELL: ReviewerShellScreen[] = ['dashboard', 'review', 'profile', 'scoreCard', 'cam', 'kycCheck', 'report'];
const signedInRoutes: RouteObject[] = (['underwriter', 'approver'] as const).flatMap((role): RouteObject[] => {
  const paths = REVIEWER_PATHS[role];
  return [
    ...REVIEWER_ENTRY.map((screen) => ({
      path: paths[screen],
      lazy: async () => { const Screen = (await reviewArea()).ENTRY_SCREENS[screen]; return { element: <Screen role={role} /> }; },
    })),
    {
      lazy: async () => { const { ReviewerLayout } = await reviewArea(); return { element: <ReviewerLayout role={role} /> }; },
      children: REVIEWER_SHELL.map((screen) => ({
        path: paths[screen],
        lazy: async () => { const Screen = (await reviewArea()).SHELL_SCREENS[screen]; return { element: <Screen role={role} /> }; },
      })),
    },
  ];
});

/** The administrator's area: one lazily loaded chunk; its shell checks the session on the server. */
const adminArea = () => import('../areas/admin/admin-area.tsx');
const adminRoutes: RouteObject[] = [
  { path: ADMIN_PATHS.login, lazy: async () => ({ Component: (await adminArea()).AdminLoginPage }) },
  {
    lazy: async () => ({ Component: (await adminArea()).AdminLayout }),
    children: (Object.keys(ADMIN_PATHS) as (keyof typeof ADMIN_PATHS)[])
      .filter((screen) => screen !== 'login')
      .map((screen) => ({ path: ADMIN_PATHS[screen], lazy: async () => ({ Component: (await adminArea()).ADMIN_SCREENS[screen as Exclude<typeof screen, 'login'>] }) })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    errorElement: <RouteError />,
    children: [...publicRoutes, ...entryRoutes, { path: '*', Component: NotFoundPage }],
  },
  borrowerRoute,
  ...signedInRoutes.map((route) => ({ ...route, errorElement: <RouteError /> })),
  ...adminRoutes.map((route) => ({ ...route, errorElement: <RouteError /> })),
];
