import { Ban, ChevronLeft, ChevronRight, CircleCheck, Plus, Repeat } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Button, Icon, IconButton } from '@/ui';
import type { CalendarView } from '../model/range';
import { slotAppearance, statusIcon } from './slot-style';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  justifyContent: 'space-between',
});
// A group that no longer fits its line goes on over two: with the text spacing WCAG 1.4.12 asks to
// be able to set, the range's heading and New slot ran past a 320 px screen.
const group = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });
// On the buttons' line while its longest word fits there, below them when not.
const rangeHeading = css({
  flex: '1 1 min-content',
  fontSize: 'xl',
  fontWeight: 'bold',
  marginInlineStart: '3',
  margin: 0,
});
const segmented = css({
  display: 'inline-flex',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  overflow: 'hidden',
  '& > button': { borderRadius: '0', borderWidth: '0' },
  // The chosen view keeps its colours under the pointer (the ghost hover would paint it near-white).
  '& > button[aria-pressed=true]': {
    bg: 'primary',
    color: 'primary.fg',
    _hover: { bg: 'primary.hover', color: 'primary.fg' },
  },
});
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
const swatch = css({ display: 'inline-block', width: '5', height: '3.5', verticalAlign: 'middle' });

export interface CalendarToolbarProps {
  view: CalendarView;
  headingId: string;
  heading: string;
  timeZone: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  onViewChange: (view: CalendarView) => void;
  onNewSlot: () => void;
  /** Level of the range heading in the page outline. */
  headingLevel?: 2 | 3;
}

export function CalendarToolbar({
  view,
  headingId,
  heading,
  timeZone,
  onPrevious,
  onToday,
  onNext,
  onViewChange,
  onNewSlot,
  headingLevel = 2,
}: CalendarToolbarProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={bar}>
        <div className={group}>
          <IconButton
            icon={ChevronLeft}
            mirrored
            variant="outline"
            label={view === 'week' ? t('Previous week') : t('Previous month')}
            onClick={onPrevious}
          />
          <Button variant="outline" onClick={onToday}>
            {t('Today')}
          </Button>
          <IconButton
            icon={ChevronRight}
            mirrored
            variant="outline"
            label={view === 'week' ? t('Next week') : t('Next month')}
            onClick={onNext}
          />
          {/* An interval's punctuation comes from the runtime's locale data, which no locale tag pins
              (Arabic: "30 نوفمبر – 6 ديسمبر 2026" in Node, with a comma before the year in ICU 72):
              a browser with other data keeps the server's text until the next render (docs/i18n.md). */}
          <Heading id={headingId} suppressHydrationWarning aria-live="polite" className={rangeHeading}>
            {heading}
          </Heading>
        </div>
        <div className={group}>
          {/* biome-ignore lint/a11y/useSemanticElements: a toggle-button group, not a form fieldset */}
          <div role="group" aria-label={t('View')} className={segmented}>
            <Button variant="ghost" aria-pressed={view === 'week'} onClick={() => onViewChange('week')}>
              {t('Week')}
            </Button>
            <Button variant="ghost" aria-pressed={view === 'month'} onClick={() => onViewChange('month')}>
              {t('Month')}
            </Button>
          </div>
          <Button startIcon={<Icon icon={Plus} size={18} />} onClick={onNewSlot}>
            {t('New slot')}
          </Button>
        </div>
      </div>
      <div className={cx(bar, css({ justifyContent: 'flex-start', columnGap: '6' }))}>
        <ul className={legend} aria-label={t('Legend')}>
          <li className={group}>
            <span className={cx(slotAppearance({ status: 'available' }), swatch)} />
            <Icon icon={CircleCheck} size={14} className={statusIcon({ status: 'available' })} />
            {t('Available')}
          </li>
          <li className={group}>
            <span className={cx(slotAppearance({ status: 'unavailable' }), swatch)} />
            <Icon icon={Ban} size={14} className={statusIcon({ status: 'unavailable' })} />
            {t('Unavailable')}
          </li>
          <li className={group}>
            <Icon icon={Repeat} size={14} />
            {t('Repeats weekly')}
          </li>
        </ul>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', margin: 0 })}>
          {t('Times in @zone', { '@zone': timeZone })}
        </p>
      </div>
    </div>
  );
}
