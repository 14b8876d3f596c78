import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { fetchSchools, type SchoolRow } from './admin.api.ts';
import { DataTable, useListPage } from './list-page.tsx';

/** /admin-school: the schools FeeSetu pays fees to. */
export default function SchoolListPage() {
  const list = useListPage(fetchSchools);
  return (
    <section aria-labelledby="school-list-title">
      <h1 id="school-list-title">School</h1>
      <div className="list-toolbar">
        <TextField label="Search Name" type="search" value={list.search} onChange={list.setSearch} placeholder="Search Name" />
        <Link className="link-button" to={ADMIN_PATHS.newSchool}>Add School</Link>
      </div>
      <DataTable<SchoolRow>
        caption="Schools"
        list={list}
        rowKey={(r) => `${r.school_name}|${r.branch_name}|${r.pincode}`}
        columns={[
          { header: 'School Name', cell: (r) => <>{r.school_name}{r.branch_name ? `, ${r.branch_name}` : ''}</> },
          { header: 'Contact', cell: (r) => r.name },
          { header: 'Mobile', cell: (r) => r.phoneno ?? '—' },
          { header: 'Email', cell: (r) => r.emailid ?? '—' },
          { header: 'School Address', cell: (r) => r.school_address ?? '—' },
          { header: 'Region', cell: (r) => r.region ?? '—' },
          { header: 'Pincode', cell: (r) => r.pincode ?? '—' },
          { header: 'Bank account', cell: (r) => (r.account_verified ? 'Verified' : 'Not yet verified') },
        ]}
      />
    </section>
  );
}
