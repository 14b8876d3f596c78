import { useEffect, useState } from 'react';
import { EMPLOYMENT_STATUSES, PROFESSIONS, RELATIONSHIPS, RESIDENCE_TYPES, RESIDENCE_YEARS } from '../../../../../domain/enums.ts';
import { userProfileSchema } from '../../../../../domain/schemas/profile.schema.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { errorsOf, Select, Text, type Errors, type Values } from '../../../shared/forms/form-kit.tsx';
import { asUserError } from '../../../shared/lib/user-error.ts';

const FIELDS: Record<string, string> = {
  firstName: 'firstName', middleName: 'middleName', lastName: 'lastName', emailId: 'emailid', dob: 'dob', empStatus: 'emp_status', relationship: 'relationship',
  profession: 'profession', residenceType: 'residence_type', livingYears: 'living_years', addressLine1: 'address_line1', addressLine2: 'address_line2',
  addressLine3: 'address_line3', landmark: 'landmark', city: 'city', state: 'state', pincode: 'pincode',
};
const LISTED: readonly string[] = PROFESSIONS;

/** The profile page's Profile Details tab: name, details and address on one form (landmark required here). */
export function ProfileDetailsTab() {
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const today = new Date();

  useEffect(() => {
    apiRequest<Record<string, unknown>>('GET', '/users/getuserprofiledetails').then(({ data }) => {
      const v: Values = {};
      for (const [field, read] of Object.entries(FIELDS)) v[field] = data[read] === null || data[read] === undefined ? '' : String(data[read]);
      if (v.profession && !LISTED.includes(v.profession)) [v.otherProfession, v.profession] = [v.profession, 'Other'];
      setValues(v);
    }).catch((e: unknown) => setNotice({ tone: 'error', text: asUserError(e).message }));
  }, []);
  if (!values) return notice ? <Notice tone="error" title="Oops..">{notice.text}</Notice> : <p role="status">Loading…</p>;

  const set = (key: string) => (value: string) => setValues((v) => ({ ...(v ?? {}), [key]: value }));
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { otherProfession, profession, ...rest } = values ?? {};
    const body = { ...rest, ...(rest.empStatus === 'Self-Employed' ? { profession, ...(profession === 'Other' ? { otherProfession } : {}) } : {}) };
    const parsed = userProfileSchema({ today }).safeParse(body);
    setErrors(parsed.success ? {} : errorsOf(parsed.error));
    if (!parsed.success) return;
    try {
      const { message } = await apiRequest('PUT', '/users/updateuserprofiledetails', body);
      setNotice({ tone: 'success', text: `Done ! ${message}` });
    } catch (e) {
      setNotice({ tone: 'error', text: asUserError(e).message });
    }
  }
  const form = { values, errors, set };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {notice ? <Notice tone={notice.tone} title={notice.tone === 'success' ? 'Success' : 'Oops..'}>{notice.text}</Notice> : null}
      <Text form={form} name="firstName" label="First Name" />
      <Text form={form} name="middleName" label="Middle Name (optional)" />
      <Text form={form} name="lastName" label="Last Name" />
      <Text form={form} name="emailId" label="Email" type="email" />
      <Text form={form} name="dob" label="Date of Birth" type="date" />
      <Select form={form} name="relationship" label="Relationship" choices={RELATIONSHIPS} />
      <Select form={form} name="empStatus" label="Employment Status" choices={EMPLOYMENT_STATUSES} />
      {values.empStatus === 'Self-Employed' ? <Select form={form} name="profession" label="Profession" choices={PROFESSIONS} /> : null}
      {values.empStatus === 'Self-Employed' && values.profession === 'Other' ? <Text form={form} name="otherProfession" label="Other Profession" /> : null}
      <Select form={form} name="residenceType" label="Residence Type" choices={RESIDENCE_TYPES} />
      <Select form={form} name="livingYears" label="Current Residence (years)" choices={RESIDENCE_YEARS} />
      <Text form={form} name="addressLine1" label="Address Line 1" />
      <Text form={form} name="addressLine2" label="Address Line 2" />
      <Text form={form} name="addressLine3" label="Address Line 3" />
      <Text form={form} name="landmark" label="Landmark" />
      <Text form={form} name="pincode" label="Pincode" inputMode="numeric" maxLength={6} />
      <Text form={form} name="city" label="City" />
      <Text form={form} name="state" label="State" />
      <button type="submit" className="button primary">Save</button>
    </form>
  );
}
