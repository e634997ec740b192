import { useQuery } from '@tanstack/react-query';
import { Award, Bell, LogOut, type LucideIcon, Pencil, User as UserIcon, Users } from 'lucide-react';
import { masqueradeQueryOptions } from '@/api/masquerade';
import type { Me } from '@/api/session';
import { useTranslation } from '@/i18n';
import { Menu, type MenuEntry } from '@/ui/Menu';
import { UserMenuFace, useFullName, userMenuTrigger } from './UserMenuFace';
import { useReloadWhenSignedOut } from './use-reload-when-signed-out';

/**
 * docs/product.md §2: profile, edit profile, the archive of completed trainings, what the user follows,
 * masquerade where permitted, log out. Each is a link,
 * as in any account menu: it opens in a new tab with the browser's own keys. Rendered only for a
 * signed-in user, it also reloads a page restored from the back-forward cache once they are not.
 */
export function UserMenu({ me, defaultOpen = false }: { me: Me & { uid: number }; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const masquerade = useQuery(masqueradeQueryOptions()).data;
  const fullName = useFullName(me);
  useReloadWhenSignedOut(me.uid);
  const link = (href: string, label: string, icon: LucideIcon): MenuEntry => ({
    value: href,
    href,
    label,
    icon,
  });
  return (
    <Menu
      defaultOpen={defaultOpen}
      placement="bottom-end"
      items={[
        link('/user', t('View profile'), UserIcon),
        link(`/user/${me.uid}/edit`, t('Edit profile'), Pencil),
        // The user's own lists, which the server's navigation need not name.
        link('/archive', t('Archive'), Award),
        link('/subscriptions', t('Subscriptions'), Bell),
        ...(masquerade?.allowed && !masquerade.active ? [link('/masquerade', t('Masquerade'), Users)] : []),
        link('/user/logout', t('Log out'), LogOut),
      ]}
      trigger={
        <button type="button" className={userMenuTrigger} title={fullName}>
          <UserMenuFace me={me} />
        </button>
      }
    />
  );
}
