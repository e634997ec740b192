import { Ban, CircleCheck, Repeat } from 'lucide-react';
import { type CSSProperties, Fragment, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { Icon } from '@/ui';
import type { Occurrence } from '../model/types';
import { slotAppearance, srOnly, statusIcon } from './slot-style';
import type { CalendarFormat } from './use-calendar-format';

const block = css({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  paddingBlock: '1',
  paddingInline: '1.5',
  zIndex: 'raised',
  minHeight: '5',
});
/**
 * Below `sm` a month's day is 41 to 50 px wide on a phone: the chip keeps only its start time (its
 * colour and hatching still tell the status), which may break after its separator ("09:" over "00"
 * on a 320 px screen) rather than be cut to "09".
 */
const chip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  width: '100%',
  paddingBlock: '0.5',
  paddingInline: { base: '0.5', sm: '1.5' },
  whiteSpace: { base: 'normal', sm: 'nowrap' },
});
const wideChipOnly = css({ hideBelow: 'sm' });
// From `sm` the time keeps its whole width and the note gives way: Chromium breaks at a <wbr> even in nowrap text.
const chipTime = css({ fontWeight: 'semibold', flexShrink: { base: '1', sm: '0' } });
const line = css({ display: 'flex', alignItems: 'center', gap: '1', minWidth: 0 });
const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export interface SlotButtonProps {
  occurrence: Occurrence;
  format: CalendarFormat;
  onOpen: (occurrence: Occurrence) => void;
  /** Week grid: absolutely placed block; month grid: one-line chip. */
  variant: 'block' | 'chip';
  style?: CSSProperties;
  /** Block variant: how many lines of text fit (time, status, note); the rest stays for screen readers. */
  lines?: number;
  /** -1 outside the grid's focused cell (useGridNavigation's inTabOrder). */
  tabIndex?: number;
}

/**
 * Enter and Space open the slot, and stop there: the cell would also create a slot. The arrows go on
 * to the cell, which moves the focus to the next one.
 */
export function keepActivationFromTheCell(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

const reorder = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 });

/**
 * One occurrence of a slot; opens it for editing. Its name comes from its
 * content (status, day, times, note, repetition) so what is seen is what is
 * announced; the day and the repetition are visually hidden.
 */
export function SlotButton({
  occurrence,
  format,
  onOpen,
  variant,
  style,
  lines = 3,
  tabIndex,
}: SlotButtonProps) {
  const { t } = useTranslation();
  const { status, recurrence, note } = occurrence.slot;
  const StatusIcon = status === 'available' ? CircleCheck : Ban;
  const statusText = status === 'available' ? t('Available') : t('Unavailable');
  const when = format.dateTimeRange(occurrence.start, occurrence.end);
  // What a screen reader says between the parts: the language's own comma (Arabic's is ،).
  const comma = t(', ');
  const repeats = recurrence ? <span className={srOnly}>{`${comma}${t('repeats weekly')}`}</span> : null;
  return (
    <button
      type="button"
      data-slot={occurrence.key}
      data-slot-id={occurrence.slot.id}
      data-status={status}
      className={cx(slotAppearance({ status }), variant === 'block' ? block : chip)}
      style={style}
      tabIndex={tabIndex}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={keepActivationFromTheCell}
      onClick={() => onOpen(occurrence)}
    >
      {variant === 'block' ? (
        <span className={reorder}>
          <span className={lines >= 2 ? cx(line, css({ order: 2 })) : srOnly}>
            <Icon icon={StatusIcon} size={14} className={statusIcon({ status })} />
            <span className={ellipsis}>{statusText}</span>
          </span>
          <span className={srOnly}>{`${comma}${when}`}</span>
          <span aria-hidden="true" className={cx(line, css({ order: 1, fontWeight: 'semibold' }))}>
            {lines < 2 && <Icon icon={StatusIcon} size={12} className={statusIcon({ status })} />}
            <span className={ellipsis}>{format.timeRange(occurrence.start, occurrence.end)}</span>
            {recurrence && <Icon icon={Repeat} size={12} />}
          </span>
          {note && (
            <span
              dir="auto"
              className={lines >= 3 ? cx(ellipsis, css({ order: 3, color: 'fg.muted' })) : srOnly}
            >
              <span className={srOnly}>{comma}</span>
              {note}
            </span>
          )}
          {repeats}
        </span>
      ) : (
        <>
          <Icon icon={StatusIcon} size={12} className={cx(statusIcon({ status }), wideChipOnly)} />
          <span className={srOnly}>{`${statusText}${comma}${when}${note ? `${comma}${note}` : ''}`}</span>
          <span aria-hidden="true" className={chipTime}>
            {format.timeParts(occurrence.start).map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted time, in a fixed order.
              <Fragment key={index}>
                {part.value}
                {part.type === 'literal' && <wbr />}
              </Fragment>
            ))}
          </span>
          <span aria-hidden="true" dir={note ? 'auto' : undefined} className={cx(ellipsis, wideChipOnly)}>
            {note || statusText}
          </span>
          {recurrence && <Icon icon={Repeat} size={12} className={wideChipOnly} />}
          {repeats}
        </>
      )}
    </button>
  );
}
