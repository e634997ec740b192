import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { StatusPage } from './StatusPage';

/** /denied, where every 403 and every closed feature gate leads (docs/product.md §2, §6). */
export function DeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={ShieldAlert}
      code={t('Error 403')}
      title={t('Access denied')}
      message={t(
        'You do not have permission to see this page. Ask an administrator if you think you should.',
      )}
    />
  );
}

export { DeniedPage as Component };
