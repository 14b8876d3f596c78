import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice, failureText } from '../../../shared/ui/Notice.tsx';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { fetchSendBacks, resubmitSection, type SendBack } from './send-backs.api.ts';

const SECTION_TITLES: Record<string, string> = {
  studentDetails: 'Student details', borrowerDetails: 'Your details', addressDetails: 'Your address', kycDetails: 'E-KYC details',
  documentDetails1: 'Bank and income documents', documentDetails2: 'Work details', selfEmployedDetails1: 'PAN, GST, bank and ITR',
  selfEmployedDetails2: 'Business details', selfEmployedDetails3: 'Business history', feeDetails: 'Fee details',
};

/** Sections a reviewer sent back, with the comment, a way to correct them and to send them for review again. */
export function SendBacksPanel() {
  const [sendBacks, setSendBacks] = useState<SendBack[]>([]);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const load = () => fetchSendBacks().then(setSendBacks).catch(() => setSendBacks([]));
  useEffect(() => { void load(); }, []);

  async function onResubmit(item: SendBack) {
    try {
      setMessage({ tone: 'success', text: `Done ! ${await resubmitSection(item.loanid, item.section)}` });
      await load();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiError ? failureText(error.status, error.message) : 'Some thing went wrong, Please Retry' });
    }
  }

  if (sendBacks.length === 0 && !message) return null;
  return (
    <section className="card" aria-labelledby="send-backs-heading" data-testid="send-backs">
      <h2 id="send-backs-heading">Please correct your application</h2>
      {message ? <Notice tone={message.tone} title={message.tone === 'success' ? 'Success' : 'Oops..'}>{message.text}</Notice> : null}
      <ul>
        {sendBacks.map((item) => (
          <li key={`${item.loanid}-${item.section}`}>
            <p><strong>{SECTION_TITLES[item.section] ?? item.section}</strong> of application {item.loanid}: {item.comment ?? 'The reviewer asked for a correction.'}</p>
            <p>
              <Link to="/profile">Correct it in your application</Link>{' '}
              <button type="button" className="button" onClick={() => void onResubmit(item)}>I have corrected it — send for review</button>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
