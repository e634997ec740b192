import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/features/i18n/I18nProvider';
import { StatusPage } from './StatusPage';

/** /denied, where every 403 and every closed feature gate leads (SPEC.md §2, §6). */
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
