import { Button, Dialog, Heading, Modal } from 'react-aria-components';
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

/** The catalogue's wording for a failed call: 400s try again, 500s try again later, no answer at all a generic line. */
export function failureResult(status: number, message: string): DialogResult {
  if (status === 0) return { tone: 'error', title: 'Oops..', text: message };
  const text = status >= 500 ? `Sorry, ${message} ! please try again after some time.` : `Sorry, ${message} ! please try again.`;
  return { tone: 'error', title: 'Oops..', text };
}
