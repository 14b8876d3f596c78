import { useState } from 'react';
import { BORROWER_FILTERS, type BorrowerFilter } from '../../../../domain/enums-lifecycle.ts';
import { DASHBOARD_DEFINITIONS } from '../../../../domain/portfolio-figures.ts';
import { SelectField } from '../../shared/ui/SelectField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { fetchBorrowers, type BorrowerRow } from './admin.api.ts';
import { DataTable, useListPage } from './list-page.tsx';

/** /admin-borrwer: parents who have applied, searchable by name and filtered by how they repay. */
export default function BorrowerListPage() {
  const [filter, setFilter] = useState<BorrowerFilter>('All');
  const list = useListPage(fetchBorrowers, filter);
  return (
    <section aria-labelledby="borrower-list-title">
      <h1 id="borrower-list-title">Borrower</h1>
      <div className="list-toolbar">
        <TextField label="Search Name" type="search" value={list.search} onChange={list.setSearch} placeholder="Search Name" />
        <SelectField label="Filter" value={filter} onChange={(value) => setFilter(value as BorrowerFilter)}
          options={BORROWER_FILTERS.map((f) => ({ value: f, label: f }))} />
      </div>
      <p className="chart-definition">
        Default Borrower: {DASHBOARD_DEFINITIONS.defaulter} Timely Payer: {DASHBOARD_DEFINITIONS.timelyPayer}
      </p>
      <DataTable<BorrowerRow>
        caption={`Borrowers (${filter})`}
        list={list}
        rowKey={(r) => r.phoneNo}
        columns={[
          { header: 'Name', cell: (r) => r.name },
          { header: 'Employment', cell: (r) => r.employment_status ?? '—' },
          { header: 'Loans', cell: (r) => r.loans },
          { header: 'School', cell: (r) => r.school ?? '—' },
          { header: 'Mobile', cell: (r) => r.phoneNo },
          { header: 'Email', cell: (r) => r.emailId ?? '—' },
          { header: 'Address', cell: (r) => r.address ?? '—' },
          { header: 'Pincode', cell: (r) => r.pincode ?? '—' },
        ]}
      />
    </section>
  );
}
