import { ChevronDown } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Me } from '@/api/session';
import { useTranslation } from '@/i18n';
import { Avatar } from '@/ui/Avatar';
import { Icon } from '@/ui/Icon';

export const userMenuTrigger = css({
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

export const useFullName = (me: Me) => {
  const { t } = useTranslation();
  return me.profile?.full_name ?? t('My account');
};

/** What the user menu's button shows: the avatar, the name (from md up) and a chevron. */
export function UserMenuFace({ me }: { me: Me }) {
  const fullName = useFullName(me);
  return (
    <>
      <Avatar name={fullName} src={me.profile?.avatar} />
      <bdi className={name}>{fullName}</bdi>
      <Icon icon={ChevronDown} size={16} className={chevron} />
    </>
  );
}

/**
 * The button as it looks while the menu's code is on its way (./LazyUserMenu.tsx): the same box,
 * so nothing moves when the real one takes its place.
 */
export function UserMenuPlaceholder({ me, onPress }: { me: Me; onPress: () => void }) {
  const fullName = useFullName(me);
  return (
    <button
      type="button"
      className={userMenuTrigger}
      title={fullName}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onPress}
    >
      <UserMenuFace me={me} />
    </button>
  );
}
