import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index.ts';

const today = '2025-06-15';

// The OpenAPI document is generated from these schemas, so each request body must be describable.
const requestBodies: Record<string, z.ZodType> = {
  phoneOtpRequestSchema: schemas.phoneOtpRequestSchema,
  loginRequestSchema: schemas.loginRequestSchema,
  registerRequestSchema: schemas.registerRequestSchema,
  staffLogin: schemas.staffLoginSchema('approver'),
  staffResetRequest: schemas.staffResetRequestSchema('underwriter'),
  staffReset: schemas.staffResetSchema('underwriter'),
  emiCalculatorRequestSchema: schemas.emiCalculatorRequestSchema,
  registerStudentRequest: schemas.registerStudentRequestSchema({ today }),
  updateUserStudentDetailsRequest: schemas.updateUserStudentDetailsRequestSchema({ today }),
  borrowerDetails: schemas.borrowerDetailsSchema({ today }),
  addressSchema: schemas.addressSchema,
  verifyUtilityRequestSchema: schemas.verifyUtilityRequestSchema,
  salariedDocumentsStep1Schema: schemas.salariedDocumentsStep1Schema,
  salariedDocumentsStep2Schema: schemas.salariedDocumentsStep2Schema,
  selfEmployedDocumentsSchema: schemas.selfEmployedDocumentsSchema,
  businessDetailsSchema: schemas.businessDetailsSchema,
  businessHistorySchema: schemas.businessHistorySchema,
  feeDetailsRequest: schemas.feeDetailsRequestSchema({ today }),
  userProfile: schemas.userProfileSchema({ today }),
  panAuthRequestSchema: schemas.panAuthRequestSchema,
  gstAuthRequestSchema: schemas.gstAuthRequestSchema,
  accountVerifyRequestSchema: schemas.accountVerifyRequestSchema,
  validateItrRequestSchema: schemas.validateItrRequestSchema,
  staffProfile: schemas.staffProfileSchema('underwriter'),
  sectionDecisionSchema: schemas.sectionDecisionSchema,
  finalDecisionSchema: schemas.finalDecisionSchema,
  adminProfileSchema: schemas.adminProfileSchema,
  newStaff: schemas.newStaffSchema('approver'),
  newSchoolSchema: schemas.newSchoolSchema,
};

describe('the schema index', () => {
  it.each(Object.entries(requestBodies))('describes %s as JSON Schema that refuses extra fields', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input' }) as { additionalProperties?: unknown; oneOf?: unknown; anyOf?: unknown };
    expect(json.additionalProperties === false || json.oneOf !== undefined || json.anyOf !== undefined).toBe(true);
  });
});
