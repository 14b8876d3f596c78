import { ApplyBand } from './ApplyBand.tsx';
import { PageIntro } from './PageIntro.tsx';
import { PageSection } from './PageSection.tsx';
import { ABOUT_VIDEO_ID } from '../../shared/site.ts';
import { usePageTitle } from './use-page-title.ts';
import { VideoSlot } from './VideoSlot.tsx';

// Roles, not names: the directors' names and photographs will be added when they are published.
const DIRECTORS: readonly { role: string; summary: string; duties: readonly string[] }[] = [
  {
    role: 'Director, Lending Operations',
    summary: 'Responsible for everything between a completed application and the last instalment.',
    duties: [
      'The working relationship with our partner lender',
      'How applications are checked and passed to the lender for its decision',
      'Disbursement to schools and the collection of instalments',
      'Compliance with the Reserve Bank of India’s rules on digital lending',
    ],
  },
  {
    role: 'Director, Technology and Partnerships',
    summary: 'Responsible for the platform parents use and the schools it connects to.',
    duties: [
      'The FeeSetu website and application, and how easy they are to use',
      'The security of the platform and of the data stored in India',
      'Integration with school ERP systems',
      'Partnerships with schools and the upcoming Partner Program',
    ],
  },
];

/** The outline of a person, standing in for a photograph. */
function Avatar() {
  return (
    <svg className="avatar" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#e3f1ec" />
      <circle cx="32" cy="25" r="11" fill="#0b5d4b" />
      <path d="M12 54c3-11 11-16 20-16s17 5 20 16a32 32 0 0 1-40 0z" fill="#0b5d4b" />
    </svg>
  );
}

/** About Us: who we are, the two directors by role, and a video. */
export default function AboutPage() {
  usePageTitle('About us');
  return (
    <main>
      <PageIntro eyebrow="About us" title="A bridge between school fees and the family budget">
        <p>
          “Setu” means bridge. FeeSetu exists so that a large fee due at the start of the school year does not have
          to come out of a single month’s income.
        </p>
      </PageIntro>

      <section className="section" aria-labelledby="who-title">
        <div className="section-inner">
          <div className="prose">
            <h2 id="who-title">Who we are</h2>
            <p>
              FeeSetu is a technology platform for school-fee loans. Parents apply with us online; our partner lender,
              an entity regulated by the Reserve Bank of India, decides on each application and pays the school
              directly. Parents then repay the lender in monthly instalments.
            </p>
            <p>
              We build and run the platform: the application, identity verification, electronic signing and the
              set-up of monthly repayments. We explain every step in plain language, show every charge before you
              sign, and keep your data in India.
            </p>
            <p>
              For schools, FeeSetu is an alternate way for parents to pay, integrated with the school ERP, so that
              families who prefer monthly payments have a choice.
            </p>
          </div>
        </div>
      </section>

      <PageSection id="team-title" title="Our leadership" tone="tinted">
        <ul className="card-grid two">
          {DIRECTORS.map((director) => (
            <li key={director.role} className="card person-card">
              <Avatar />
              <h3>{director.role}</h3>
              <p>{director.summary}</p>
              <ul className="check-list">
                {director.duties.map((duty) => <li key={duty}>{duty}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-video-title" title="Why we started FeeSetu" aside={<VideoSlot videoId={ABOUT_VIDEO_ID} title="Why we started FeeSetu" />}>
        <p>A short video about the idea behind FeeSetu and the families it is for.</p>
      </PageSection>

      <ApplyBand />
    </main>
  );
}
