import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { DOCUMENTS_TO_KEEP_READY } from './documents.ts';
import { FaqList, type FaqItem } from './FaqList.tsx';
import { PageIntro } from './PageIntro.tsx';
import { SUPPORT_EMAIL } from '../../shared/site.ts';
import { usePageTitle } from './use-page-title.ts';

const QUESTIONS: readonly FaqItem[] = [
  {
    id: 'eligibility',
    question: 'Who can apply for a FeeSetu loan?',
    answer: (
      <p>
        A parent or guardian aged 18 or over, for any student from kindergarten to Class 12 (K-12). You can include
        one or two children in an application.
      </p>
    ),
  },
  {
    id: 'minimum-amount',
    question: 'What is the smallest loan I can take?',
    answer: <p>The minimum loan amount is ₹1,00,000. The amount you are offered depends on the fee and on the lender’s assessment.</p>,
  },
  {
    id: 'collateral',
    question: 'Do I need to give any collateral?',
    answer: <p>No collateral is needed. You do not pledge property, gold or deposits; the lender decides using your credit profile only.</p>,
  },
  {
    id: 'documents',
    question: 'Which documents should I keep ready?',
    answer: (
      <>
        <p>Please keep these at hand before you start the application:</p>
        <ul>
          {DOCUMENTS_TO_KEEP_READY.map((doc) => <li key={doc}>{doc}</li>)}
        </ul>
      </>
    ),
  },
  {
    id: 'moratorium',
    question: 'When does my first instalment fall due?',
    answer: <p>There is a moratorium of at most 30 days between the payment to the school and your first instalment. The exact date is in your Key Fact Statement and loan agreement.</p>,
  },
  {
    id: 'disbursement',
    question: 'How soon is the fee paid to the school?',
    answer: <p>About 2 working days after you complete the online application, if the lender approves your loan. The lender pays the school directly.</p>,
  },
  {
    id: 'tenure',
    question: 'Over how many months can I repay?',
    answer: (
      <p>
        6 or 12 months on the monthly repayment plan. If your loan is ₹3,00,000 or more, the lender may, at its
        discretion, stretch repayment from 12 to 18 months under the extension plan.
      </p>
    ),
  },
  {
    id: 'repayment',
    question: 'How do I repay?',
    answer: (
      <p>
        Each month the instalment (EMI) is debited automatically from your bank account through an e-mandate that you
        set up when you sign the agreement. Please keep enough balance in the account before each due date.
      </p>
    ),
  },
];

/** FAQ: the eight questions parents ask most, in an accordion. */
export default function FaqPage() {
  usePageTitle('Frequently asked questions');
  return (
    <main>
      <PageIntro eyebrow="FAQ" title="Frequently asked questions">
        <p>Short answers to what parents ask before they apply. Select a question to see its answer.</p>
      </PageIntro>
      <section className="section" aria-label="Questions and answers">
        <div className="section-inner narrow-inner">
          <FaqList items={QUESTIONS} headingLevel={2} />
          <p className="section-more">
            Still have a question? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or read{' '}
            <Link to={PUBLIC_PATHS.howItWorks}>how FeeSetu works</Link>.
          </p>
        </div>
      </section>
    </main>
  );
}
