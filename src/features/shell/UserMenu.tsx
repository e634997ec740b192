import { Menu } from '@ark-ui/react/menu';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, LogOut, Pencil, User as UserIcon, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { masqueradeQueryOptions } from '@/api/masquerade';
import type { Me } from '@/api/session';
import { useTranslation } from '@/i18n';
import { Avatar } from '@/ui/Avatar';
import { floatingSurface } from '@/ui/floating-surface';
import { Icon } from '@/ui/Icon';

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minWidth: 0,
  maxWidth: { md: '64' },
  paddingBlock: '1',
  paddingInline: '1.5',
  borderRadius: 'l2',
  color: 'inherit',
  cursor: 'pointer',
  _hover: { bg: 'muted', color: 'fg' },
});
const name = css({
  display: { base: 'none', md: 'block' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: 'semibold',
  fontSize: 'sm',
});
// The avatar alone says "your account" on a phone, where every pixel of the header counts.
const chevron = css({ display: { base: 'none', sm: 'block' } });
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
export function UserMenu({ me }: { me: Me & { uid: number } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const masquerade = useQuery(masqueradeQueryOptions()).data;
  const fullName = me.profile?.full_name ?? t('My account');
  const entries = [
    { value: '/user', label: t('View profile'), icon: UserIcon },
    { value: `/user/${me.uid}/edit`, label: t('Edit profile'), icon: Pencil },
    ...(masquerade?.allowed && !masquerade.active
      ? [{ value: '/masquerade', label: t('Masquerade'), icon: Users }]
      : []),
    { value: '/user/logout', label: t('Log out'), icon: LogOut },
  ];
  return (
    <Menu.Root onSelect={({ value }) => navigate(value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={trigger} title={fullName}>
        <Avatar name={fullName} src={me.profile?.avatar} />
        <bdi className={name}>{fullName}</bdi>
        <Icon icon={ChevronDown} size={16} className={chevron} />
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
