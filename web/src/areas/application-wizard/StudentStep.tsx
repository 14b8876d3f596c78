import { useState } from 'react';
import { CONSENT_TEXTS } from '../../../../domain/consents.ts';
import { EDUCATIONAL_STAGES, GENDERS, GRADES_BY_STAGE } from '../../../../domain/enums.ts';
import { dateOfBirthBounds, STUDENT_AGE } from '../../../../domain/schemas/dates.ts';
import { registerStudentRequestSchema } from '../../../../domain/schemas/student.schema.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { errorsOf, Select, Text, type Errors, type Values } from '../../shared/forms/form-kit.tsx';
import { StepActions, type StepProps } from './step-form.tsx';

const BLANK: Values = {
  studentFirstName: '', studentLastName: '', studentDob: '', gender: '', schoolName: '', schoolAddress: '', pincode: '', admissionNo: '', educationalStage: '', studentGrade: '',
};

/** Step 1: one or two students; the second block shows when Add Student is pressed or two are saved. */
export function StudentStep({ initial, busy, onNext, today }: StepProps) {
  const saved = (initial?.studentdetails as Values[] | undefined) ?? [];
  const [students, setStudents] = useState<Values[]>(() => [{ ...BLANK, ...saved[0] }, { ...BLANK, ...saved[1] }]);
  const [showSecond, setShowSecond] = useState(saved.length > 1);
  const [consented, setConsented] = useState(saved.length > 0);
  const [errors, setErrors] = useState<Errors>({});
  const bounds = dateOfBirthBounds({ today, ...STUDENT_AGE });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const list = showSecond ? students : students.slice(0, 1);
    const parsed = registerStudentRequestSchema({ today }).safeParse({ studentdetails: list });
    const found = parsed.success ? {} : errorsOf(parsed.error);
    if (!consented) found.consent = 'Please give your consent to process your child\'s details.';
    setErrors(found);
    if (parsed.success && consented) onNext({ studentdetails: list });
  }

  const block = (index: number) => {
    const values = students[index] ?? BLANK;
    const set = (key: string) => (value: string) =>
      setStudents((all) => all.map((s, i) => (i === index ? { ...s, [key]: value, ...(key === 'educationalStage' ? { studentGrade: '' } : {}) } : s)));
    const form = { values, errors, set, prefix: `studentdetails.${index}` };
    const stage = values.educationalStage as keyof typeof GRADES_BY_STAGE;
    return (
      <fieldset className="card step-block" key={index}>
        <legend>{index === 0 ? 'Student' : 'Second student'}</legend>
        <Text form={form} name="studentFirstName" label="First Name" maxLength={20} />
        <Text form={form} name="studentLastName" label="Last Name" maxLength={20} />
        <Text form={form} name="studentDob" label="Date of Birth" type="date" description={`Between ${bounds.min} and ${bounds.max}`} />
        <Select form={form} name="gender" label="Gender" choices={GENDERS} />
        <Text form={form} name="schoolName" label="School Name" maxLength={100} />
        <Text form={form} name="schoolAddress" label="School Address" maxLength={100} />
        <Text form={form} name="pincode" label="Pincode" inputMode="numeric" maxLength={6} />
        <Text form={form} name="admissionNo" label="Admission Number" maxLength={10} />
        <Select form={form} name="educationalStage" label="Educational Stage" choices={EDUCATIONAL_STAGES} />
        {stage in GRADES_BY_STAGE ? <Select form={form} name="studentGrade" label="Grade" choices={GRADES_BY_STAGE[stage]} /> : null}
      </fieldset>
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      {block(0)}
      {showSecond ? block(1) : null}
      <button type="button" className="link-button" onClick={() => setShowSecond((s) => !s)}>{showSecond ? 'Remove second student' : 'Add Student'}</button>
      {errors['studentdetails.1.admissionNo'] && !showSecond ? <p className="field-error">{errors['studentdetails.1.admissionNo']}</p> : null}
      <Checkbox label={CONSENT_TEXTS.child_data.text} checked={consented} onChange={setConsented} error={errors.consent} />
      <StepActions busy={busy} />
    </form>
  );
}
