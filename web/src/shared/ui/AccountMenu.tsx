import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

interface Props {
  /** The name on the button; 'Account' while it is not known. */
  name: string;
  /** Who the button's accessible name speaks of. */
  accountOf: string;
  buttonClassName: string;
  menuClassName: string;
  onProfile: () => void;
  onLogout: () => void;
}

/** The signed-in person's menu in a shell's top bar: Profile and Logout. */
export function AccountMenu({ name, accountOf, buttonClassName, menuClassName, onProfile, onLogout }: Props) {
  return (
    <MenuTrigger>
      <Button className={buttonClassName} aria-label={`Account menu for ${accountOf}`}>{name || 'Account'} ▾</Button>
      <Popover placement="bottom end">
        <Menu className={menuClassName} onAction={(key) => (key === 'logout' ? onLogout() : onProfile())}>
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="logout">Logout</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
