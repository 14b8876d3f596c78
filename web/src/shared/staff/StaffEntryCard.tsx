import { Button, Form } from 'react-aria-components';
import type { CheckedFormFrameProps } from '../forms/use-checked-submit.ts';
import { ResultDialog } from '../ui/ResultDialog.tsx';
import './staff-auth.css';

interface Props extends CheckedFormFrameProps {
  /** Shown below the button (a link back); the children are the fields and anything above the button. */
  after?: React.ReactNode;
}

/** The card of every staff sign-in screen (log in, reset request, the reset code): brand, title, fields, one button, the result dialog. */
export function StaffEntryCard({ titleId, title, submission, onSubmit, submitLabel, busyLabel, children, after }: Props) {
  return (
    <main className="staff-login">
      <Form className="staff-login-card" onSubmit={onSubmit} validationBehavior="aria" aria-labelledby={titleId}>
        <p className="staff-login-brand">FeeSetu</p>
        <h1 id={titleId}>{title}</h1>
        {children}
        <Button type="submit" className="button button-primary" isDisabled={submission.busy}>{submission.busy ? busyLabel : submitLabel}</Button>
        {after}
      </Form>
      <ResultDialog result={submission.result} onClose={submission.closeResult} />
    </main>
  );
}
