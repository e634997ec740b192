import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, LogIn, Play, UserRoundX } from 'lucide-react';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { enrolMutationOptions, leaveMutationOptions, type TrainingDetail } from '@/api/catalog';
import { ApiError } from '@/api/errors';
import { loginPathFor } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Badge, Button, ConfirmDialog, Icon, Link, ProgressBar } from '@/ui';
import { formatDay } from './format';

const panel = css({
  display: 'grid',
  gap: '3',
  padding: '5',
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
  alignContent: 'start',
});
const note = css({ margin: 0, color: 'fg.muted', fontSize: 'sm' });
const refusal = css({ margin: 0, padding: '3', borderRadius: 'l2', bg: 'error.subtle', color: 'error' });

/** A server refusal's own message (a full training), else the generic notice. */
const refusalMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError &&
  typeof (error.data as { message?: unknown } | undefined)?.message === 'string' &&
  error.status === 400
    ? (error.data as { message: string }).message
    : fallback;

export interface EnrolmentPanelProps {
  training: TrainingDetail;
  /** Brings the next lesson to do into view (Start, Continue). */
  onContinue: () => void;
}

/**
 * The learner's place in the training and the one action that moves it on:
 * Enrol (or request a place), Start, Continue, Leave; Full and Awaiting approval
 * say why there is nothing to press; visitors are asked to log in.
 */
export function EnrolmentPanel({ training, onContinue }: EnrolmentPanelProps) {
  const { t, langcode } = useTranslation();
  const queryClient = useQueryClient();
  const enrol = useMutation(enrolMutationOptions(queryClient));
  const leave = useMutation(leaveMutationOptions(queryClient));
  const [confirming, setConfirming] = useState(false);
  // Once the training is left, its button is gone: the focus goes to Enrol, which took its place.
  const enrolButton = useRef<HTMLButtonElement>(null);
  const enrolment = training.enrolment;
  const seatsLeft =
    training.seats.capacity === null ? null : Math.max(training.seats.capacity - training.seats.taken, 0);

  const leaveButton = (label: string) => (
    <Button
      variant="ghost"
      startIcon={<Icon icon={UserRoundX} size={18} />}
      onClick={() => setConfirming(true)}
    >
      {label}
    </Button>
  );
  const withdrawing = enrolment?.state === 'awaiting_approval';

  let body: React.ReactNode;
  if (enrolment === null) {
    body = (
      <>
        <p className={note}>{t('Log in to enrol in this training.')}</p>
        <Link
          to={loginPathFor({ pathname: `/course/${training.id}` })}
          button={{ variant: 'solid', size: 'lg' }}
        >
          <Icon icon={LogIn} size={20} />
          {t('Log in to enrol')}
        </Link>
      </>
    );
  } else {
    switch (enrolment.state) {
      case 'not_enrolled':
        body = (
          <>
            {training.approval_required && (
              <p className={note}>{t('A manager approves each enrolment in this training.')}</p>
            )}
            {seatsLeft !== null && (
              <p className={note}>
                {t('@count of @capacity seats left', {
                  '@count': seatsLeft,
                  '@capacity': training.seats.capacity ?? 0,
                })}
              </p>
            )}
            <Button
              ref={enrolButton}
              size="lg"
              loading={enrol.isPending}
              onClick={() => enrol.mutate(training.id)}
            >
              {training.approval_required ? t('Request enrolment') : t('Enrol')}
            </Button>
            {enrol.isError && (
              <p className={refusal} role="alert">
                {refusalMessage(enrol.error, t('Something went wrong, please try again.'))}
              </p>
            )}
          </>
        );
        break;
      case 'full':
        body = (
          <>
            <Badge tone="error">{t('Full')}</Badge>
            <p className={note}>{t('Every seat is taken. Check back later: a place may free up.')}</p>
          </>
        );
        break;
      case 'awaiting_approval':
        body = (
          <>
            <Badge tone="warning">
              <Icon icon={Clock} size={14} />
              {t('Awaiting approval')}
            </Badge>
            <p className={note}>
              {t('You asked to enrol on @date. A manager will answer your request.', {
                '@date': formatDay(enrolment.requested, langcode),
              })}
            </p>
            {leaveButton(t('Withdraw request'))}
          </>
        );
        break;
      case 'enrolled':
        body = (
          <>
            <Badge tone="primary">{t('Enrolled')}</Badge>
            <p className={note}>
              {t('Enrolled on @date', { '@date': formatDay(enrolment.enrolled, langcode) })}
            </p>
            <Button size="lg" startIcon={<Icon icon={Play} size={20} />} onClick={onContinue}>
              {t('Start training')}
            </Button>
            {leaveButton(t('Leave training'))}
          </>
        );
        break;
      case 'in_progress':
        body = (
          <>
            <Badge tone="primary">{t('In progress')}</Badge>
            <ProgressBar value={enrolment.percent} label={t('Progress')} />
            <p className={note}>{t('@percent% complete', { '@percent': enrolment.percent })}</p>
            <Button size="lg" startIcon={<Icon icon={Play} size={20} />} onClick={onContinue}>
              {t('Continue')}
            </Button>
            {leaveButton(t('Leave training'))}
          </>
        );
        break;
      case 'completed':
        body = (
          <>
            <Badge tone="success">
              <Icon icon={CircleCheck} size={14} />
              {t('Completed')}
            </Badge>
            <p className={css({ margin: 0, fontWeight: 'semibold' })}>
              {t('Completed on @date', { '@date': formatDay(enrolment.completed, langcode) })}
            </p>
          </>
        );
        break;
    }
  }

  return (
    <section className={panel} aria-labelledby="enrolment-title" data-testid="enrolment-panel">
      <h2 id="enrolment-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', margin: 0 })}>
        {t('Your enrolment')}
      </h2>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={withdrawing ? t('Withdraw your request?') : t('Leave this training?')}
        description={
          withdrawing
            ? t('Your request to enrol in “@title” is cancelled.', { '@title': training.title })
            : t('You leave “@title” and your progress in it is lost.', { '@title': training.title })
        }
        confirmLabel={withdrawing ? t('Withdraw request') : t('Leave training')}
        pending={leave.isPending}
        finalFocusEl={() => enrolButton.current}
        onConfirm={() =>
          leave.mutate(training.id, {
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
