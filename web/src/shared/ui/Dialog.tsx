import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface Props {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: React.ReactNode;
}

/** A modal dialog (the GST and ITR credential prompts): focus is trapped inside and Escape closes it. */
export function Dialog({ title, isOpen, onClose, children }: Props) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable>
      <Modal className="dialog-modal">
        <AriaDialog className="dialog">
          <Heading slot="title">{title}</Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
