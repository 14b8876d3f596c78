import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useCheckedSubmit } from '../../shared/forms/use-checked-submit.ts';
import type { DialogResult } from '../../shared/ui/ResultDialog.tsx';

/**
 * The administrator's create screens (a school, an underwriter, an approver): `send` answers the
 * success line for the dialog, and OK on a success goes back to the list the new record joins.
 */
export function useCreateForm(listPath: string) {
  const navigate = useNavigate();
  const { submission, submit } = useCheckedSubmit();
  const create = <T>(parse: () => z.ZodSafeParseResult<T>, send: (data: T) => Promise<string>) =>
    submit(parse, async (data) => ({ tone: 'success', title: 'Success', text: await send(data) }));
  const backToList = (result: DialogResult | null) => { if (result?.tone === 'success') void navigate(listPath); };
  return { submission, submit: create, backToList };
}
