/** One move of a loan as the workflow asks for it and the database keeps it: the status, the event that says why, what the step decided. */
export interface LoanTransition {
  loanId: string;
  toStatus: string;
  eventType: string;
  actor: string;
  payload: Record<string, unknown>;
  /** Names this step of this run, so a retried write records nothing twice. */
  dedupeKey: string;
  /** A reviewer's decision on one section, kept as the section's standing decision. */
  section?: { role: string; reviewerId: string; section: string; status: string; comment?: string | undefined } | undefined;
  /** A section the parent corrected: its old decision no longer stands. */
  clearSection?: string | undefined;
  remarks?: { underwriterId?: string; underwriterRemark?: string | undefined; approverId?: string; approverRemark?: string | null | undefined } | undefined;
}
