import { isApiError } from '@/api/errors';
import { useTranslation } from '@/i18n';
import { useNotify } from '../shared/notices';

/** The toast of a failed save: field problems point at the form, anything else is the generic notice. */
export function useSaveFailureNotice() {
  const { t } = useTranslation();
  const notify = useNotify();
  return (error: unknown) =>
    notify(
      'error',
      isApiError(error) && error.fieldErrors
        ? t('Please correct the highlighted fields.')
        : t('Something went wrong, please try again.'),
    );
}
