import { z } from 'zod';
import { EDUCATIONAL_STAGES, GENDERS, GRADES, GRADES_BY_STAGE } from '../enums.ts';
import { ALWAYS, choice, optionalPersonName, personName, pincode, requiredText } from './common.ts';
import { dateOfBirth, STUDENT_AGE } from './dates.ts';
import type { Today } from './dates.ts';

export const MAX_STUDENTS = 2;
export const GRADE_OUTSIDE_STAGE = 'Grade should belong to the educational stage.';
export const DUPLICATE_ADMISSION_NUMBER = 'The two students should have different admission numbers.';

/** The fields every student form shares, whatever the call names them. */
function studentFields({ today }: { today: Today }) {
  return {
    dob: dateOfBirth({ today, ...STUDENT_AGE }),
    gender: choice(GENDERS, 'Gender is required.'),
    schoolName: requiredText('School Name', 100),
    schoolAddress: requiredText('School Address', 100),
    admissionNo: requiredText('Admission Number', 10),
    educationalStage: choice(EDUCATIONAL_STAGES, 'Educational Stage is required.'),
    studentGrade: choice(GRADES, 'Grade is required.'),
  };
}

/** A grade from another stage's list (a 'Class 7th' in Primary) is refused on the grade. */
function checkGradeInStage(student: { educationalStage?: unknown; studentGrade?: unknown }, ctx: z.RefinementCtx) {
  const stage = student.educationalStage;
  if (typeof stage !== 'string' || !(stage in GRADES_BY_STAGE)) return;
  const grades: readonly string[] = GRADES_BY_STAGE[stage as keyof typeof GRADES_BY_STAGE];
  if (typeof student.studentGrade === 'string' && (GRADES as readonly string[]).includes(student.studentGrade) && !grades.includes(student.studentGrade)) {
    ctx.addIssue({ code: 'custom', message: GRADE_OUTSIDE_STAGE, path: ['studentGrade'] });
  }
}

/** One student in the application wizard's first step (000, section 3). */
export function studentSchema({ today }: { today: Today }) {
  const fields = studentFields({ today });
  return z
    .object({
      studentFirstName: personName('First Name', { max: 20 }),
      studentLastName: personName('Last Name', { max: 20 }),
      studentDob: fields.dob,
      gender: fields.gender,
      schoolName: fields.schoolName,
      schoolAddress: fields.schoolAddress,
      pincode: pincode(),
      admissionNo: fields.admissionNo,
      educationalStage: fields.educationalStage,
      studentGrade: fields.studentGrade,
    })
    .strict()
    .superRefine(checkGradeInStage, ALWAYS);
}
export type Student = z.infer<ReturnType<typeof studentSchema>>;

/** Two students of one application are two children: the same admission number twice is a slip. */
function distinctAdmissionNumbers<K extends string>(listKey: string, admissionKey: K) {
  return (list: readonly Partial<Record<K, unknown>>[], ctx: z.RefinementCtx) => {
    const [first, second] = list;
    const a = first?.[admissionKey];
    const b = second?.[admissionKey];
    if (typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: DUPLICATE_ADMISSION_NUMBER, path: [listKey, 1, admissionKey] });
    }
  };
}

function studentList<T extends z.ZodType>(student: T) {
  return z
    .array(student, { error: 'Add at least one student.' })
    .min(1, 'Add at least one student.')
    .max(MAX_STUDENTS, 'At most two students can be added.');
}

/** POST /students/registerstudent: one or two students, each validated. */
export function registerStudentRequestSchema({ today }: { today: Today }) {
  return z
    .object({ studentdetails: studentList(studentSchema({ today })) })
    .strict()
    .superRefine((body, ctx) => distinctAdmissionNumbers('studentdetails', 'admissionNo')(body.studentdetails, ctx));
}
export type RegisterStudentRequest = z.infer<ReturnType<typeof registerStudentRequestSchema>>;

/** One student as the later profile page sends it; `Gender` and `school_address` are spelt as that call spells them. */
export function profileStudentSchema({ today }: { today: Today }) {
  const fields = studentFields({ today });
  return z
    .object({
      firstName: personName('First Name', { max: 20 }),
      middleName: optionalPersonName('Middle Name', 20),
      lastName: personName('Last Name', { max: 20 }),
      Gender: fields.gender,
      dob: fields.dob,
      schoolName: fields.schoolName,
      school_address: fields.schoolAddress,
      admissionNumber: fields.admissionNo,
      educationalStage: fields.educationalStage,
      studentGrade: fields.studentGrade,
    })
    .strict()
    .superRefine(checkGradeInStage, ALWAYS);
}
export type ProfileStudent = z.infer<ReturnType<typeof profileStudentSchema>>;

/** PUT /users/updateuserstudentdetails. */
export function updateUserStudentDetailsRequestSchema({ today }: { today: Today }) {
  return z
    .object({ studentdetails: studentList(profileStudentSchema({ today })) })
    .strict()
    .superRefine((body, ctx) => distinctAdmissionNumbers('studentdetails', 'admissionNumber')(body.studentdetails, ctx));
}
export type UpdateUserStudentDetailsRequest = z.infer<ReturnType<typeof updateUserStudentDetailsRequestSchema>>;
