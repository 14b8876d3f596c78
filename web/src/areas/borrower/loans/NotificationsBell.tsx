import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { fetchNotifications, type Notification } from './borrower-loans.api.ts';

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The bell of the borrower shell: the parent's loans' events as notices, newest first, read when opened. */
export function NotificationsBell() {
  const [notices, setNotices] = useState<Notification[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = (open: boolean) => {
    if (!open) return;
    setFailed(false);
    fetchNotifications().then(setNotices).catch(() => setFailed(true));
  };
  return (
    <DialogTrigger onOpenChange={load}>
      <Button className="bell" aria-label="Notifications">🔔</Button>
      <Popover placement="bottom end" className="notifications-popover">
        <Dialog className="dialog" data-testid="notifications">
          <Heading slot="title">Notifications</Heading>
          {failed ? <p>Some thing went wrong, Please Retry</p> : null}
          {notices === null && !failed ? <p role="status">Loading…</p> : null}
          {notices?.length === 0 ? <p>No notifications yet.</p> : null}
          {notices && notices.length > 0 ? (
            <ul>
              {notices.map((n) => <li key={n.id}><p>{n.message}</p><small>{WHEN.format(new Date(n.at))}</small></li>)}
            </ul>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
