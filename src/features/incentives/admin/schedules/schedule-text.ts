import type { Schedule } from '@/api/incentives-schedules';
import type { Translator } from '@/i18n';
import { formattingLocale } from '@/lib/intl-fallback';
import { formatServerDate } from '../../shared/dates';

export const monthName = (month: number, langcode: string) =>
  new Intl.DateTimeFormat(formattingLocale(langcode), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  );

/** "Every year on 31 December", "Every month on day 1", "Once on 31 Mar 2027". */
export function describeFrequency(
  schedule: Pick<Schedule, 'frequency' | 'date' | 'month' | 'day'>,
  { t, langcode }: Pick<Translator, 't' | 'langcode'>,
): string {
  if (schedule.frequency === 'once')
    return schedule.date
      ? t('Once on @date', { '@date': formatServerDate(schedule.date, langcode) })
      : t('Once');
  if (schedule.frequency === 'yearly' && schedule.month && schedule.day)
    return t('Every year on @month @day', {
      '@month': monthName(schedule.month, langcode),
      '@day': schedule.day,
    });
  if (schedule.frequency === 'monthly' && schedule.day)
    return t('Every month on day @day', { '@day': schedule.day });
  return t('Not set');
}
