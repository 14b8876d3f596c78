import { useEffect, useState } from 'react';
import { EDUCATIONAL_STAGES, GENDERS, GRADES_BY_STAGE } from '../../../../../domain/enums.ts';
import { updateUserStudentDetailsRequestSchema } from '../../../../../domain/schemas/student.schema.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { errorsOf, Select, Text, type Errors, type Values } from '../../../shared/forms/form-kit.tsx';
import { asUserError } from '../../../shared/lib/user-error.ts';

const fromRead = (s: Record<string, unknown>): Values => ({
  firstName: String(s.student_firstname ?? ''), middleName: String(s.student_middlename ?? ''), lastName: String(s.student_lastname ?? ''),
  Gender: String(s.gender ?? ''), dob: String(s.student_dob ?? ''), schoolName: String(s.school_name ?? ''), school_address: String(s.school_address ?? ''),
  admissionNumber: String(s.admission_no ?? ''), educationalStage: String(s.educational_stage ?? ''), studentGrade: String(s.student_grade ?? ''),
});

/** The profile page's Student Details tab: the children saved in the application, editable. */
export function StudentDetailsTab() {
  const [students, setStudents] = useState<Values[] | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    apiRequest<Record<string, unknown>[]>('GET', '/users/getuserstudentdetails')
      .then(({ data }) => setStudents(data.map(fromRead)))
      .catch((e: unknown) => setNotice({ tone: 'error', text: asUserError(e).message }));
  }, []);
  if (!students) return notice ? <Notice tone="error" title="Oops..">{notice.text}</Notice> : <p role="status">Loading…</p>;
  if (students.length === 0) return <p>No students yet. Add them in the application's first step.</p>;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { studentdetails: students };
    const parsed = updateUserStudentDetailsRequestSchema({ today: new Date() }).safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error));
    if (!parsed.success) return;
    try {
      setNotice({ tone: 'success', text: `Done ! ${(await apiRequest('PUT', '/users/updateuserstudentdetails', body)).message}` });
    } catch (e) {
      setNotice({ tone: 'error', text: asUserError(e).message });
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {notice ? <Notice tone={notice.tone} title={notice.tone === 'success' ? 'Success' : 'Oops..'}>{notice.text}</Notice> : null}
      {students.map((values, index) => {
        const set = (key: string) => (value: string) => setStudents((all) => (all ?? []).map((s, i) => (i === index ? { ...s, [key]: value } : s)));
        const form = { values, errors, set, prefix: `studentdetails.${index}` };
        const stage = values.educationalStage as keyof typeof GRADES_BY_STAGE;
        return (
          <fieldset className="card step-block" key={index}>
            <legend>Student {index + 1}</legend>
            <Text form={form} name="firstName" label="First Name" />
            <Text form={form} name="middleName" label="Middle Name (optional)" />
            <Text form={form} name="lastName" label="Last Name" />
            <Select form={form} name="Gender" label="Gender" choices={GENDERS} />
            <Text form={form} name="dob" label="Date of Birth" type="date" />
            <Text form={form} name="schoolName" label="School Name" />
            <Text form={form} name="school_address" label="School Address" />
            <Text form={form} name="admissionNumber" label="Admission Number" />
            <Select form={form} name="educationalStage" label="Educational Stage" choices={EDUCATIONAL_STAGES} />
            {stage in GRADES_BY_STAGE ? <Select form={form} name="studentGrade" label="Grade" choices={GRADES_BY_STAGE[stage]} /> : null}
          </fieldset>
        );
      })}
      <button type="submit" className="button primary">Save</button>
    </form>
  );
}
