import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '../../shared/paths.ts';
import { PageIntro } from './PageIntro.tsx';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from '../../shared/site.ts';
import { usePageTitle } from './use-page-title.ts';

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

// The applicant's declaration: twenty-four clauses, each with a short title so it can be found and quoted.
const CLAUSES: readonly { title: string; text: ReactNode }[] = [
  { title: 'Who may apply', text: 'I am a resident of India, 18 years of age or older, legally able to enter into a contract, and the parent or legal guardian of each student named in my application.' },
  { title: 'FeeSetu and the lender', text: 'I understand that FeeSetu is a technology platform acting as the lending service provider of its partner lender, an entity regulated by the Reserve Bank of India. The loan is offered, approved, paid out and serviced by the lender, whose name is stated in the Key Fact Statement and the loan agreement.' },
  { title: 'The lender’s decision', text: 'I understand that the lender decides on my application at its sole discretion, may approve a smaller amount or a different tenure than I asked for, and may reject my application without giving reasons.' },
  { title: 'True and complete information', text: 'The information I give in the application, and in anything I send later, is true, complete and up to date. I will tell FeeSetu promptly if any of it changes, including my address, mobile number, employment or bank account.' },
  { title: 'Consequences of false information', text: 'If any information I give is false or misleading, the lender may reject my application or, after the loan is paid out, ask for immediate repayment of the whole amount due, and may take action under the law.' },
  { title: 'Documents and verification', text: 'The documents I upload are genuine and mine or my child’s. I authorise FeeSetu and the lender to verify them and my details with the issuing authorities, my bank, my employer and the school.' },
  { title: 'Use of the loan', text: 'The loan is only for the school fees of the students named in my application. I understand that the lender pays the approved amount directly to the school and not to me.' },
  { title: 'Key Fact Statement and agreement', text: 'Before I sign, I will receive a Key Fact Statement setting out the loan amount, the interest rate, the annual percentage rate, the processing fee, all other charges, the instalment schedule and the total I will repay. I will read it and the loan agreement carefully. No fee or charge that is not in the Key Fact Statement can be charged to me.' },
  { title: 'Cooling-off period', text: 'I understand that the Key Fact Statement states a cooling-off (look-up) period after the loan is paid out, during which I may exit the loan by repaying the principal and the proportionate annual percentage rate, without any penalty.' },
  { title: 'Processing fee', text: 'I understand that the processing fee, as stated in the Key Fact Statement, is non-refundable, including when my application is rejected or when I exit the loan during the cooling-off period.' },
  { title: 'Repaying on time', text: 'I will repay every instalment (EMI) in full on its due date, as set out in the repayment schedule, and keep enough money in my bank account for each auto-debit.' },
  { title: 'Missed payments', text: 'I understand that if I miss a payment, the charges stated in the Key Fact Statement will apply, the lender will report the delay to credit information companies, and my credit history may be affected.' },
  { title: 'Credit bureaus and the regulator', text: 'I consent to the lender obtaining my credit information from credit information companies to assess my application, and to the lender and FeeSetu disclosing information about me, my application and my loan to credit information companies, the Reserve Bank of India and any other authority entitled by law to receive it.' },
  { title: 'Sharing for my loan', text: 'I consent to FeeSetu sharing my application, documents and loan information with the lender, and to both sharing with their service providers only what each needs to process, pay out and service my loan, as described in the Privacy Policy.' },
  { title: 'Aadhaar-based authentication', text: 'I voluntarily consent to the use of my Aadhaar number for authentication by offline verification or a one-time password (OTP), only to verify my identity and address for this loan. I have been told what information will be shared and that I may ask for another lawful means of verification. I understand that my full Aadhaar number is never stored; at most its last four digits are kept.' },
  { title: 'e-KYC', text: 'I consent to the lender completing my know-your-customer (KYC) verification electronically, including searching, downloading and updating my KYC records with the Central KYC Records Registry.' },
  { title: 'Electronic signature', text: 'I consent to signing the Key Fact Statement, the loan agreement and related documents electronically, including by Aadhaar-based e-sign, and agree that my electronic signature binds me as fully as a handwritten one.' },
  { title: 'e-Mandate', text: 'I authorise the lender to register an e-mandate on my bank account and to debit each instalment and any charge stated in the Key Fact Statement on its due date. I will not cancel or change the mandate while any amount remains due without the lender’s written consent.' },
  { title: 'Service messages', text: 'I agree that FeeSetu and the lender may contact me by SMS, e-mail and phone call about my application and loan, including reminders of due dates, even if my number is registered on the do-not-disturb list.' },
  { title: 'Promotional messages', text: <>I consent to receiving information about products and offers from FeeSetu and the lender. I may withdraw this consent at any time by writing to {supportLink} or by following the unsubscribe instructions in a message; service messages about my loan will continue.</> },
  { title: 'Recovery', text: 'I understand that if an amount is overdue, the lender may contact me to recover it, and that the lender will tell me in advance the details of any recovery agent authorised to contact me. Recovery will follow the Reserve Bank of India’s fair practices rules.' },
  { title: 'Grievance redressal', text: <>If I have a complaint, I may write to the Grievance Officer at <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>, who will respond within 30 days. If my complaint is not resolved within 30 days, I may approach the Reserve Bank of India under the Reserve Bank – Integrated Ombudsman Scheme at <a href="https://cms.rbi.org.in">cms.rbi.org.in</a>.</> },
  { title: 'Privacy and electronic records', text: <>I have read and accept the <Link to={PUBLIC_PATHS.privacyPolicy}>Privacy Policy</Link>. I agree that my online acceptance, one-time passwords and electronic records of my application are valid evidence of what I agreed to.</> },
  { title: 'Changes and governing law', text: 'FeeSetu may update these terms; the version in force when I sign applies to my loan unless I agree to a change. These terms are governed by the laws of India, and disputes are subject to the jurisdiction stated in the loan agreement.' },
];

/** Terms and Conditions: the applicant's declaration, accepted when a parent registers and applies. */
export default function TermsPage() {
  usePageTitle('Terms and Conditions');

  // Visitors usually arrive here from a link at the bottom of a form; start them at the top of the declaration.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <main>
      <PageIntro eyebrow="Legal" title="Terms and Conditions">
        <p>The declaration every applicant accepts when applying for a school-fee loan through FeeSetu. Please read it in full.</p>
      </PageIntro>
      <div className="section">
        <div className="section-inner">
          <div className="prose legal-text">
            <h2 id="declaration-title">Applicant’s declaration</h2>
            <p>By registering and applying, I declare and agree that:</p>
            <ol className="clause-list" aria-labelledby="declaration-title">
              {CLAUSES.map((clause) => (
                <li key={clause.title}>
                  <strong className="clause-title">{clause.title}.</strong> {clause.text}
                </li>
              ))}
            </ol>
            <p>If anything here is unclear, write to {supportLink} before you apply.</p>
          </div>
        </div>
      </div>
    </main>
  );
}
