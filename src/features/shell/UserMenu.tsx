import { Menu } from '@ark-ui/react/menu';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Pencil, User as UserIcon, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { masqueradeQueryOptions } from '@/api/masquerade';
import type { Me } from '@/api/session';
import { useTranslation } from '@/i18n';
import { floatingSurface } from '@/ui/floating-surface';
import { Icon } from '@/ui/Icon';
import { UserMenuFace, useFullName, userMenuTrigger } from './UserMenuFace';

const content = cx(floatingSurface, css({ minWidth: '56', paddingBlock: '1' }));
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '2',
  paddingInline: '3',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'primary.subtle' },
});

/** docs/product.md §2: profile, edit profile, masquerade where permitted, log out. */
export function UserMenu({ me, defaultOpen = false }: { me: Me & { uid: number }; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const masquerade = useQuery(masqueradeQueryOptions()).data;
  const fullName = useFullName(me);
  const entries = [
    { value: '/user', label: t('View profile'), icon: UserIcon },
    { value: `/user/${me.uid}/edit`, label: t('Edit profile'), icon: Pencil },
    ...(masquerade?.allowed && !masquerade.active
      ? [{ value: '/masquerade', label: t('Masquerade'), icon: Users }]
      : []),
    { value: '/user/logout', label: t('Log out'), icon: LogOut },
  ];
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={({ value }) => navigate(value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger className={userMenuTrigger} title={fullName}>
        <UserMenuFace me={me} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={content}>
          {entries.map((entry) => (
            <Menu.Item key={entry.value} value={entry.value} className={item}>
              <Icon icon={entry.icon} size={16} />
              {entry.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
