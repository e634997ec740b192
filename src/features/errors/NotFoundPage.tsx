import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { StatusPage } from './StatusPage';

/** /not-found and every unknown path (docs/product.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={SearchX}
      code={t('Error 404')}
      title={t('Page not found')}
      message={t('The page you are looking for does not exist or has moved.')}
    />
  );
}

export { NotFoundPage as Component };
