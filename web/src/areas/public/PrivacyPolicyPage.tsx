import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { PageIntro } from './PageIntro.tsx';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/site.ts';
import { usePageTitle } from './use-page-title.ts';

const grievanceLink = <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>;
const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

// Each section's id is part of its address (/privacy-policy#your-rights), so other pages and e-mails can link to it.
const SECTIONS: readonly { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>FeeSetu (“we”, “us”) runs an online platform through which parents and guardians in India apply for loans to pay school fees. We act as the technology service provider, also called a lending service provider, of our partner lender, an entity regulated by the Reserve Bank of India (RBI). The lender decides on every application, pays the school and services the loan.</p>
        <p>This policy explains what personal data we process, why, and the choices and rights you have. It is written to meet the Digital Personal Data Protection Act, 2023 (DPDP Act) and the RBI’s directions on digital lending. For the data it receives, the lender also acts under its own privacy policy, which is shared with you before you sign.</p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what is needed to assess, provide and service a school-fee loan:</p>
        <ul>
          <li><strong>About you:</strong> name, date of birth, gender, mobile number, e-mail address, current and permanent address, and whether you are salaried or self-employed.</li>
          <li><strong>Identity and KYC:</strong> PAN, the result of Aadhaar-based verification (we never store your full Aadhaar number; at most its last four digits), and copies of the documents you upload.</li>
          <li><strong>Income and finances:</strong> employer or business details, income, bank account number, IFSC code, bank statements for the last 6 months, salary slips, income-tax returns or Form 16, and GSTN if you are self-employed.</li>
          <li><strong>About your child:</strong> name, date of birth, class, admission number, the school’s name and address, and the fee to be paid.</li>
          <li><strong>Loan records:</strong> the application, the Key Fact Statement, the signed agreement, the e-mandate, instalments paid or missed, and your messages to us.</li>
          <li><strong>Technical data:</strong> the date and time of sign-ins, and the device and browser information needed to keep your account secure.</li>
        </ul>
        <p>We do not access your phone’s contacts, call logs, photos, files or messages.</p>
      </>
    ),
  },
  {
    id: 'how-we-collect',
    title: 'How we collect it',
    body: (
      <ul>
        <li>From you, when you sign up, fill in the application and upload documents.</li>
        <li>From verification services you authorise: Aadhaar-based authentication, PAN verification and bank account verification.</li>
        <li>From credit information companies (credit bureaus), through the lender, when it assesses your application.</li>
        <li>From your bank, through the e-mandate and the statements you provide.</li>
        <li>From the school, to confirm your child’s admission and the fee due, where the school offers FeeSetu.</li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <>
        <p>We use your personal data to:</p>
        <ul>
          <li>create and secure your account and verify your identity;</li>
          <li>pass your application to the lender so that it can decide, and show you its decision;</li>
          <li>prepare the Key Fact Statement and agreement, and obtain your electronic signature and e-mandate;</li>
          <li>arrange payment to the school, collect instalments and send you reminders and receipts;</li>
          <li>answer your questions and complaints;</li>
          <li>prevent fraud and meet our legal and regulatory obligations;</li>
          <li>send you offers, only if you have agreed to receive them (see section 5).</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for any purpose you have not been told about.</p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent and withdrawing it',
    body: (
      <>
        <p>We process your personal data on the basis of your consent, which we ask for in clear words before we collect the data, and for each purpose separately where the law requires: for example Aadhaar-based authentication, credit bureau checks, e-sign, e-mandate and promotional messages. Some processing is also allowed by law without consent, such as keeping records that the law requires.</p>
        <p>You may refuse consent, or withdraw it at any time, by writing to {supportLink}. Withdrawing is as easy as giving consent. It does not affect processing that took place before, and we may be unable to process a new application without the data that the lender needs. While a loan is outstanding, the lender and we must keep the data needed to service it and to meet the law.</p>
        <p>You may also give, manage or withdraw consent through a consent manager registered with the Data Protection Board of India, once such managers are available.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children’s data',
    body: (
      <>
        <p>FeeSetu is for adults: you must be 18 or over to create an account or apply, and the service is not meant for anyone under 18.</p>
        <p>A school-fee loan needs some details of the student, who is usually a child. These details are given by the parent or guardian and processed with that parent’s or guardian’s consent, only to arrange and service the loan. We do not track or monitor children’s behaviour, and we never use children’s data for advertising.</p>
      </>
    ),
  },
  {
    id: 'credit-bureaus-and-regulators',
    title: 'Credit bureaus and regulators',
    body: (
      <p>With your consent, the lender obtains your credit report from credit information companies to assess your application. As the law requires, the lender reports the loan and its repayment to credit information companies, so that on-time payments build your credit history and missed payments are recorded. The lender and we also share information with the RBI, other regulators, courts and law-enforcement agencies when the law requires it.</p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with the lender and service providers',
    body: (
      <>
        <p>We share your application and documents with the lender, which needs them to decide and to service the loan. We also share the data each one needs with service providers that work for us or for the lender, such as:</p>
        <ul>
          <li>cloud hosting in India;</li>
          <li>SMS and e-mail delivery, including one-time passwords;</li>
          <li>identity, PAN and bank account verification, and e-KYC;</li>
          <li>electronic signature and e-mandate services, and the banks that process payments;</li>
          <li>analysis of bank statements, used by the lender to assess your application.</li>
        </ul>
        <p>They may use the data only to provide their service, under contracts that require them to protect it. We tell the school only what it needs to know about the payment of its fee.</p>
      </>
    ),
  },
  {
    id: 'storage-in-india',
    title: 'Where your data is stored',
    body: <p>All personal data collected through FeeSetu is stored on servers located in India. We do not store biometric data. Where a service provider must process data outside India, we do so only as the law and the RBI permit, and the data is brought back to India and deleted abroad as the RBI requires.</p>,
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>We keep personal data only as long as it is needed for the purpose it was collected for, or as long as a law requires.</p>
        <ul>
          <li>Loan and KYC records are kept for the periods set by law, including the Prevention of Money-laundering Act, 2002 and RBI rules; KYC records are kept for at least five years after the loan is closed.</li>
          <li>If an application is withdrawn or not approved, we delete its data once it is no longer needed, unless a law requires us to keep it.</li>
          <li>When you withdraw consent or ask us to erase data that no law requires us to keep, we delete it and ask our service providers to do the same.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it safe',
    body: <p>We protect your data with reasonable security safeguards: encrypted connections, encryption of stored documents, access limited to the people who need it for their work, records of who accessed what, and regular reviews of our systems. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires, and the lender as the RBI requires.</p>,
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li><strong>Access:</strong> a summary of the personal data we hold about you, what we do with it, and whom we have shared it with;</li>
          <li><strong>Correction:</strong> have inaccurate or incomplete data corrected, completed or updated;</li>
          <li><strong>Erasure:</strong> have data erased when it is no longer needed, unless a law requires us to keep it;</li>
          <li><strong>Grievance redressal:</strong> complain to us and receive a response (see section 14);</li>
          <li><strong>Nomination:</strong> name a person who can exercise these rights for you in the event of your death or incapacity.</li>
        </ul>
        <p>To use any of these rights, write to {supportLink} from the e-mail address or mobile number registered with us. We may ask you to confirm your identity before we act.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We do not use advertising or tracking cookies. In your browser we keep only a session token, which keeps you signed in, and your display preferences. The session token is removed when you log out.</p>
        <p>Some pages offer a video. It is loaded from YouTube in its privacy-enhanced mode, and only when you choose to play it; from then on YouTube’s own privacy policy applies to that video.</p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>If you have a concern about your data or our service, write to our Grievance Officer at {grievanceLink}. We acknowledge every complaint and respond within 30 days.</p>
        <p>If you are not satisfied with our response, you may complain to the Data Protection Board of India about the handling of your personal data. For a complaint about the loan that the lender has not resolved within 30 days, you may approach the RBI under the Reserve Bank – Integrated Ombudsman Scheme at <a href="https://cms.rbi.org.in">cms.rbi.org.in</a>.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>We may update this policy when our service or the law changes. We will publish the new version on this page and, for a change that affects how your data is used, tell you by e-mail or SMS, and ask for your consent again where the law requires.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>For questions about this policy, write to {supportLink} ({SUPPORT_HOURS}). For complaints, write to {grievanceLink}. You can also read our <Link to={PUBLIC_PATHS.terms}>Terms and Conditions</Link>.</p>
    ),
  },
];

/** The privacy policy: sixteen numbered sections, each with its own anchor. */
export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <main>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        <p>How FeeSetu collects, uses, shares and protects your personal data, and the rights you have over it.</p>
      </PageIntro>
      <div className="section">
        <div className="section-inner legal">
          <nav className="toc" aria-labelledby="privacy-toc-title">
            <h2 id="privacy-toc-title">Contents</h2>
            <ol>
              {SECTIONS.map((section) => (
                <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>
              ))}
            </ol>
          </nav>
          <div className="prose legal-text">
            {SECTIONS.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} tabIndex={-1}>
                  <span className="section-number">{index + 1}.</span> {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
