import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { downloadCsv } from '../../../shared/lib/csv.ts';

interface Props {
  /** The file's text, built when the reviewer confirms; null or empty when there is nothing to export. */
  build: () => string | null;
  fileName: string;
  label?: string;
}

/**
 * Export with the catalogue's confirm step (001, section 8): 'You want Download?' with Cancel and Download!;
 * cancelling says so, and an empty export says 'Invalid data' instead of handing over an empty file.
 */
export function ExportCsvButton({ build, fileName, label = 'Export' }: Props) {
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const download = () => {
    setAsking(false);
    const csv = build();
    if (!csv || csv.split('\r\n').length < 2) { setNotice('Invalid data'); return; }
    downloadCsv(fileName, csv);
    setNotice(`Downloaded ${fileName}`);
  };
  return (
    <>
      <Button className="button" onPress={() => { setNotice(null); setAsking(true); }}>{label}</Button>
      <span role="status" className="export-notice">{notice}</span>
      <Dialog title="You want Download?" isOpen={asking} onClose={() => { setAsking(false); setNotice('You cancel the download'); }}>
        <div className="review-actions">
          <Button className="button" onPress={() => { setAsking(false); setNotice('You cancel the download'); }}>Cancel</Button>
          <Button className="button button-primary" autoFocus onPress={download}>Download!</Button>
        </div>
      </Dialog>
    </>
  );
}
