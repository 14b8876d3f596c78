import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { ApplyBand } from './ApplyBand.tsx';
import type { IconName } from './FeatureIcon.tsx';
import { HeroArt } from './HeroArt.tsx';
import { PageSection } from './PageSection.tsx';
import { INTRO_VIDEO_ID } from '../../shared/site.ts';
import { TitledList } from './TitledList.tsx';
import { usePageTitle } from './use-page-title.ts';
import { VideoSlot } from './VideoSlot.tsx';

const DIFFERENTIATORS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'school',
    title: 'Paid straight to the school',
    text: 'The lender pays the school for the year on your behalf. You do not have to arrange a large sum or carry it to the fee counter.',
  },
  {
    icon: 'shield',
    title: 'No collateral',
    text: 'You do not pledge property, gold or deposits. The lender looks at your credit profile to decide.',
  },
  {
    icon: 'clock',
    title: 'About 2 working days',
    text: 'Once you complete the online application, the fee usually reaches the school in about 2 working days, if the lender approves.',
  },
  {
    icon: 'calendar',
    title: 'Room to get started',
    text: 'There can be a gap of up to 30 days, called a moratorium, between the payment to the school and your first instalment.',
  },
  {
    icon: 'rupee',
    title: 'Tenures that fit',
    text: 'Repay over 6 or 12 months. For loans of ₹3,00,000 or more, the lender may extend this to 18 months.',
  },
  {
    icon: 'phone',
    title: 'Online from start to end',
    text: 'Apply, verify your identity, sign and set up repayments from your phone. No branch visits and no paper forms.',
  },
];

const BELIEFS: readonly { title: string; text: string }[] = [
  {
    title: 'Learning should not wait for payday',
    text: 'Schools ask for fees once or twice a year; salaries and business income arrive month by month. FeeSetu bridges that gap so a child’s place in class is never in question.',
  },
  {
    title: 'Every rupee visible before you sign',
    text: 'You see the interest rate, every charge and the total you will repay in the Key Fact Statement, in plain language, before you agree to anything.',
  },
  {
    title: 'Your information belongs to you',
    text: 'We ask only for what the lender needs to decide on your loan, we use it only with your consent, and you can ask us what we hold.',
  },
  {
    title: 'Parents deserve straight answers',
    text: 'Clear words instead of fine print, and a named grievance officer who replies to every complaint within 30 days.',
  },
];

const TRUST: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'A regulated lender',
    text: 'Every loan is approved and paid out by our partner lender, an entity regulated by the Reserve Bank of India. FeeSetu is the technology platform you apply through.',
  },
  {
    icon: 'pin',
    title: 'Your data stays in India',
    text: 'Your personal and financial information is stored on servers in India and shared only as our Privacy Policy describes.',
  },
  {
    icon: 'receipt',
    title: 'No hidden charges',
    text: 'The Key Fact Statement lists the interest rate, the processing fee and every other charge. Nothing that is not in it can be charged to you.',
  },
];

/** The home page: what FeeSetu does, why it can be trusted, and the EMI calculator. */
export function HomePage() {
  usePageTitle('School fees in monthly instalments');
  return (
    <main className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-text">
            <p className="eyebrow">School-fee loans for parents in India</p>
            <h1 id="hero-title">Pay the year’s school fees today. Repay month by month.</h1>
            <p className="lead">
              FeeSetu connects you with a regulated lender that pays your child’s school in full. You repay in easy
              monthly instalments over 6 or 12 months, with no collateral.
            </p>
            <p className="button-row">
              <Link to={PUBLIC_PATHS.signup} className="button primary large">Apply Now</Link>
              <Link to={PUBLIC_PATHS.howItWorks} className="button secondary large">See how it works</Link>
            </p>
            <p className="hero-small">For any student from kindergarten to Class 12. Loans from ₹1,00,000, subject to the lender’s approval.</p>
          </div>
          <HeroArt />
        </div>
      </section>

      <PageSection id="why-title" title="What makes FeeSetu different">
        <TitledList items={DIFFERENTIATORS} className="card-grid" itemClassName="card feature-card" />
      </PageSection>

      <PageSection id="video-title" title="See FeeSetu in a short video" tone="tinted"
        aside={<VideoSlot videoId={INTRO_VIDEO_ID} title="How to apply for a school-fee loan with FeeSetu" />}>
        <p>
          A walk through the application: signing up with your mobile number, telling us about your child and
          the school, and what happens after you sign.
        </p>
      </PageSection>

      <PageSection id="beliefs-title" title="What we believe">
        <TitledList items={BELIEFS} className="belief-list" />
      </PageSection>

      <PageSection id="trust-title" title="Safe, in plain terms" tone="warm">
        <TitledList items={TRUST} className="card-grid three" itemClassName="card trust-card" />
        <p className="section-more">
          Read our <Link to={PUBLIC_PATHS.privacyPolicy}>Privacy Policy</Link> and the{' '}
          <Link to={PUBLIC_PATHS.terms}>Terms and Conditions</Link>.
        </p>
      </PageSection>

      <ApplyBand withCalculator />
    </main>
  );
}
