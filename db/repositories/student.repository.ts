import type { Pool, PoolClient } from '../pool.ts';

/** A child as stored; `position` is 1 for the first student, 2 for the second. */
export interface StudentRecord {
  id: string;
  position: 1 | 2;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dob: string;
  gender: string;
  schoolName: string;
  schoolAddress: string;
  pincode: string | null;
  admissionNo: string;
  educationalStage: string;
  studentGrade: string;
}

export type StudentInput = Omit<StudentRecord, 'id' | 'position'>;

const COLUMNS = `id, position, first_name, middle_name, last_name, to_char(dob, 'YYYY-MM-DD') AS dob, gender, school_name,
  school_address, pincode, admission_no, educational_stage, student_grade`;

type Row = {
  id: string; position: 1 | 2; first_name: string; middle_name: string | null; last_name: string; dob: string; gender: string;
  school_name: string; school_address: string; pincode: string | null; admission_no: string; educational_stage: string; student_grade: string;
};
const toRecord = (r: Row): StudentRecord => ({
  id: r.id, position: r.position, firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name, dob: r.dob,
  gender: r.gender, schoolName: r.school_name, schoolAddress: r.school_address, pincode: r.pincode, admissionNo: r.admission_no,
  educationalStage: r.educational_stage, studentGrade: r.student_grade,
});

/** The children of a parent's application (one or two). */
export function createStudentRepository(pool: Pool) {
  return {
    async listFor(borrowerId: string, client: Pool | PoolClient = pool): Promise<StudentRecord[]> {
      const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM students WHERE borrower_id = $1 ORDER BY position`, [borrowerId]);
      return rows.map(toRecord);
    },

    /**
     * Replaces the parent's students with the given list, in order. Fields a call does not carry
     * (the wizard sends no middle name, the profile page no pincode) keep what was saved.
     */
    async replace(client: PoolClient, borrowerId: string, students: readonly Partial<StudentInput>[]): Promise<void> {
      for (const [index, s] of students.entries()) {
        await client.query(
          `INSERT INTO students (borrower_id, position, first_name, middle_name, last_name, dob, gender, school_name, school_address,
             pincode, admission_no, educational_stage, student_grade)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (borrower_id, position) DO UPDATE SET
             first_name = EXCLUDED.first_name,
             middle_name = CASE WHEN $14 THEN EXCLUDED.middle_name ELSE students.middle_name END,
             last_name = EXCLUDED.last_name, dob = EXCLUDED.dob, gender = EXCLUDED.gender, school_name = EXCLUDED.school_name,
             school_address = EXCLUDED.school_address,
             pincode = CASE WHEN $15 THEN EXCLUDED.pincode ELSE students.pincode END,
             admission_no = EXCLUDED.admission_no, educational_stage = EXCLUDED.educational_stage,
             student_grade = EXCLUDED.student_grade, updated_at = now()`,
          [borrowerId, index + 1, s.firstName, s.middleName ?? null, s.lastName, s.dob, s.gender, s.schoolName, s.schoolAddress,
            s.pincode ?? null, s.admissionNo, s.educationalStage, s.studentGrade, 'middleName' in s, 'pincode' in s],
        );
      }
      // A second student the parent removed is removed here too, unless a loan already names them.
      await client.query(
        `DELETE FROM students s WHERE s.borrower_id = $1 AND s.position > $2
           AND NOT EXISTS (SELECT 1 FROM loan_fee_entries f WHERE f.student_id = s.id)`,
        [borrowerId, students.length],
      );
    },
  };
}
export type StudentRepository = ReturnType<typeof createStudentRepository>;
