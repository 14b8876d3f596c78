import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextField } from '../../../shared/ui/TextField.tsx';

interface Props {
  /** The submit button's words: 'Score Card', 'Search', 'KYC Check'. */
  action: string;
  busy?: boolean;
  initial?: string;
  onSearch: (applicationNo: string) => void;
}

/** The search box of the insight screens (001, section 5): required, at most 10 characters, upper-cased. */
export function ApplicationSearch({ action, busy = false, initial = '', onSearch }: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <Form
      className="application-search"
      onSubmit={(e) => {
        e.preventDefault();
        const applicationNo = value.trim().toUpperCase();
        if (!applicationNo) { setError('Application Number is required.'); return; }
        setError(undefined);
        onSearch(applicationNo);
      }}
    >
      <TextField label="Application Number" placeholder="Search by Application Number" maxLength={10} value={value} onChange={setValue} error={error} />
      <Button type="submit" className="button button-primary" isDisabled={busy}>{busy ? 'Searching…' : action}</Button>
    </Form>
  );
}
