import { describe, expect, it } from 'vitest';
import {
  profileStudentSchema,
  registerStudentRequestSchema,
  studentSchema,
  updateUserStudentDetailsRequestSchema,
} from './student.schema.ts';
import { issuesOf, refusedKeys } from './test-helpers.ts';

const today = '2025-06-15';
const student = {
  studentFirstName: 'Ria',
  studentLastName: 'Rao',
  studentDob: '2015-04-03',
  gender: 'Female',
  schoolName: 'Delhi Public School',
  schoolAddress: 'Sector 45, Gurugram',
  pincode: '122003',
  admissionNo: 'DPS1234',
  educationalStage: 'Primary',
  studentGrade: 'Class 5th',
};
const secondStudent = { ...student, studentFirstName: 'Kabir', studentDob: '2019-01-20', admissionNo: 'DPS5678', educationalStage: 'Pre-Primary', studentGrade: 'Sr.Kg' };

describe('a student in the wizard', () => {
  const schema = studentSchema({ today });

  it('accepts a complete student', () => {
    expect(schema.parse(student)).toEqual(student);
  });

  it.each([
    [{ studentFirstName: '' }, 'studentFirstName', 'First Name is required.'],
    [{ studentFirstName: 'Ria2' }, 'studentFirstName', 'Enter alphabet characters only.'],
    [{ studentFirstName: 'A'.repeat(21) }, 'studentFirstName', 'First Name should be at most 20 characters.'],
    [{ studentLastName: '' }, 'studentLastName', 'Last Name is required.'],
    [{ studentDob: '' }, 'studentDob', 'Date of Birth is required.'],
    [{ studentDob: '2015/04/03' }, 'studentDob', 'Date of Birth should be proper.'],
    [{ studentDob: '2024-01-01' }, 'studentDob', 'Date of Birth should be proper.'],
    [{ studentDob: '2000-01-01' }, 'studentDob', 'Date of Birth should be proper.'],
    [{ gender: '' }, 'gender', 'Gender is required.'],
    [{ schoolName: '' }, 'schoolName', 'School Name is required.'],
    [{ schoolName: 'S'.repeat(101) }, 'schoolName', 'School Name should be at most 100 characters.'],
    [{ schoolAddress: '' }, 'schoolAddress', 'School Address is required.'],
    [{ pincode: '' }, 'pincode', 'Pincode is required.'],
    [{ pincode: '012345' }, 'pincode', 'Pincode should be proper.'],
    [{ admissionNo: '' }, 'admissionNo', 'Admission Number is required.'],
    [{ admissionNo: 'A'.repeat(11) }, 'admissionNo', 'Admission Number should be at most 10 characters.'],
    [{ educationalStage: '' }, 'educationalStage', 'Educational Stage is required.'],
    [{ studentGrade: '' }, 'studentGrade', 'Grade is required.'],
    [{ studentGrade: 'Class 7th' }, 'studentGrade', 'Grade should belong to the educational stage.'],
  ])('refuses %o', (change, path, message) => {
    expect(issuesOf(schema, { ...student, ...change })).toEqual([[path, message]]);
  });

  it('shows the grade rule beside other missing fields', () => {
    expect(issuesOf(schema, { ...student, schoolName: undefined, studentGrade: 'Nursery' })).toEqual([
      ['schoolName', 'School Name is required.'],
      ['studentGrade', 'Grade should belong to the educational stage.'],
    ]);
  });

  it('refuses fields it does not know', () => {
    expect(refusedKeys(schema, { ...student, loan_status: 'sanctioned' })).toEqual(['loan_status']);
  });
});

describe('registering students', () => {
  const schema = registerStudentRequestSchema({ today });

  it('accepts one or two students', () => {
    expect(schema.parse({ studentdetails: [student] }).studentdetails).toHaveLength(1);
    expect(schema.parse({ studentdetails: [student, secondStudent] }).studentdetails).toHaveLength(2);
  });

  it('validates the second student too', () => {
    expect(issuesOf(schema, { studentdetails: [student, { ...secondStudent, studentLastName: '', pincode: '1' }] })).toEqual([
      ['studentdetails.1.studentLastName', 'Last Name is required.'],
      ['studentdetails.1.pincode', 'Pincode should be proper.'],
    ]);
  });

  it('refuses none, three, or the same admission number twice', () => {
    expect(issuesOf(schema, { studentdetails: [] })).toEqual([['studentdetails', 'Add at least one student.']]);
    expect(issuesOf(schema, { studentdetails: [student, secondStudent, secondStudent] })).toEqual([['studentdetails', 'At most two students can be added.']]);
    expect(issuesOf(schema, { studentdetails: [student, { ...secondStudent, admissionNo: 'dps1234' }] })).toEqual([
      ['studentdetails.1.admissionNo', 'The two students should have different admission numbers.'],
    ]);
  });

  it('refuses extra fields', () => {
    expect(refusedKeys(schema, { studentdetails: [student], status: 200 })).toEqual(['status']);
  });
});

describe('students on the profile page', () => {
  const profileStudent = {
    firstName: 'Ria',
    middleName: '',
    lastName: 'Rao',
    Gender: 'Female',
    dob: '2015-04-03',
    schoolName: 'Delhi Public School',
    school_address: 'Sector 45, Gurugram',
    admissionNumber: 'DPS1234',
    educationalStage: 'Secondary',
    studentGrade: 'Class 6th',
  };

  it('uses the field names of that call', () => {
    expect(profileStudentSchema({ today }).parse(profileStudent)).toEqual({ ...profileStudent, middleName: undefined });
  });

  it('validates both students and their grades', () => {
    const schema = updateUserStudentDetailsRequestSchema({ today });
    expect(issuesOf(schema, { studentdetails: [profileStudent, { ...profileStudent, admissionNumber: 'X1', Gender: '', studentGrade: 'Jr.Kg' }] })).toEqual([
      ['studentdetails.1.Gender', 'Gender is required.'],
      ['studentdetails.1.studentGrade', 'Grade should belong to the educational stage.'],
    ]);
    expect(issuesOf(schema, { studentdetails: [profileStudent, { ...profileStudent }] })).toEqual([
      ['studentdetails.1.admissionNumber', 'The two students should have different admission numbers.'],
    ]);
  });
});
