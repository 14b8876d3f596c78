import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { formatRupees } from '../../../../domain/money.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Notice } from '../../shared/ui/Notice.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { GRIEVANCE_EMAIL } from '../../shared/site.ts';
import {
  fetchDashboard, fetchKfs, sendSigningOtp, signAgreement, type KeyFactStatement,
} from './loans/borrower-loans.api.ts';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const maskedPhone = () => {
  const phone = localStorage.getItem('phoneNo') ?? '';
  return phone ? `XXXXXX${phone.slice(-4)}` : 'your registered mobile number';
};
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Some thing went wrong, Please Retry');
const paise = (row: Record<string, unknown>, key: string) => (typeof row[key] === 'number' ? formatRupees(row[key]) : '');

/** The Key Fact Statement, the agreement in plain words, and the e-sign by a 4-digit code sent to the parent's phone. */
export default function LoanAgreementPage() {
  const [params] = useSearchParams();
  const [loanId, setLoanId] = useState<string | null>(params.get('loanId'));
  const [kfs, setKfs] = useState<KeyFactStatement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>(undefined);
  const [signed, setSigned] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loanId) return;
    fetchDashboard().then((d) => {
      const open = d.loans.find((l) => l.status === 'sanctioned') ?? d.loans[0];
      if (open) setLoanId(open.loanId); else setError('You have no loan with an agreement to sign yet.');
    }).catch(() => setError('Some thing went wrong, Please Retry'));
  }, [loanId]);
  useEffect(() => {
    if (!loanId) return;
    fetchKfs(loanId).then(setKfs).catch((e: unknown) => setError(messageOf(e)));
  }, [loanId, signed]);

  async function sendOtp() {
    if (!loanId) return;
    setBusy(true);
    try {
      await sendSigningOtp(loanId);
      setOtp('');
      setOtpError(undefined);
      setDialogOpen(true);
    } catch (e) {
      if (dialogOpen) setOtpError(messageOf(e)); else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  async function verify() {
    if (!loanId) return;
    if (!/^\d{4}$/.test(otp)) { setOtpError('Enter the 4-digit OTP.'); return; }
    setBusy(true);
    try {
      const answer = await signAgreement(loanId, otp);
      setDialogOpen(false);
      setSigned(answer.proposalNumber);
    } catch (e) {
      setOtpError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  const totalPayable = kfs ? kfs.principalPaise + kfs.totalInterestPaise + kfs.processingFeePaise + kfs.feeGstPaise : 0;
  return (
    <>
      <h1>Loan agreement</h1>
      {error ? <Notice tone="error" title="Oops..">{error}</Notice> : null}
      {signed ? <Notice tone="success" title="Success">You signed the agreement {signed}. We are registering your auto-debit and paying the school.</Notice> : null}
      {!kfs && !error ? <p role="status">Loading the Key Fact Statement…</p> : null}
      {kfs ? (
        <>
          <section className="card" aria-labelledby="kfs-heading" data-testid="kfs">
            <h2 id="kfs-heading">Key Fact Statement</h2>
            <dl className="facts">
              <div><dt>Proposal number</dt><dd>{kfs.proposalNumber}</dd></div>
              <div><dt>Loan amount</dt><dd>{formatRupees(kfs.principalPaise)}</dd></div>
              <div><dt>Tenure</dt><dd>{kfs.tenureMonths} Months</dd></div>
              <div><dt>Rate of interest</dt><dd>{percent(kfs.annualRateBp)} a year</dd></div>
              <div><dt>Annual Percentage Rate (APR)</dt><dd>{percent(kfs.aprBp)}</dd></div>
              <div><dt>Processing fee</dt><dd>{formatRupees(kfs.processingFeePaise)} + GST {formatRupees(kfs.feeGstPaise)}</dd></div>
              <div><dt>EMI</dt><dd>{formatRupees(kfs.emiPaise)}</dd></div>
              <div><dt>Total interest</dt><dd>{formatRupees(kfs.totalInterestPaise)}</dd></div>
              <div><dt>Total amount payable</dt><dd>{formatRupees(totalPayable)}</dd></div>
              <div><dt>Penal charge per bounced EMI</dt><dd>{formatRupees(kfs.penalChargePaise)} (a flat charge, never interest on interest)</dd></div>
              <div><dt>Cooling-off period</dt><dd>{kfs.coolingOffDays} days after disbursement</dd></div>
              <div><dt>Grievance officer</dt><dd><a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a></dd></div>
              <div><dt>Valid until</dt><dd>{DATE.format(new Date(kfs.validUntil))}</dd></div>
              {kfs.signedAt ? <div><dt>Signed on</dt><dd>{DATE.format(new Date(kfs.signedAt))}</dd></div> : null}
            </dl>
            <div className="table-scroll"><table data-testid="kfs-schedule">
              <caption>Repayment schedule</caption>
              <thead><tr><th scope="col">EMI</th><th scope="col">Due date</th><th scope="col">EMI amount</th><th scope="col">Principal</th><th scope="col">Interest</th><th scope="col">Balance</th></tr></thead>
              <tbody>
                {kfs.schedule.map((row) => (
                  <tr key={String(row.number)}>
                    <td>{String(row.number)}</td><td>{String(row.dueDate ?? '')}</td><td>{paise(row, 'emiPaise')}</td>
                    <td>{paise(row, 'principalPaise')}</td><td>{paise(row, 'interestPaise')}</td><td>{paise(row, 'closingPaise')}</td>
                  </tr>
                ))}
              </tbody>
            </table></div>
          </section>
          <section className="card" aria-labelledby="agreement-heading">
            <h2 id="agreement-heading">The agreement</h2>
            <ol>
              <li>The lender pays {formatRupees(kfs.principalPaise)} straight to my child&apos;s school&apos;s verified account; no money passes through FeeSetu.</li>
              <li>I repay in {kfs.tenureMonths} monthly instalments of {formatRupees(kfs.emiPaise)}, debited automatically from the bank account I registered for auto-debit.</li>
              <li>If a debit bounces, a flat penal charge of {formatRupees(kfs.penalChargePaise)} applies to that instalment; no interest is charged on penal charges.</li>
              <li>Within {kfs.coolingOffDays} days of disbursement I may leave the loan by repaying the principal and the interest for the days I held it, without any other charge.</li>
              <li>I may write to the grievance officer at {GRIEVANCE_EMAIL}; if I have no answer in 30 days I may approach the RBI Integrated Ombudsman.</li>
              <li>I sign this agreement with the one-time code sent to my registered mobile number.</li>
            </ol>
            {!kfs.signedAt ? <Button className="button primary" onPress={() => void sendOtp()} isDisabled={busy}>Send OTP</Button> : <p>This agreement is signed.</p>}
          </section>
        </>
      ) : null}
      <Dialog title="Sign with OTP" isOpen={dialogOpen} onClose={() => setDialogOpen(false)}>
        <p>Enter the 4-digit OTP sent to {maskedPhone()}.</p>
        <TextField label="OTP" value={otp} onChange={setOtp} inputMode="numeric" maxLength={4} error={otpError} />
        <Button className="button" onPress={() => void sendOtp()} isDisabled={busy}>Resend</Button>
        <Button className="button primary" onPress={() => void verify()} isDisabled={busy}>Verify</Button>
      </Dialog>
    </>
  );
}
