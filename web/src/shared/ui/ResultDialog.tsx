import { Button, Dialog, Heading, Modal } from 'react-aria-components';
import { ApiError, NO_ANSWER } from '../lib/api-client.ts';
import { failureText } from './Notice.tsx';
import './result-dialog.css';

export interface DialogResult {
  tone: 'success' | 'error';
  title: string;
  text: string;
}

/** The error catalogue's dialog (002, section 8): Success, or 'Oops..' for a refusal; focus returns on close. */
export function ResultDialog({ result, onClose }: { result: DialogResult | null; onClose: () => void }) {
  return (
    <Modal isOpen={result !== null} onOpenChange={(open) => (open ? null : onClose())} isDismissable className="result-modal">
      <Dialog className={`result-dialog result-${result?.tone ?? 'success'}`} role={result?.tone === 'error' ? 'alertdialog' : 'dialog'}>
        <Heading slot="title">{result?.title}</Heading>
        <p>{result?.text}</p>
        <Button className="button" onPress={onClose} autoFocus>OK</Button>
      </Dialog>
    </Modal>
  );
}

/** A failed call in the dialog, worded as the catalogue words it (failureText). */
export function failureResult(status: number, message: string): DialogResult {
  return { tone: 'error', title: 'Oops..', text: failureText(status, message) };
}

/** A failed call as the result dialog shows it; the generic line when no answer came. */
export function failureDialog(error: unknown): DialogResult {
  return error instanceof ApiError ? failureResult(error.status, error.message) : failureResult(0, NO_ANSWER);
}
