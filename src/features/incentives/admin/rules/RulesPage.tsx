import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import {
  type RuleEvent,
  type RulesSettings,
  rulesSettingsQueryOptions,
  saveRulesMutationOptions,
} from '@/api/incentives-settings';
import { ruleSchema, rulesSettingsSchema } from '@/api/incentives-settings.schemas';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { z } from '@/api/zod';
import { useTranslation } from '@/i18n';
import { BackLink, LeaveWithoutSaving, Page, Skeleton, Table, type TableColumn } from '@/ui';
import { FormErrors, unsavedEdits, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { useNotify } from '../../shared/notices';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { CheckboxField, NumberField, SubmitRow } from '../form-parts';
import { RULE_LABELS } from '../rule-labels';
import { useSaveFailureNotice } from '../save-feedback';

const MAX_POINTS = 100_000;
const POINTS_MESSAGE = 'Enter a number of points from 0 to 100000.';
// The contract's schemas are zod/mini objects (no `.extend`): their fields, extended, in a form schema.
const rulesFormSchema = z.object({
  ...rulesSettingsSchema.shape,
  rules: z.array(
    z.object({
      ...ruleSchema.shape,
      points: z
        .number({ error: POINTS_MESSAGE })
        .int(POINTS_MESSAGE)
        .min(0, POINTS_MESSAGE)
        .max(MAX_POINTS, POINTS_MESSAGE),
    }),
  ),
});

export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(rulesSettingsQueryOptions());
  return null;
};

/** /settings/incentives/rules: points per event, each switchable, and the leaderboard switch. */
export function RulesPage() {
  const { t } = useTranslation();
  const rules = useQuery(rulesSettingsQueryOptions());
  return (
    <Page title={t('Rules')} back={<BackLink to="/settings/incentives" title={t('Incentives settings')} />}>
      {rules.isPending ? (
        <Skeleton height={360} />
      ) : rules.isError ? (
        <QueryErrorState error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <RulesForm settings={rules.data} />
      )}
    </Page>
  );
}

interface RuleRow {
  index: number;
  event: RuleEvent;
  /** Translated. */
  label: string;
}

function RulesForm({ settings }: { settings: RulesSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const save = useMutation(saveRulesMutationOptions(queryClient));
  const form = useZodForm(rulesFormSchema, { defaultValues: settings });
  const fields = [
    ...settings.rules.flatMap((_, index) => [`rules.${index}.points`, `rules.${index}.enabled`] as const),
    'leaderboard_enabled',
  ] as const;
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    fields,
    async (values) => {
      const saved = await save.mutateAsync(values);
      // The form now starts from what the server stored.
      form.reset(saved);
      notify('success', t('The rules have been saved.'));
    },
    notifyFailure,
  );

  // On a phone each event is a card: its name, the switch beside it, the points below.
  const columns: TableColumn<RuleRow>[] = [
    { key: 'event', header: t('Event'), rowHeader: true, card: 'title', cell: (row) => row.label },
    {
      key: 'enabled',
      header: t('Enabled'),
      fit: true,
      card: 'aside',
      cell: (row) => (
        <CheckboxField form={form} name={`rules.${row.index}.enabled`}>
          <span className={css({ srOnly: true })}>{t('@event enabled', { '@event': row.label })}</span>
        </CheckboxField>
      ),
    },
    {
      key: 'points',
      header: t('Points'),
      align: 'end',
      cell: (row) => (
        <div className={css({ maxWidth: '56', marginInlineStart: 'auto' })}>
          <NumberField
            form={form}
            name={`rules.${row.index}.points`}
            label={t('Points for @event', { '@event': row.label })}
            hideLabel
            required={false}
            max={MAX_POINTS}
          />
        </div>
      ),
    },
  ];

  return (
    <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '5', maxWidth: '3xl' })}>
      <LeaveWithoutSaving when={unsavedEdits(form)} />
      <FormErrors messages={formErrors} />
      <Table
        caption={t('Points per event')}
        hideCaption
        columns={columns}
        rows={settings.rules.map((rule, index) => ({
          index,
          label: t(RULE_LABELS[rule.event]),
          event: rule.event,
        }))}
        rowKey={(row) => row.event}
      />
      <CheckboxField form={form} name="leaderboard_enabled">
        {t('Show the leaderboard to learners')}
      </CheckboxField>
      <SubmitRow label={t('Save rules')} pending={form.formState.isSubmitting} />
    </form>
  );
}

export { RulesPage as Component };
