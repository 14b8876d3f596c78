import { ApplicationFailure } from '@temporalio/activity';
import type { FieldCipher } from '../../db/field-encryption.ts';
import type { Pool } from '../../db/pool.ts';
import { createGstReturnsRepository } from '../../db/repositories/gst-returns.repository.ts';
import { createLoanChecksRepository, type ApplicationDetails, type LoanCheckRecord } from '../../db/repositories/loan-checks.repository.ts';
import { createVerificationRepository } from '../../db/repositories/verification.repository.ts';
import { camWindow } from '../../domain/cam/periods.ts';
import type { LoanChecksActivities } from '../../workflows/loan-application/activities/loan-checks.ts';
import type { LoanCheck } from '../../workflows/loan-application/loan-application.messages.ts';
import type { CheckResult } from '../../workflows/verification/verification.messages.ts';
import type { CreditBureauProvider } from '../providers/credit-bureau.provider.ts';
import { createSandboxGstReturnsProvider, type GstReturnsProvider } from '../providers/gst-returns.provider.ts';
import type { VerificationProviders } from './wizard-checks.activities.ts';

export interface LoanChecksDeps {
  pool: Pool;
  cipher: FieldCipher;
  providers: Pick<VerificationProviders, 'pan' | 'bankAccount'>;
  bureau: CreditBureauProvider;
  /** The GST returns provider for the CAM; the sandbox one when not given. */
  gstReturns?: GstReturnsProvider;
}

// Checks whose inputs (portal passwords, the document image) are deliberately not kept after the wizard:
// the loan takes the wizard's recorded outcome rather than asking the parent again.
const WIZARD_KINDS = ['gstin', 'itr', 'kyc_ocr', 'utility'] as const;

type WizardOutcome = { kind: string; found: CheckResult | null };

/** What the workflow and the underwriter see of a result. */
const asCheck = (kind: string, result: CheckResult): LoanCheck => ({ kind, outcome: result.outcome, reason: result.reason ?? null });
const asRecord = (kind: string, result: CheckResult, source: LoanCheckRecord['source']): LoanCheckRecord =>
  ({ kind, outcome: result.outcome, reason: result.reason ?? null, details: result.details, provider: result.provider, source });
const scoreOf = (report: CheckResult) => (typeof report.details.score === 'number' ? report.details.score : null);
// An application without bank and tax details goes to review flagged, not stuck: the underwriter sends it back.
const notDone = (kind: string): LoanCheck => ({ kind, outcome: 'not_done', reason: 'The application has no bank and tax details.' });
/** Every wizard check of this path; one the parent never made is "not done", never passed. */
const wizardChecks = (outcomes: WizardOutcome[]): LoanCheck[] =>
  outcomes.map(({ kind, found }) => (found ? asCheck(kind, found) : { kind, outcome: 'not_done', reason: 'No check was made in the application.' }));

/** The loan's verification stage: PAN and penny drop re-run at submission, the wizard's other outcomes, the bureau pull. */
export function createLoanChecksActivities(deps: LoanChecksDeps) {
  const checks = createLoanChecksRepository(deps.pool);
  const wizard = createVerificationRepository(deps.pool);
  const gstReturns = deps.gstReturns ?? createSandboxGstReturnsProvider();
  const gstStore = createGstReturnsRepository(deps.pool);

  function open(sealed: string): string {
    try {
      return deps.cipher.decrypt(sealed);
    } catch (error) {
      // A wrong data key is a deployment fault: retrying cannot fix it, and the check must not pass silently.
      throw ApplicationFailure.nonRetryable('a sealed field could not be opened with this data key', 'SealedDataUnreadable', String(error));
    }
  }
  /** The latest outcome the wizard recorded of each kind it checks for this path, or none. */
  async function wizardOutcomes(details: ApplicationDetails): Promise<WizardOutcome[]> {
    const kinds = WIZARD_KINDS.filter((kind) => kind !== 'gstin' || details.path === 'Self-Employed');
    const latest = new Map((await wizard.latestOutcomesOf(details.borrowerId, kinds)).map((row) => [row.kind, row]));
    return kinds.map((kind) => {
      const found = latest.get(kind);
      return { kind, found: found ? { outcome: found.outcome, details: found.details, provider: found.provider, ...(found.reason ? { reason: found.reason } : {}) } : null };
    });
  }
  /**
   * A self-employed loan's GST returns for the CAM: GSTR-1, GSTR-3B and GSTR-2B of every period of the
   * two financial years before the application (and its last 15 months), stored raw and idempotently.
   * An unregistered GSTIN files nothing, so nothing is stored and the CAM says it has no data.
   */
  async function fetchGstReturns(loanId: string): Promise<void> {
    const source = await checks.selfEmployedGstinOf(loanId);
    const gstin = source?.gstin?.trim().toUpperCase();
    if (!source || !gstin) return;
    for (const period of camWindow(source.appliedOn).periods) {
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
    /**
     * The whole stage at once: the application's details read once, the PAN, penny-drop and bureau
     * providers asked side by side, and every result written in one statement. Each result is keyed by
     * loan and kind, so a retry overwrites what an earlier attempt wrote.
     */
    async runLoanChecks(loanId) {
      const details = await checks.applicationDetailsOf(loanId);
      if (!details) return { checks: [notDone('pan'), notDone('bank_account'), notDone('bureau')], bureauScore: null };
      const pan = open(details.panSealed);
      const [panResult, account, bureau, outcomes] = await Promise.all([
        deps.providers.pan.verify(pan, { mustBeIndividual: details.path === 'Salaried' }),
        deps.providers.bankAccount.verify(open(details.accountSealed), details.ifscCode),
        deps.bureau.pull(pan),
        wizardOutcomes(details),
      ]);
      const bureauScore = scoreOf(bureau);
      await checks.record(loanId, [
        asRecord('pan', panResult, 'provider'),
        asRecord('bank_account', account, 'provider'),
        asRecord('bureau', bureau, 'provider'),
        ...outcomes.flatMap(({ kind, found }) => (found ? [asRecord(kind, found, 'wizard')] : [])),
      ], bureauScore);
      if (details.path === 'Self-Employed') await fetchGstReturns(loanId);
      return { checks: [asCheck('pan', panResult), asCheck('bank_account', account), asCheck('bureau', bureau), ...wizardChecks(outcomes)], bureauScore };
    },
  } satisfies LoanChecksActivities;
}
