import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { fieldErrors } from '../../../shared/lib/form-errors.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import type { useOtpFlow } from './use-otp-flow.ts';
import './otp-auth.css';

type OtpFlow = ReturnType<typeof useOtpFlow>;

/**
 * What sign-up and log-in share: the tab's title, the move to `landing` once signed in, and
 * `submitChecked(parse, code)`, the submit handler that sends the code on only when the form passes.
 */
export function useOtpEntry(flow: OtpFlow, documentTitle: string, landing: string) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    document.title = documentTitle;
  }, []);
  useEffect(() => {
    if (flow.step === 'signedIn') void navigate(landing, { replace: true });
  }, [flow.step, navigate]);

  const submitChecked = (parse: () => z.ZodSafeParseResult<unknown>, code: string) => (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parse();
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    flow.submit(code);
  };
  return { errors, submitChecked };
}

interface Props {
  title: string;
  flow: OtpFlow;
  onSubmit: (event: React.FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  /** The link to the other screen (log in, register). */
  footer: React.ReactNode;
  children: React.ReactNode;
}

/** The page of sign-up and log-in: the flow's notices, the form, its button, the link to the other screen. */
export function OtpEntryPage({ title, flow, onSubmit, submitLabel, busyLabel, footer, children }: Props) {
  return (
    <main className="auth-page">
      <h1>{title}</h1>
      <div className="auth-card">
        {flow.notice ? <Notice tone="success" title="Success">{flow.notice}</Notice> : null}
        {flow.error ? <Notice tone="error" title="Oops..">{flow.error}</Notice> : null}
        <form onSubmit={onSubmit} noValidate>
          {children}
          <Button type="submit" className="button primary" isDisabled={flow.step === 'verifying'}>
            {flow.step === 'verifying' ? busyLabel : submitLabel}
          </Button>
        </form>
        {footer}
      </div>
    </main>
  );
}
