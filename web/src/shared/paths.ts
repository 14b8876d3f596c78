/** Every screen of the product, by area: the route table of the specification (002, section 2.1). */
export const PUBLIC_PATHS = {
  home: '/',
  howItWorks: '/how-it-work',
  products: '/products',
  forSchool: '/for-school',
  about: '/about-feesetu',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  terms: '/term-and-conditions',
  signup: '/signup',
  login: '/login',
} as const;

export const BORROWER_PATHS = {
  profile: '/profile',
  dashboard: '/dashboard',
  transactionHistory: '/transaction-history',
  userProfile: '/user-profile',
  loanAgreement: '/loan-agreement',
} as const;

/** The underwriter and approver areas are one set of screens; each role has its own paths. */
export const REVIEWER_PATHS = {
  underwriter: {
    login: '/uw-login',
    resetPassword: '/uw-reset-password',
    otpSent: '/uw-otp-sent',
    dashboard: '/uw-loan-application',
    review: '/uw-loan-user/:id',
    scoreCard: '/uw-score-card',
    cam: '/credit-appraisal-memo',
    kycCheck: '/uw-kyc-check',
    report: '/uw-report',
    profile: '/uw-user-details',
  },
  approver: {
    login: '/approver-login',
    resetPassword: '/reset-password',
    otpSent: '/otp-sent',
    dashboard: '/loan-application',
    review: '/loan-user/:id',
    scoreCard: '/score-card',
    cam: '/approver-cam',
    kycCheck: '/approver-kyc-check',
    report: '/approver-report',
    profile: '/user-details',
  },
} as const;

export const ADMIN_PATHS = {
  login: '/admin-login',
  dashboard: '/admin-dashboard',
  approvers: '/admin-approver',
  borrowers: '/admin-borrwer',
  schools: '/admin-school',
  underwriters: '/admin-underwriter',
  profile: '/admin-userdetails',
  newUnderwriter: '/new-underwriter',
  newApprover: '/new-approver',
  newSchool: '/new-school',
} as const;
