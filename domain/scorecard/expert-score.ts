// The expert scorecard: a documented points table (SCORECARD.md) out of 1000. Each factor scores
// what the application and its checks show; a factor that loses points names why with a reason code,
// and an input that is missing is scored as missing (with its own code), never as a good value.

export type CheckOutcome = 'verified' | 'failed' | 'not_done';
export type CheckKind = 'pan' | 'bank_account' | 'kyc_ocr' | 'utility' | 'itr' | 'gstin';

export interface ScorecardInput {
  employmentStatus: 'Salaried' | 'Self-Employed';
  /** The bureau's score (300–900); null when the bureau has no history or was not pulled. */
  bureauScore: number | null;
  bureauOutcome: CheckOutcome;
  checks: Record<CheckKind, CheckOutcome>;
  /** The proposed loan's monthly instalment, paise. */
  proposedEmiPaise: number;
  /** Evidenced monthly income (statement credits), paise; null when nothing evidences it. */
  monthlyIncomePaise: number | null;
  /** Existing monthly repayments seen in the statement, paise; null when not known. */
  monthlyObligationsPaise: number | null;
  averageBalancePaise: number | null;
  bouncedDebits: number | null;
  /** Years in the current job or business (the lower bound of the band chosen). */
  yearsInWork: number | null;
  /** Years at the current residence (lower bound of the band). */
  yearsAtResidence: number | null;
  ownsResidence: boolean | null;
}

export interface FactorScore {
  factor: string;
  points: number;
  max: number;
  /** Why points were lost, as codes of SCORECARD.md; empty when the factor scored in full. */
  reasons: ReasonCode[];
}

export const REASONS = {
  R01: 'No credit history with the bureau',
  R02: 'Credit bureau check failed',
  R03: 'Bureau score below 700',
  R04: 'Income not evidenced by the bank statement',
  R05: 'High debt-to-income',
  R06: 'High repayment-to-income with the proposed EMI',
  R07: 'Short time in the current job or business',
  R08: 'Short time at the current residence',
  R09: 'PAN not verified',
  R10: 'KYC document not verified',
  R11: 'Utility bill not verified',
  R12: 'Bank account not verified',
  R13: 'Income-tax returns not verified',
  R14: 'GSTIN not verified',
  R15: 'Bounced debits in the bank statement',
  R16: 'Low average balance against the EMI',
  R17: 'Bank conduct not evidenced by the statement',
  R18: 'Credit bureau not pulled',
} as const;
export type ReasonCode = keyof typeof REASONS;

export interface ExpertScore {
  expertScore: number;
  factors: FactorScore[];
  reasonCodes: ReasonCode[];
}

const factor = (name: string, max: number, points: number, reasons: (ReasonCode | false)[]): FactorScore =>
  ({ factor: name, max, points: Math.max(0, Math.min(max, points)), reasons: reasons.filter((r): r is ReasonCode => r !== false) });

/** The first band whose floor the value reaches; bands are listed from the highest floor down. */
function band(value: number, bands: readonly (readonly [number, number])[], below: number): number {
  for (const [floor, points] of bands) if (value >= floor) return points;
  return below;
}
/** As `band`, for ratios where lower is better: the first band whose ceiling the ratio stays within. */
function ceilingBand(value: number, bands: readonly (readonly [number, number])[], above: number): number {
  for (const [ceiling, points] of bands) if (value <= ceiling) return points;
  return above;
}

function creditBureau(input: ScorecardInput): FactorScore {
  if (input.bureauOutcome === 'failed') return factor('Credit bureau', 250, 0, ['R02']);
  if (input.bureauOutcome === 'not_done') return factor('Credit bureau', 250, 60, ['R18']);
  if (input.bureauScore === null) return factor('Credit bureau', 250, 100, ['R01']);
  const points = band(input.bureauScore, [[750, 250], [700, 200], [650, 150], [600, 90]], 30);
  return factor('Credit bureau', 250, points, [input.bureauScore < 700 && 'R03']);
}

/** Debt-to-income: the obligations already carried, against evidenced income. */
export function debtToIncome(input: Pick<ScorecardInput, 'monthlyIncomePaise' | 'monthlyObligationsPaise'>): number | null {
  if (!input.monthlyIncomePaise || input.monthlyIncomePaise <= 0 || input.monthlyObligationsPaise === null) return null;
  return input.monthlyObligationsPaise / input.monthlyIncomePaise;
}
/** Repayment-to-income: the obligations plus this loan's EMI, against evidenced income. */
export function repaymentToIncome(input: Pick<ScorecardInput, 'monthlyIncomePaise' | 'monthlyObligationsPaise' | 'proposedEmiPaise'>): number | null {
  if (!input.monthlyIncomePaise || input.monthlyIncomePaise <= 0) return null;
  return ((input.monthlyObligationsPaise ?? 0) + input.proposedEmiPaise) / input.monthlyIncomePaise;
}

function debtFactor(input: ScorecardInput): FactorScore {
  const dti = debtToIncome(input);
  if (dti === null) return factor('Debt-to-income', 150, 40, ['R04']);
  const points = ceilingBand(dti, [[0.2, 150], [0.35, 110], [0.5, 60]], 20);
  return factor('Debt-to-income', 150, points, [dti > 0.35 && 'R05']);
}

function repaymentFactor(input: ScorecardInput): FactorScore {
  const rti = repaymentToIncome(input);
  if (rti === null) return factor('Repayment-to-income', 150, 30, ['R04']);
  const points = ceilingBand(rti, [[0.3, 150], [0.45, 100], [0.6, 50]], 10);
  return factor('Repayment-to-income', 150, points, [rti > 0.45 && 'R06']);
}

function stability(input: ScorecardInput): FactorScore {
  const name = input.employmentStatus === 'Salaried' ? 'Time in current job' : 'Business vintage';
  if (input.yearsInWork === null) return factor(name, 100, 30, ['R07']);
  const points = band(input.yearsInWork, [[5, 100], [3, 75], [1, 45]], 20);
  return factor(name, 100, points, [input.yearsInWork < 3 && 'R07']);
}

function residence(input: ScorecardInput): FactorScore {
  const years = input.yearsAtResidence === null ? 5 : band(input.yearsAtResidence, [[5, 30], [3, 20], [1, 10]], 5);
  const owned = input.ownsResidence ? 20 : 0;
  return factor('Residence', 50, years + owned, [(input.yearsAtResidence === null || input.yearsAtResidence < 3) && 'R08']);
}

function identity(input: ScorecardInput): FactorScore {
  const { pan, kyc_ocr: kyc, utility, bank_account: account } = input.checks;
  const points = (pan === 'verified' ? 40 : 0) + (kyc === 'verified' ? 40 : 0) + (utility === 'verified' ? 30 : 0) + (account === 'verified' ? 40 : 0);
  return factor('Identity and KYC', 150, points, [pan !== 'verified' && 'R09', kyc !== 'verified' && 'R10', utility !== 'verified' && 'R11', account !== 'verified' && 'R12']);
}

function incomeDocuments(input: ScorecardInput): FactorScore {
  const itr = input.checks.itr === 'verified';
  if (input.employmentStatus === 'Salaried') return factor('Income documents', 50, itr ? 50 : 0, [!itr && 'R13']);
  const gstin = input.checks.gstin === 'verified';
  return factor('Income documents', 50, (itr ? 25 : 0) + (gstin ? 25 : 0), [!itr && 'R13', !gstin && 'R14']);
}

function bankConduct(input: ScorecardInput): FactorScore {
  if (input.bouncedDebits === null && input.averageBalancePaise === null) return factor('Bank conduct', 100, 20, ['R17']);
  const bounces = input.bouncedDebits === null ? 10 : input.bouncedDebits === 0 ? 60 : input.bouncedDebits <= 2 ? 30 : 0;
  const cover = input.averageBalancePaise === null || input.proposedEmiPaise <= 0 ? null : input.averageBalancePaise / input.proposedEmiPaise;
  const balance = cover === null ? 10 : cover >= 3 ? 40 : cover >= 1 ? 25 : 5;
  return factor('Bank conduct', 100, bounces + balance, [
    (input.bouncedDebits === null) && 'R17', (input.bouncedDebits ?? 0) > 0 && 'R15', cover !== null && cover < 3 && 'R16',
  ]);
}

/** The expert score out of 1000 with each factor's points and the reasons points were lost. */
export function expertScore(input: ScorecardInput): ExpertScore {
  const factors = [creditBureau, debtFactor, repaymentFactor, stability, residence, identity, incomeDocuments, bankConduct].map((f) => f(input));
  const reasonCodes = [...new Set(factors.flatMap((f) => f.reasons))].sort();
  return { expertScore: factors.reduce((sum, f) => sum + f.points, 0), factors, reasonCodes };
}

/** The maximum of the table, kept here so a changed table cannot silently stop adding up to 1000. */
export const SCORECARD_MAX = 1000;
