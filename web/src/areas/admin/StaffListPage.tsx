import { useCallback, useState } from 'react';
import { Button, Dialog, Heading, Modal } from 'react-aria-components';
import { Link } from 'react-router-dom';
import type { NewStaffRole } from '../../../../domain/schemas/admin.schema.ts';
import { ADMIN_PATHS } from '../../shared/paths.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { ResultDialog, failureResult, type DialogResult } from '../../shared/ui/ResultDialog.tsx';
import { ApiError } from '../../shared/lib/api-client.ts';
import { deleteStaff, fetchStaff, type ListParams, type StaffRow } from './admin.api.ts';
import { DataTable, useListPage } from './list-page.tsx';

const TEXT = {
  approver: { title: 'Approver', add: ADMIN_PATHS.newApprover, addLabel: 'Add Approver' },
  underwriter: { title: 'Underwriter', add: ADMIN_PATHS.newUnderwriter, addLabel: 'Add Underwriter' },
} as const;

/** /admin-approver and /admin-underwriter: one screen with the role as data. */
export function StaffListPage({ role }: { role: NewStaffRole }) {
  const load = useCallback((p: ListParams) => fetchStaff(role, p), [role]);
  const list = useListPage(load);
  const [confirming, setConfirming] = useState<StaffRow | null>(null);
  const [result, setResult] = useState<DialogResult | null>(null);
  const text = TEXT[role];

  async function remove(row: StaffRow) {
    setConfirming(null);
    try {
      const answer = await deleteStaff(role, row.userName);
      setResult({ tone: 'success', title: 'Success', text: `You Have ${answer.message}` });
      list.reload();
    } catch (error) {
      setResult(error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, 'Some thing went wrong, Please Retry'));
    }
  }

  return (
    <section aria-labelledby="staff-list-title">
      <h1 id="staff-list-title">{text.title}</h1>
      <div className="list-toolbar">
        <TextField label="Search Name" type="search" value={list.search} onChange={list.setSearch} placeholder="Search Name" />
        <Link className="link-button" to={text.add}>{text.addLabel}</Link>
      </div>
      <DataTable<StaffRow>
        caption={`${text.title}s`}
        list={list}
        rowKey={(r) => r.userName}
        columns={[
          { header: 'Name', cell: (r) => r.name },
          { header: 'Username', cell: (r) => r.userName },
          { header: 'Mobile No', cell: (r) => r.phoneNo },
          { header: 'Aadhaar', cell: (r) => r.aadharNo },
          { header: 'PAN No', cell: (r) => r.panNo },
          { header: 'Action', cell: (r) => <Button className="button danger" aria-label={`Delete ${r.name} (${r.userName})`} onPress={() => setConfirming(r)}>Delete</Button> },
        ]}
      />
      <Modal isOpen={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))} isDismissable className="result-modal">
        <Dialog className="result-dialog" role="alertdialog">
          <Heading slot="title">Sure to delete?</Heading>
          <p>{confirming?.name} ({confirming?.userName}) will no longer be able to sign in.</p>
          <div className="pager">
            <Button className="button" onPress={() => setConfirming(null)} autoFocus>Cancel</Button>
            <Button className="button danger" onPress={() => confirming && void remove(confirming)}>Delete</Button>
          </div>
        </Dialog>
      </Modal>
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </section>
  );
}

export const ApproverListPage = () => <StaffListPage role="approver" />;
export const UnderwriterListPage = () => <StaffListPage role="underwriter" />;
