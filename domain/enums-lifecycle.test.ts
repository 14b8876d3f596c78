import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUSES,
  FINAL_LOAN_STATUSES,
  LOAN_STATUSES,
  loanStatusSchema,
  REGIONS,
  REVIEW_SECTIONS,
  REVIEW_SECTIONS_BY_EMPLOYMENT,
  STAFF_ROLES,
} from './enums-lifecycle.ts';

describe('lifecycle enumerations', () => {
  it('lists the sixteen loan statuses from submission to closure', () => {
    expect(LOAN_STATUSES).toHaveLength(16);
    expect(LOAN_STATUSES[0]).toBe('submitted');
    expect(loanStatusSchema.safeParse('draft').success).toBe(false);
    for (const status of FINAL_LOAN_STATUSES) expect(LOAN_STATUSES).toContain(status);
  });

  it('names the review sections as the approval calls do', () => {
    expect(REVIEW_SECTIONS).toHaveLength(10);
    expect(REVIEW_SECTIONS).toContain('selfEmployedDetails3');
  });

  it('reviews a salaried parent without the self-employed sections and the other way round', () => {
    expect(REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried).not.toContain('selfEmployedDetails1');
    expect(REVIEW_SECTIONS_BY_EMPLOYMENT['Self-Employed']).not.toContain('documentDetails1');
    const covered = new Set([...REVIEW_SECTIONS_BY_EMPLOYMENT.Salaried, ...REVIEW_SECTIONS_BY_EMPLOYMENT['Self-Employed']]);
    expect(covered.size).toBe(REVIEW_SECTIONS.length);
  });

  it('keeps the decisions, roles and regions of the back office', () => {
    expect(APPROVAL_STATUSES).toEqual(['Accepted', 'Rejected']);
    expect(STAFF_ROLES).toEqual(['underwriter', 'approver', 'admin']);
    expect(REGIONS).toEqual(['East', 'West', 'North', 'South']);
  });
});
