import { ApplyBand } from './ApplyBand.tsx';
import { FaqList, type FaqItem } from './FaqList.tsx';
import type { IconName } from './FeatureIcon.tsx';
import { PageIntro } from './PageIntro.tsx';
import { PageSection } from './PageSection.tsx';
import { SUPPORT_EMAIL } from '../../shared/site.ts';
import { TitledList } from './TitledList.tsx';
import { usePageTitle } from './use-page-title.ts';

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'school',
    title: 'Fees received in full',
    text: 'When a parent’s loan is approved, the lender pays the fee for the year directly to the school.',
  },
  {
    icon: 'plug',
    title: 'Part of your ERP',
    text: 'FeeSetu is integrated with your school ERP, so it appears to parents as one more way to pay.',
  },
  {
    icon: 'users',
    title: 'A choice for families',
    text: 'Parents who prefer to pay monthly have an option, and those who pay the usual way carry on as before.',
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Talk to us',
    text: `Write to ${SUPPORT_EMAIL} with your school’s name, city and the ERP you use. We will explain how FeeSetu works and discuss the commercial terms.`,
  },
  {
    title: 'Connect your ERP',
    text: 'We work with your team to add FeeSetu as an alternate payment method in your school ERP.',
  },
  {
    title: 'Parents apply, the lender pays',
    text: 'Parents choose FeeSetu and apply online. For every approved loan, the lender pays the fee directly to the school.',
  },
];

const SCHOOL_FAQ: readonly FaqItem[] = [
  {
    id: 'school-cost',
    question: 'Does the school pay anything?',
    answer: <p>The school may bear some charges. Whether it does, and how much, is agreed in a commercial discussion with each school before it starts.</p>,
  },
  {
    id: 'school-party',
    question: 'Who is the borrower?',
    answer: <p>The parent. The loan agreement is between the parent and the lender, and the parent repays the lender in monthly instalments.</p>,
  },
  {
    id: 'school-replace',
    question: 'Do parents have to use FeeSetu?',
    answer: <p>No. FeeSetu is an alternate payment method. Parents who want to pay the school directly in the usual way can still do so.</p>,
  },
  {
    id: 'school-decision',
    question: 'Who decides whether a parent gets a loan?',
    answer: <p>The lender, at its sole discretion, based on the parent’s application and credit profile.</p>,
  },
  {
    id: 'school-when',
    question: 'When does the school receive the money?',
    answer: <p>Usually about 2 working days after a parent completes the online application, if the lender approves the loan.</p>,
  },
  {
    id: 'school-students',
    question: 'Which students can it be used for?',
    answer: <p>Any student from kindergarten to Class 12, provided the parent or guardian applying is 18 or over.</p>,
  },
];

/** For Schools: why a school would offer FeeSetu, how it starts, and schools' questions. */
export default function ForSchoolPage() {
  usePageTitle('For schools');
  return (
    <main>
      <PageIntro eyebrow="For schools" title="Offer parents a monthly way to pay your fees">
        <p>
          Schools can offer FeeSetu as an alternate payment method, integrated with the school ERP. A regulated lender
          pays the school for the year; parents repay the lender month by month.
        </p>
      </PageIntro>

      <PageSection id="school-why-title" title="What it means for your school">
        <TitledList items={BENEFITS} className="card-grid three" itemClassName="card feature-card" />
      </PageSection>

      <PageSection id="school-steps-title" title="Getting started in three steps" tone="tinted">
        <TitledList items={STEPS} ordered className="steps" />
      </PageSection>

      <PageSection id="school-faq-title" title="Questions from schools" width="narrow">
        <FaqList items={SCHOOL_FAQ} />
      </PageSection>

      <ApplyBand title="Let’s talk" text="Tell us about your school and the ERP you use, and we will get back to you by e-mail.">
        <a className="button primary on-dark" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('FeeSetu for our school')}`}>
          E-mail {SUPPORT_EMAIL}
        </a>
      </ApplyBand>
    </main>
  );
}
