import { Button, Form } from 'react-aria-components';
import type { DialogResult } from '../ui/ResultDialog.tsx';
import { ResultDialog } from '../ui/ResultDialog.tsx';
import type { CheckedFormFrameProps } from '../forms/use-checked-submit.ts';
import './staff-shell.css';

interface Props extends CheckedFormFrameProps {
  /** Shown instead of the form while it cannot be filled in (loading, or the load failed). */
  status?: React.ReactNode;
  /** After OK on the result dialog, with the result it showed. */
  onResultClosed?: (result: DialogResult | null) => void;
}

/** A staff screen that is one form (a profile, a new school or person): its title, a grid of fields, one button, the result dialog. */
export function StaffFormSection({ titleId, title, submission, onSubmit, submitLabel, busyLabel, status, onResultClosed, children }: Props) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {status ?? (
        <Form className="staff-form" onSubmit={onSubmit} validationBehavior="aria">
          <div className="form-grid">{children}</div>
          <Button type="submit" className="button button-primary" isDisabled={submission.busy}>{submission.busy ? busyLabel : submitLabel}</Button>
        </Form>
      )}
      <ResultDialog result={submission.result} onClose={() => { submission.closeResult(); onResultClosed?.(submission.result); }} />
    </section>
  );
}
