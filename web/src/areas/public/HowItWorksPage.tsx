import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { ApplyBand } from './ApplyBand.tsx';
import { DOCUMENTS_TO_KEEP_READY } from './documents.ts';
import { FaqList, type FaqItem } from './FaqList.tsx';
import { PageIntro } from './PageIntro.tsx';
import { PageSection } from './PageSection.tsx';
import { TitledList } from './TitledList.tsx';
import { usePageTitle } from './use-page-title.ts';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Fill in the online application',
    text: 'Sign up with your mobile number and a one-time password. Tell us about yourself, your child, the school and the fee, and upload your documents. You can apply for one or two children.',
  },
  {
    title: 'Sign the agreement',
    text: 'If the lender approves, you receive the Key Fact Statement and the loan agreement. Read them, sign electronically, and set up an e-mandate on your bank account for the monthly instalments.',
  },
  {
    title: 'The lender pays the school',
    text: 'The lender sends the fee directly to the school, usually about 2 working days after your completed online application. You then repay month by month.',
  },
];

const SHORT_FAQ: readonly FaqItem[] = [
  {
    id: 'how-who',
    question: 'Who gives the loan?',
    answer: <p>A lender regulated by the Reserve Bank of India. FeeSetu is the technology platform: we take your application online and pass it to the lender, who decides and pays the school.</p>,
  },
  {
    id: 'how-collateral',
    question: 'Do I need to pledge anything?',
    answer: <p>No. There is no collateral. The lender decides on the basis of your credit profile.</p>,
  },
  {
    id: 'how-start',
    question: 'When is my first instalment due?',
    answer: <p>There can be a moratorium of up to 30 days between the payment to the school and your first instalment. The exact due date is in your Key Fact Statement.</p>,
  },
  {
    id: 'how-extension',
    question: 'Who can use the extension plan?',
    answer: <p>Parents borrowing ₹3,00,000 or more. You can ask for an 18-month tenure in your application; the lender decides whether to offer it.</p>,
  },
];

/** How it Works: the two plans, the three steps, a short FAQ and the calculator. */
export default function HowItWorksPage() {
  usePageTitle('How it works');
  return (
    <main>
      <PageIntro eyebrow="How it works" title="From application to a paid fee, in three steps">
        <p>FeeSetu turns one large school-fee payment into monthly instalments. Here is what you choose and what happens next.</p>
      </PageIntro>

      <PageSection id="plans-title" title="Two ways to repay">
        <div className="card-grid two">
          <article className="card plan-card">
            <p className="tag">Plan 1</p>
            <h3>Monthly repayment plan</h3>
            <p>The lender pays the school for the year. You repay in equal monthly instalments (EMIs).</p>
            <ul className="check-list">
              <li>Tenure of 6 or 12 months</li>
              <li>Loans from ₹1,00,000</li>
              <li>Instalments debited automatically from your bank account</li>
            </ul>
          </article>
          <article className="card plan-card">
            <p className="tag">Plan 2</p>
            <h3>Extension plan</h3>
            <p>For larger fees, repayment can be stretched from 12 months to 18 months, which lowers each instalment.</p>
            <ul className="check-list">
              <li>Only for loans of ₹3,00,000 or more</li>
              <li>Offered at the lender’s discretion</li>
              <li>Same monthly auto-debit as the repayment plan</li>
            </ul>
          </article>
        </div>
        <p className="section-more">Compare them on <Link to={PUBLIC_PATHS.products}>Our products</Link>.</p>
      </PageSection>

      <PageSection id="steps-title" title="Three steps" tone="tinted">
        <TitledList items={STEPS} ordered className="steps" />
      </PageSection>

      <PageSection id="docs-title" title="Keep these ready"
        aside={<ul className="check-list card">{DOCUMENTS_TO_KEEP_READY.map((doc) => <li key={doc}>{doc}</li>)}</ul>}>
        <p>Having these at hand before you begin makes the application quicker.</p>
      </PageSection>

      <PageSection id="how-faq-title" title="Questions parents ask" tone="warm" width="narrow">
        <FaqList items={SHORT_FAQ} />
        <p className="section-more">More answers on the <Link to={PUBLIC_PATHS.faq}>FAQ page</Link>.</p>
      </PageSection>

      <ApplyBand withCalculator />
    </main>
  );
}
