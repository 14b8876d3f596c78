import type { Address } from '../../domain/schemas/address.schema.ts';
import type { BorrowerDetails } from '../../domain/schemas/borrower.schema.ts';
import type { UserProfile } from '../../domain/schemas/profile.schema.ts';
import type { RegisterStudentRequest, UpdateUserStudentDetailsRequest } from '../../domain/schemas/student.schema.ts';
import { CONSENT_REQUIRED_MESSAGES, CONSENT_TEXTS } from '../../domain/consents.ts';
import { inTransaction, type Pool } from '../../db/pool.ts';
import type { BorrowerRepository } from '../../db/repositories/borrower.repository.ts';
import type { AddressRecord, BorrowerProfileRepository } from '../../db/repositories/borrower-profile.repository.ts';
import type { ConsentRepository } from '../../db/repositories/consent.repository.ts';
import type { StudentRecord, StudentRepository } from '../../db/repositories/student.repository.ts';
import { DomainError } from '../errors.ts';

export interface ApplicationProfileDeps {
  pool: Pool;
  borrowers: BorrowerRepository;
  profiles: BorrowerProfileRepository;
  students: StudentRepository;
  consents: ConsentRepository;
}

/** Students as the wizard reads them back (000, section 3), plus the middle name the profile page edits. */
export function studentView(s: StudentRecord) {
  return {
    student_firstname: s.firstName,
    student_middlename: s.middleName,
    student_lastname: s.lastName,
    student_dob: s.dob,
    gender: s.gender,
    school_name: s.schoolName,
    school_address: s.schoolAddress,
    pincode: s.pincode,
    admission_no: s.admissionNo,
    educational_stage: s.educationalStage,
    student_grade: s.studentGrade,
  };
}

export function addressView(a: AddressRecord) {
  return {
    residence_type: a.residenceType,
    living_years: a.livingYears,
    address_line1: a.addressLine1,
    address_line2: a.addressLine2,
    address_line3: a.addressLine3,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    pincode: a.pincode,
  };
}

const fullName = (b: { firstName: string; middleName: string | null; lastName: string }) => [b.firstName, b.middleName, b.lastName].filter(Boolean).join(' ');

/** The parent's own part of the application: children, details, address, and the later profile page. */
export function createApplicationProfileService(deps: ApplicationProfileDeps) {
  async function requireChildConsent(borrowerId: string) {
    if (!(await deps.consents.has(borrowerId, 'child_data', CONSENT_TEXTS.child_data.version))) {
      throw new DomainError('bad_request', CONSENT_REQUIRED_MESSAGES.child_data);
    }
  }

  async function viewProfile(borrowerId: string) {
    const borrower = await deps.borrowers.findById(borrowerId);
    if (!borrower) throw new DomainError('not_found', 'Your account was not found.');
    const profile = await deps.profiles.findProfile(borrowerId);
    return {
      userName: fullName(borrower),
      firstName: borrower.firstName,
      middleName: borrower.middleName,
      lastName: borrower.lastName,
      phoneno: borrower.phone,
      dob: profile?.dob ?? null,
      emailid: profile?.email ?? null,
      relationship: profile?.relationship ?? null,
      emp_status: profile?.empStatus ?? null,
      profession: profile?.profession ?? null,
    };
  }

  return {
    viewProfile,

    async saveDetails(borrowerId: string, details: BorrowerDetails): Promise<void> {
      await deps.profiles.saveProfile(borrowerId, {
        email: details.email, dob: details.dob, empStatus: details.empStatus, relationship: details.relationship,
        // Profession is asked of the self-employed only; a salaried parent's stale answer is dropped.
        profession: details.empStatus === 'Self-Employed' ? (details.profession ?? null) : null,
      });
    },

    async saveAddress(borrowerId: string, address: Address): Promise<void> {
      await deps.profiles.saveAddress(borrowerId, { ...address, addressLine3: address.addressLine3 ?? null, landmark: address.landmark ?? null });
    },

    async viewAddress(borrowerId: string) {
      const address = await deps.profiles.findAddress(borrowerId);
      return address ? addressView(address) : null;
    },

    /** Step 1: needs the parent's consent to process the children's data, given on that step. */
    async registerStudents(borrowerId: string, request: RegisterStudentRequest): Promise<void> {
      await requireChildConsent(borrowerId);
      await inTransaction(deps.pool, (client) =>
        deps.students.replace(client, borrowerId, request.studentdetails.map((s) => ({
          firstName: s.studentFirstName, lastName: s.studentLastName, dob: s.studentDob, gender: s.gender, schoolName: s.schoolName,
          schoolAddress: s.schoolAddress, pincode: s.pincode, admissionNo: s.admissionNo, educationalStage: s.educationalStage, studentGrade: s.studentGrade,
        }))),
      );
    },

    async listStudents(borrowerId: string) {
      return (await deps.students.listFor(borrowerId)).map(studentView);
    },

    /** The profile page's student form: the same children, with middle names and without pincodes. */
    async updateProfileStudents(borrowerId: string, request: UpdateUserStudentDetailsRequest): Promise<void> {
      await requireChildConsent(borrowerId);
      await inTransaction(deps.pool, (client) =>
        deps.students.replace(client, borrowerId, request.studentdetails.map((s) => ({
          firstName: s.firstName, middleName: s.middleName ?? null, lastName: s.lastName, dob: s.dob, gender: s.Gender, schoolName: s.schoolName,
          schoolAddress: s.school_address, admissionNo: s.admissionNumber, educationalStage: s.educationalStage, studentGrade: s.studentGrade,
        }))),
      );
    },

    async viewCombinedProfile(borrowerId: string) {
      const [profile, address] = await Promise.all([viewProfile(borrowerId), deps.profiles.findAddress(borrowerId)]);
      return { ...profile, ...(address ? addressView(address) : {}) };
    },

    /** The profile page saves the name, details and address together, or none of them. */
    async updateCombinedProfile(borrowerId: string, p: UserProfile): Promise<void> {
      await inTransaction(deps.pool, async (client) => {
        await deps.profiles.updateName(client, borrowerId, { firstName: p.firstName, middleName: p.middleName ?? null, lastName: p.lastName });
        await deps.profiles.saveProfile(borrowerId, {
          email: p.emailId, dob: p.dob, empStatus: p.empStatus, relationship: p.relationship,
          profession: p.empStatus === 'Self-Employed' ? (p.profession ?? null) : null,
        }, client);
        await deps.profiles.saveAddress(borrowerId, {
          residenceType: p.residenceType, livingYears: p.livingYears, addressLine1: p.addressLine1, addressLine2: p.addressLine2,
          addressLine3: p.addressLine3 ?? null, landmark: p.landmark, city: p.city, state: p.state, pincode: p.pincode,
        }, client);
      });
    },
  };
}
export type ApplicationProfileService = ReturnType<typeof createApplicationProfileService>;
