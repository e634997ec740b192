import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import {
  type RuleEvent,
  type RulesSettings,
  rulesSettingsQueryOptions,
  saveRulesMutationOptions,
} from '@/api/incentives-settings';
import { useTranslation } from '@/i18n';
import { Field, Skeleton } from '@/ui';
import { applyServerErrors } from '@/ui/form';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import {
  checkboxRowStyle,
  numericCellStyle,
  pageStyle,
  tableStyle,
  tableWrapStyle,
} from '../../shared/styles';
import { NumberInput, SubmitRow } from '../form-parts';
import { useSaveFailureNotice } from '../save-feedback';

export const RULE_LABELS: Record<RuleEvent, string> = {
  course_completed: 'Course completed',
  certificate_earned: 'Certificate earned',
  training_started: 'Training started',
  login_streak: 'Login streak (each day)',
  profile_completed: 'Profile completed',
  review_written: 'Review written',
};

const MAX_POINTS = 100_000;

/** /settings/incentives/rules: points per event, each switchable, and the leaderboard switch. */
export function RulesPage() {
  const { t } = useTranslation();
  const rules = useQuery(rulesSettingsQueryOptions());
  return (
    <div className={pageStyle}>
      <PageTitle title={t('Rules')} back={{ to: '/settings/incentives', title: t('Incentives settings') }} />
      {rules.isPending ? (
        <Skeleton height={360} />
      ) : rules.isError ? (
        <QueryErrorState error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <RulesForm settings={rules.data} />
      )}
    </div>
  );
}

function RulesForm({ settings }: { settings: RulesSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const save = useMutation(saveRulesMutationOptions(queryClient));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RulesSettings>({ defaultValues: settings });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // The form now starts from what the server stored.
      reset(saved);
      notify('success', t('The rules have been saved.'));
    } catch (error) {
      applyServerErrors(
        error,
        setError,
        values.rules.flatMap((_, index) => [`rules.${index}.points`, `rules.${index}.enabled`] as const),
      );
      notifyFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: '5', maxWidth: '3xl' })}>
      <div className={tableWrapStyle}>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>{t('Points per event')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Event')}</th>
              <th scope="col">{t('Enabled')}</th>
              <th scope="col" className={numericCellStyle}>
                {t('Points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.rules.map((rule, index) => {
              const label = t(RULE_LABELS[rule.event]);
              const error = errors.rules?.[index]?.points;
              return (
                <tr key={rule.event}>
                  <th scope="row" className={css({ fontWeight: 'medium!', bg: 'transparent!' })}>
                    {label}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('@event enabled', { '@event': label })}
                      className={css({ width: '4', height: '4', accentColor: 'token(colors.primary)' })}
                      {...register(`rules.${index}.enabled`)}
                    />
                  </td>
                  <td className={css({ width: '56' })}>
                    <Field
                      label={t('Points for @event', { '@event': label })}
                      hideLabel
                      error={error?.type !== 'server' ? error?.message : undefined}
                      serverError={error?.type === 'server' ? error.message : undefined}
                    >
                      <NumberInput
                        max={MAX_POINTS}
                        {...register(`rules.${index}.points`, {
                          valueAsNumber: true,
                          validate: (value) =>
                            (Number.isInteger(value) && value >= 0 && value <= MAX_POINTS) ||
                            t('Enter a number of points from 0 to 100000.'),
                        })}
                      />
                    </Field>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <label className={checkboxRowStyle}>
        <input type="checkbox" {...register('leaderboard_enabled')} />
        {t('Show the leaderboard to learners')}
      </label>
      <SubmitRow label={t('Save rules')} pending={isSubmitting} />
    </form>
  );
}
