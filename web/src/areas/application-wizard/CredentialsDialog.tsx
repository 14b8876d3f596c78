import { useState } from 'react';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';

/** The GST or ITR portal login, asked in a dialog and sent on Confirm; never kept in the browser. */
export function CredentialsDialog({ title, isOpen, onClose, onConfirm }: {
  title: string; isOpen: boolean; onClose: () => void; onConfirm: (credentials: { username: string; password: string }) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  function confirm() {
    const found = { ...(username.trim() ? {} : { username: 'Username is required.' }), ...(password ? {} : { password: 'Password is required.' }) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onConfirm({ username: username.trim(), password });
    setPassword('');
    onClose();
  }
  return (
    <Dialog title={title} isOpen={isOpen} onClose={onClose}>
      <TextField label="Username" value={username} onChange={setUsername} error={errors.username} autoComplete="off" />
      <TextField label="Password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="off" />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>Cancel</button>
        <button type="button" className="button primary" onClick={confirm}>Confirm</button>
      </div>
    </Dialog>
  );
}
