import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { ApplyBand } from './ApplyBand.tsx';
import { FeatureIcon } from './FeatureIcon.tsx';
import { PageIntro } from './PageIntro.tsx';
import { PageSection } from './PageSection.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Our Products: the repayment plan, the extension plan and the upcoming Partner Program. */
export default function ProductsPage() {
  usePageTitle('Our products');
  return (
    <main>
      <PageIntro eyebrow="Our products" title="Choose how you repay">
        <p>Two plans for parents today, and a programme for partners on the way. With every plan the lender pays the school directly.</p>
      </PageIntro>

      <PageSection id="available-title" title="Available now">
        <div className="card-grid two">
          <article className="card plan-card" aria-labelledby="repayment-title">
            <FeatureIcon name="calendar" />
            <h3 id="repayment-title">Repayment plan</h3>
            <p>
              The simplest way to spread a school fee. The lender pays the school for the year, and you repay in
              equal monthly instalments over 6 or 12 months.
            </p>
            <dl className="facts">
              <div><dt>Tenure</dt><dd>6 or 12 months</dd></div>
              <div><dt>Loan amount</dt><dd>From ₹1,00,000</dd></div>
              <div><dt>Collateral</dt><dd>None; your credit profile is used</dd></div>
              <div><dt>Repayment</dt><dd>Monthly auto-debit by e-mandate</dd></div>
            </dl>
            <p className="card-action"><Link to={PUBLIC_PATHS.signup} className="button primary">Apply for the repayment plan</Link></p>
          </article>
          <article className="card plan-card" aria-labelledby="extension-title">
            <FeatureIcon name="clock" />
            <h3 id="extension-title">Extension plan</h3>
            <p>
              For larger fees: repayment stretches from 12 months to 18 months, so each instalment is smaller. The
              lender decides whether to offer it.
            </p>
            <dl className="facts">
              <div><dt>Tenure</dt><dd>18 months, instead of 12</dd></div>
              <div><dt>Loan amount</dt><dd>₹3,00,000 or more</dd></div>
              <div><dt>Approval</dt><dd>At the lender’s discretion</dd></div>
              <div><dt>Repayment</dt><dd>Monthly auto-debit by e-mandate</dd></div>
            </dl>
            <p className="card-action"><Link to={PUBLIC_PATHS.signup} className="button primary">Apply for the extension plan</Link></p>
          </article>
        </div>
        <p className="section-more">
          With both plans, you see the interest rate, the charges and the total you will repay in the Key Fact
          Statement before you sign. Try the numbers with the <Link to={PUBLIC_PATHS.howItWorks}>EMI calculator</Link>.
        </p>
      </PageSection>

      <section className="section tinted" aria-labelledby="partner-title">
        <div className="section-inner split">
          <div>
            <p className="tag upcoming">Coming soon</p>
            <h2 id="partner-title">Partner Program</h2>
            <p>
              We are preparing products with partners who work with schools and families. They will be announced on
              this page when they are ready.
            </p>
          </div>
          <div className="card">
            <FeatureIcon name="users" />
            <h3>Run a school?</h3>
            <p>
              Schools can already offer FeeSetu to parents as an alternate way to pay fees.{' '}
              <Link to={PUBLIC_PATHS.forSchool}>See FeeSetu for schools</Link>.
            </p>
          </div>
        </div>
      </section>

      <ApplyBand />
    </main>
  );
}
