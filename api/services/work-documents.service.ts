import { CONSENT_TEXTS } from '../../domain/consents.ts';
import { maskAccountNumber } from '../../domain/identifiers/bank-account.ts';
import type { BusinessDetails, BusinessHistory } from '../../domain/schemas/business.schema.ts';
import type { SalariedDocumentsStep1, SalariedDocumentsStep2 } from '../../domain/schemas/salaried-documents.schema.ts';
import type { SelfEmployedDocuments } from '../../domain/schemas/self-employed.schema.ts';
import type { FieldCipher } from '../../db/field-encryption.ts';
import type { ConsentRepository } from '../../db/repositories/consent.repository.ts';
import type { FileKind, UploadedFile, UploadedFileRepository } from '../../db/repositories/uploaded-file.repository.ts';
import type { BankDocumentsRecord, WorkDocumentsRepository } from '../../db/repositories/work-documents.repository.ts';
import { DomainError } from '../errors.ts';
import { fileUrl } from './uploads.service.ts';
import type { VerificationService } from './verification.service.ts';

export interface WorkDocumentsDeps {
  documents: WorkDocumentsRepository;
  files: UploadedFileRepository;
  consents: ConsentRepository;
  cipher: FieldCipher;
  verification: VerificationService;
}

const fileFields = (name: string, file: UploadedFile | undefined) => ({ [name]: file ? fileUrl(file) : null, [`${name}_name`]: file?.originalName ?? null });

/**
 * The document steps of both paths. PAN and account number are sealed at rest; they are opened only
 * for their owner's own form (prefill of the step they typed them in) and masked everywhere else.
 */
export function createWorkDocumentsService(deps: WorkDocumentsDeps) {
  const { documents, verification } = deps;

  /** A step can be saved only with the checks it shows done: PAN, account, and the ITR route chosen. */
  async function requireChecks(borrowerId: string, step: { pan: string; accountNumber: string; ifscCode: string; itrtype: 'ITR' | 'userid' }, uploads: Partial<Record<FileKind, UploadedFile>>) {
    if (!(await verification.isVerified(borrowerId, 'pan', step.pan))) throw new DomainError('bad_request', 'pan: Please verify your PAN before saving this step.');
    if (!(await verification.isVerified(borrowerId, 'bank_account', `${step.accountNumber}@${step.ifscCode}`))) {
      throw new DomainError('bad_request', 'accountNumber: Please verify your bank account before saving this step.');
    }
    if (!uploads.bank_statement) throw new DomainError('bad_request', 'bankStatement: Bank Statement is required.');
    if (step.itrtype === 'ITR' && !uploads.form16) throw new DomainError('bad_request', 'form16: ITR form is required.');
    if (step.itrtype === 'userid' && !(await hasAnyVerifiedItr(borrowerId))) {
      throw new DomainError('bad_request', 'itrtype: Please validate your ITR credentials before saving this step.');
    }
  }

  // The ITR portal's user id is usually the parent's own PAN, which may differ from a business PAN.
  const hasAnyVerifiedItr = async (borrowerId: string) => (await verification.latestOutcome(borrowerId, 'itr')) === 'verified';

  function sealed(step: { pan: string; accountNumber: string }) {
    return {
      panSealed: deps.cipher.encrypt(step.pan), panLast4: step.pan.slice(-4),
      accountSealed: deps.cipher.encrypt(step.accountNumber), accountLast4: step.accountNumber.slice(-4), accountLength: step.accountNumber.length,
    };
  }

  function opened(record: BankDocumentsRecord, reveal: boolean) {
    if (reveal) return { pan_no: deps.cipher.decrypt(record.panSealed), account_no: deps.cipher.decrypt(record.accountSealed) };
    return { pan_no: `XXXXXX${record.panLast4}`, account_no: maskAccountNumber('0'.repeat(record.accountLength - 4) + record.accountLast4) };
  }

  async function bankView(borrowerId: string, path: BankDocumentsRecord['path'], reveal: boolean) {
    const [record, uploads] = await Promise.all([documents.bank.find(borrowerId), deps.files.latestByKind(borrowerId)]);
    const files = { ...fileFields('bank_statement', uploads.bank_statement), ...fileFields('salary_slip', uploads.salary_slip), ...fileFields('form16', uploads.form16) };
    if (!record || record.path !== path) return { ...files };
    return {
      ...opened(record, reveal),
      ifsc_code: record.ifscCode,
      account_type: record.accountType,
      bank_name: record.bankName,
      itrtype: record.itrType,
      ...(path === 'Self-Employed'
        ? { gst_number: record.gstNumber, sanction_limit: record.sanctionLimitPaise === null ? null : record.sanctionLimitPaise / 100 }
        : {}),
      ...files,
    };
  }

  return {
    async saveSalariedStep1(borrowerId: string, step: SalariedDocumentsStep1): Promise<void> {
      const uploads = await deps.files.latestByKind(borrowerId);
      await requireChecks(borrowerId, { pan: step.pan, accountNumber: step.accountNumber, ifscCode: step.ifscCode, itrtype: step.itrtype }, uploads);
      if (!uploads.salary_slip) throw new DomainError('bad_request', 'salarySlip: Salary Slip is required.');
      await documents.bank.save(borrowerId, {
        path: 'Salaried', ...sealed(step), gstNumber: null, ifscCode: step.ifscCode, accountType: step.account_type, bankName: step.bank_name,
        sanctionLimitPaise: null, itrType: step.itrtype,
      });
    },

    viewSalariedStep1: (borrowerId: string) => bankView(borrowerId, 'Salaried', true),

    async saveSalariedStep2(borrowerId: string, step: SalariedDocumentsStep2): Promise<void> {
      await deps.consents.record(borrowerId, 'it_returns', CONSENT_TEXTS.it_returns.version);
      await documents.employment.save(borrowerId, {
        currentCompany: step.currentCompany, employmentSector: step.employmentSector, designation: step.designation,
        workExperience: step.workExperience, totalExperience: step.totalWorkExperience, itReturnCondition: step.itReturnCondition,
      });
    },

    async viewSalariedStep2(borrowerId: string) {
      const e = await documents.employment.find(borrowerId);
      return e && {
        total_experience: e.totalExperience, employment_sector: e.employmentSector, current_company: e.currentCompany,
        designation: e.designation, work_experience: e.workExperience, IT_Return_Condition: e.itReturnCondition,
      };
    },

    async saveSelfEmployedDocuments(borrowerId: string, step: SelfEmployedDocuments): Promise<void> {
      const uploads = await deps.files.latestByKind(borrowerId);
      await requireChecks(borrowerId, step, uploads);
      if (!(await verification.isVerified(borrowerId, 'gstin', step.gstNumber))) {
        throw new DomainError('bad_request', 'gstNumber: Please verify your GST Number with the GST portal login before saving this step.');
      }
      await documents.bank.save(borrowerId, {
        path: 'Self-Employed', ...sealed(step), gstNumber: step.gstNumber, ifscCode: step.ifscCode, accountType: step.accountType,
        bankName: step.bankName, sanctionLimitPaise: step.sanctionLimit === undefined ? null : step.sanctionLimit * 100, itrType: step.itrtype,
      });
    },

    viewSelfEmployedDocuments: (borrowerId: string) => bankView(borrowerId, 'Self-Employed', true),

    async saveBusinessDetails(borrowerId: string, step: BusinessDetails): Promise<void> {
      await documents.business.save(borrowerId, step);
    },

    async viewBusinessDetails(borrowerId: string) {
      const b = await documents.business.find(borrowerId);
      return b && {
        industry: b.industry, business_type: b.businessType, business_registered: b.businessRegistered, business_name: b.businessName,
        companyType: b.companyType, business_nature: b.businessNature, office_address: b.officeAddress, city: b.city, state: b.state, pincode: b.pincode,
      };
    },

    async saveBusinessHistory(borrowerId: string, step: BusinessHistory): Promise<void> {
      await deps.consents.record(borrowerId, 'it_returns', CONSENT_TEXTS.it_returns.version);
      await documents.history.save(borrowerId, {
        noOfYears: step.numberOfYears, annualTurnover: step.annualTurnover, officePremise: step.officePremise, itReturnCondition: step.itReturnCondition,
      });
    },

    async viewBusinessHistory(borrowerId: string) {
      const h = await documents.history.find(borrowerId);
      return h && { no_of_years: h.noOfYears, annual_turnover: h.annualTurnover, office_premise: h.officePremise, IT_Return_Condition: h.itReturnCondition };
    },

    /** Every document step masked, for the profile page and the application snapshot. */
    async viewAllMasked(borrowerId: string) {
      const record = await documents.bank.find(borrowerId);
      const path = record?.path ?? 'Salaried';
      return {
        emp_path: record?.path ?? null,
        documents: await bankView(borrowerId, path, false),
        employment: await this.viewSalariedStep2(borrowerId),
        business: await this.viewBusinessDetails(borrowerId),
        business_history: await this.viewBusinessHistory(borrowerId),
      };
    },

    findBankRecord: (borrowerId: string) => documents.bank.find(borrowerId),
  };
}
export type WorkDocumentsService = ReturnType<typeof createWorkDocumentsService>;
