import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { css } from 'styled-system/css';
import { storefrontSettingsQueryOptions } from '@/api/storefront';
import { useTranslation } from '@/i18n';
import type { Restriction } from '../model';

const box = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  padding: '3',
  borderRadius: 'l2',
  bg: 'warning.subtle',
  color: 'fg',
});
const chip = css({
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  fontSize: 'sm',
});

/** Which audience the editor previews; sections that audience would not see are marked in the list. */
export function AudienceSummary({ restrictions }: { restrictions: readonly Restriction[] }) {
  const { t } = useTranslation();
  const settings = useQuery(storefrontSettingsQueryOptions());
  const labelOf = (type: string) =>
    t(settings.data?.restrictions.find((restriction) => restriction.type === type)?.label ?? type);
  return (
    <section className={box} aria-label={t('Target audience')} data-testid="audience-summary">
      <Eye size={18} aria-hidden="true" />
      <strong>{t('Previewing as:')}</strong>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
        {restrictions.map((restriction) => (
          <li key={restriction.type} className={chip}>
            {labelOf(restriction.type)}:{' '}
            {Array.isArray(restriction.value)
              ? t('@count chosen', { '@count': restriction.value.length })
              : String(restriction.value)}
          </li>
        ))}
      </ul>
    </section>
  );
}
