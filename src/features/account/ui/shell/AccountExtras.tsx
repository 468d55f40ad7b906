// What the header's account slot loads on demand: the account menu and the notices (default export for React.lazy).
import AccountMenu from './AccountMenu'
import AccountNotices from './AccountNotices'

interface Props {
  menu: { anchor: HTMLElement; name: string; onClose: () => void } | null
}

export default function AccountExtras({ menu }: Props) {
  return (
    <>
      {menu ? <AccountMenu id="account-menu" anchor={menu.anchor} open onClose={menu.onClose} name={menu.name} /> : null}
      <AccountNotices />
    </>
  )
}
