import { Link } from 'react-router-dom';

const TITLES: Record<string, string> = {
  signup: 'Register', login: 'Log in', profile: 'Your application', dashboard: 'Active loans',
  transactionHistory: 'Transaction history', userProfile: 'Your profile', loanAgreement: 'Loan agreement',
  resetPassword: 'Reset password', otpSent: 'Enter the code', review: 'Loan application', scoreCard: 'Expert score card',
  cam: 'Credit appraisal memo', kycCheck: 'KYC check', report: 'Report', approvers: 'Approvers', borrowers: 'Borrowers',
  schools: 'Schools', underwriters: 'Underwriters', newUnderwriter: 'New underwriter', newApprover: 'New approver', newSchool: 'New school',
};

/** A screen of this area that is registered in the route table but not open to users yet. */
export function AreaScreen({ screen }: { screen: string; role?: string }) {
  return (
    <main className="page narrow">
      <h1>{TITLES[screen] ?? screen}</h1>
      <p>This part of FeeSetu is not open yet. Please come back soon.</p>
      <p><Link to="/">Back to the home page</Link></p>
    </main>
  );
}
