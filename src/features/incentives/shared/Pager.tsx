import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from 'styled-system/css';
import type { PageMeta } from '@/api/endpoint';
import { useTranslation } from '@/i18n';
import { Button, Icon } from '@/ui';

const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });

export interface PagerProps {
  meta: PageMeta;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Products pages'. */
  label: string;
}

/** Previous / next paging over a zero-based page index, announced as "Page 2 of 5". */
export function Pager({ meta, onPage, label }: PagerProps) {
  const { t, formatNumber } = useTranslation();
  if (meta.totalPages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4' })}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page <= 0}
        onClick={() => onPage(meta.page - 1)}
        startIcon={<Icon icon={ChevronLeft} size={16} className={mirrored} />}
      >
        {t('Previous')}
      </Button>
      <span aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t('Page @page of @total', {
          '@page': formatNumber(meta.page + 1),
          '@total': formatNumber(meta.totalPages),
        })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={meta.isLastPage}
        onClick={() => onPage(meta.page + 1)}
        endIcon={<Icon icon={ChevronRight} size={16} className={mirrored} />}
      >
        {t('Next')}
      </Button>
    </nav>
  );
}
