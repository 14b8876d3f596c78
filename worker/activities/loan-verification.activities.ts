import { ApplicationFailure } from '@temporalio/activity';
import type { FieldCipher } from '../../db/field-encryption.ts';
import type { Pool } from '../../db/pool.ts';
import type { LoanCheck } from '../../workflows/loan-application/loan-application.messages.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';
import type { CreditBureauProvider } from '../providers/credit-bureau.provider.ts';
import { createGstReturnsRepository } from '../../db/repositories/gst-returns.repository.ts';
import { camWindow } from '../../domain/cam/periods.ts';
import { createSandboxGstReturnsProvider, type GstReturnsProvider } from '../providers/gst-returns.provider.ts';
import type { VerificationProviders } from './verification.activities.ts';

export interface LoanVerificationDeps {
  pool: Pool;
  cipher: FieldCipher;
  providers: Pick<VerificationProviders, 'pan' | 'bankAccount'>;
  bureau: CreditBureauProvider;
  /** The GST returns provider for the CAM; the sandbox one when not given. */
  gstReturns?: GstReturnsProvider;
}


interface BankRow { borrower_id: string; path: 'Salaried' | 'Self-Employed'; pan_sealed: string; account_sealed: string; ifsc_code: string }

// Checks whose inputs (portal passwords, the document image) are deliberately not kept after the wizard:
// the loan takes the wizard's recorded outcome rather than asking the parent again.
const WIZARD_KINDS = { gstin: 'gstin', itr: 'itr', kyc_ocr: 'kyc_ocr', utility: 'utility' } as const;

type WizardOutcome = { kind: string; found: CheckResult | null };
type RecordedResult = { kind: string; result: CheckResult; source: 'provider' | 'wizard' };

/** What the workflow and the underwriter see of a result. */
const asCheck = (kind: string, result: CheckResult): LoanCheck => ({ kind, outcome: result.outcome, reason: result.reason ?? null });
const scoreOf = (report: CheckResult) => (typeof report.details.score === 'number' ? report.details.score : null);
/** The wizard's outcomes to store: only those the parent's application has. */
const wizardResults = (outcomes: WizardOutcome[]): RecordedResult[] =>
  outcomes.flatMap(({ kind, found }) => (found ? [{ kind, result: found, source: 'wizard' as const }] : []));
/** Every wizard check of this path; one the parent never made is "not done", never passed. */
const wizardChecks = (outcomes: WizardOutcome[]): LoanCheck[] =>
  outcomes.map(({ kind, found }) => (found ? asCheck(kind, found) : { kind, outcome: 'not_done', reason: 'No check was made in the application.' }));

/** The loan's verification stage: PAN and penny drop re-run at submission, the wizard's other outcomes, the bureau pull. */
export function createLoanVerificationActivities(deps: LoanVerificationDeps) {
  async function bankRow(loanId: string): Promise<BankRow | null> {
    const { rows } = await deps.pool.query<BankRow>({
      name: 'loan-checks-bank-row',
      text: `SELECT b.borrower_id, b.path, b.pan_sealed, b.account_sealed, b.ifsc_code FROM loans l JOIN bank_documents b ON b.borrower_id = l.borrower_id WHERE l.id = $1`,
      values: [loanId],
    });
    return rows[0] ?? null;
  }
  // An application without bank and tax details goes to review flagged, not stuck: the underwriter sends it back.
  const notDone = (kind: string): LoanCheck => ({ kind, outcome: 'not_done', reason: 'The application has no bank and tax details.' });
  function open(sealed: string): string {
    try {
      return deps.cipher.decrypt(sealed);
    } catch (error) {
      // A wrong data key is a deployment fault: retrying cannot fix it, and the check must not pass silently.
      throw ApplicationFailure.nonRetryable('a sealed field could not be opened with this data key', 'SealedDataUnreadable', String(error));
    }
  }
  /** One row per loan and kind: a retried activity overwrites its own result, never adds a second. */
  async function record(loanId: string, kind: string, result: CheckResult, source: 'provider' | 'wizard'): Promise<LoanCheck> {
    await recordAll(loanId, [{ kind, result, source }]);
    return asCheck(kind, result);
  }
  /** Several results in one statement (and, when given, the bureau score on the loan in the same one). */
  async function recordAll(loanId: string, results: RecordedResult[], bureauScore?: number | null): Promise<void> {
    const rows = results.map(({ kind, result, source }) => ({ kind, outcome: result.outcome, reason: result.reason ?? null, details: result.details, provider: result.provider, source }));
    await deps.pool.query({
      name: bureauScore === undefined ? 'loan-checks-record' : 'loan-checks-record-with-score',
      text: `WITH saved AS (
               INSERT INTO loan_verifications (loan_id, kind, outcome, reason, details, provider, source)
               SELECT $1::text, r.kind, r.outcome, r.reason, r.details, r.provider, r.source
                 FROM jsonb_to_recordset($2::jsonb) AS r(kind text, outcome text, reason text, details jsonb, provider text, source text)
               ON CONFLICT (loan_id, kind) DO UPDATE SET outcome = EXCLUDED.outcome, reason = EXCLUDED.reason, details = EXCLUDED.details,
                 provider = EXCLUDED.provider, source = EXCLUDED.source, checked_at = now()
             )${bureauScore === undefined ? ' SELECT 1' : ' UPDATE loans SET bureau_score = $3::int WHERE id = $1'}`,
      values: bureauScore === undefined ? [loanId, JSON.stringify(rows)] : [loanId, JSON.stringify(rows), bureauScore],
    });
  }
  /** The latest outcome the wizard recorded of each kind it checks for this path, or none. */
  async function wizardOutcomes(bank: BankRow): Promise<WizardOutcome[]> {
    const kinds = Object.values(WIZARD_KINDS).filter((kind) => kind !== 'gstin' || bank.path === 'Self-Employed');
    const { rows } = await deps.pool.query<{ kind: string; outcome: 'verified' | 'failed'; reason: string | null; details: Record<string, string | number | boolean | null>; provider: string }>({
      name: 'loan-checks-wizard-outcomes',
      text: `SELECT DISTINCT ON (kind) kind, outcome, reason, details, provider FROM verifications
              WHERE borrower_id = $1 AND kind = ANY($2) ORDER BY kind, id DESC`,
      values: [bank.borrower_id, kinds],
    });
    const latest = new Map(rows.map((row) => [row.kind, row]));
    return kinds.map((kind) => {
      const found = latest.get(kind);
      return { kind, found: found ? { outcome: found.outcome, details: found.details, provider: found.provider, ...(found.reason ? { reason: found.reason } : {}) } : null };
    });
  }
  // Each provider check by itself, on the application's sealed details.
  const checkPan = (bank: BankRow) => deps.providers.pan.verify(open(bank.pan_sealed), { mustBeIndividual: bank.path === 'Salaried' });
  const checkAccount = (bank: BankRow) => deps.providers.bankAccount.verify(open(bank.account_sealed), bank.ifsc_code);
  const pullBureau = (bank: BankRow) => deps.bureau.pull(open(bank.pan_sealed));

  const gstReturns = deps.gstReturns ?? createSandboxGstReturnsProvider();
  const gstStore = createGstReturnsRepository(deps.pool);
  /**
   * A self-employed loan's GST returns for the CAM: GSTR-1, GSTR-3B and GSTR-2B of every period of the
   * two financial years before the application (and its last 15 months), stored raw and idempotently.
   * An unregistered GSTIN files nothing, so nothing is stored and the CAM says it has no data.
   */
  async function fetchGstReturns(loanId: string): Promise<void> {
    const { rows } = await deps.pool.query<{ gst_number: string | null; applied_on: string }>(
      `SELECT b.gst_number, to_char(l.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS applied_on
         FROM loans l JOIN bank_documents b ON b.borrower_id = l.borrower_id WHERE l.id = $1 AND b.path = 'Self-Employed'`, [loanId]);
    const gstin = rows[0]?.gst_number?.trim().toUpperCase();
    if (!rows[0] || !gstin) return;
    for (const period of camWindow(rows[0].applied_on).periods) {
      const answer = await gstReturns.returns(gstin, period);
      if (answer.outcome !== 'filed') return;
      await gstStore.save(loanId, gstin, answer.provider, [
        { returnType: 'GSTR1', retPeriod: period, payload: answer.gstr1 },
        { returnType: 'GSTR3B', retPeriod: period, payload: answer.gstr3b },
        { returnType: 'GSTR2B', retPeriod: period, payload: answer.gstr2b },
      ]);
    }
  }

  return {
    /** The PAN against the registry; the salaried path needs an individual's PAN. */
    async verifyLoanPan(loanId: string): Promise<LoanCheck> {
      const bank = await bankRow(loanId);
      if (!bank) return notDone('pan');
      return record(loanId, 'pan', await checkPan(bank), 'provider');
    },
    /** The repayment account by penny drop, on the IFSC looked up in Razorpay's branch list. */
    async verifyLoanBankAccount(loanId: string): Promise<LoanCheck> {
      const bank = await bankRow(loanId);
      if (!bank) return notDone('bank_account');
      return record(loanId, 'bank_account', await checkAccount(bank), 'provider');
    },
    /** The credit report by PAN; the score feeds pricing, the report the underwriter's screen. */
    async pullCreditBureau(loanId: string): Promise<LoanCheck & { score: number | null }> {
      const bank = await bankRow(loanId);
      if (!bank) return { ...notDone('bureau'), score: null };
      const report = await pullBureau(bank);
      const score = scoreOf(report);
      await recordAll(loanId, [{ kind: 'bureau', result: report, source: 'provider' }], score);
      return { ...asCheck('bureau', report), score };
    },
    /** GSTIN (self-employed), ITR, KYC document and utility bill as the wizard verified them; a missing one is "not done". */
    async collectWizardChecks(loanId: string): Promise<LoanCheck[]> {
      const bank = await bankRow(loanId);
      if (!bank) return [];
      const outcomes = await wizardOutcomes(bank);
      const found = wizardResults(outcomes);
      if (found.length > 0) await recordAll(loanId, found);
      // The returns behind the CAM, fetched here so the workflow's history stays as it was.
      if (bank.path === 'Self-Employed') await fetchGstReturns(loanId);
      return wizardChecks(outcomes);
    },
    /**
     * The whole stage at once (runs since 'combined-pre-review-steps'): the application's details read once, the PAN,
     * penny-drop and bureau providers asked side by side, and every result written in one statement. Each
     * result is keyed by loan and kind, so a retry overwrites what an earlier attempt wrote.
     */
    async runLoanChecks(loanId: string): Promise<{ checks: LoanCheck[]; bureauScore: number | null }> {
      const bank = await bankRow(loanId);
      if (!bank) return { checks: [notDone('pan'), notDone('bank_account'), notDone('bureau')], bureauScore: null };
      const [pan, account, bureau, wizard] = await Promise.all([checkPan(bank), checkAccount(bank), pullBureau(bank), wizardOutcomes(bank)]);
      const bureauScore = scoreOf(bureau);
      await recordAll(loanId, [
        { kind: 'pan', result: pan, source: 'provider' },
        { kind: 'bank_account', result: account, source: 'provider' },
        { kind: 'bureau', result: bureau, source: 'provider' },
        ...wizardResults(wizard),
      ], bureauScore);
      if (bank.path === 'Self-Employed') await fetchGstReturns(loanId);
      return { checks: [asCheck('pan', pan), asCheck('bank_account', account), asCheck('bureau', bureau), ...wizardChecks(wizard)], bureauScore };
    },
  };
}
