import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import { keys } from '@/api/keys';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { notFound, type PageLoader, queryClientOf } from '@/api/route-data';
import { generalSettingsQueryOptions } from '@/api/settings';
import { type Profile, type ProfileUpdate, profileQueryOptions, updateProfile } from '@/api/users';
import { z } from '@/api/zod';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { LeaveWithoutSaving, type ListOption } from '@/ui';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { Combobox } from '@/ui/Combobox';
import {
  FormErrors,
  FormField,
  failureSummary,
  unsavedEdits,
  useServerErrorSubmit,
  useZodForm,
} from '@/ui/form';
import { Input } from '@/ui/Input';
import { Page } from '@/ui/Page';
import { RetryableError } from '@/ui/RetryableError';
import { Select } from '@/ui/Select';
import { SkeletonText } from '@/ui/Skeleton';

const form_ = css({
  display: 'grid',
  gap: '5',
  maxWidth: '2xl',
  padding: { base: '5', md: '8' },
  bg: 'surface',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'l3',
});
const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const success = css({
  padding: '3',
  borderRadius: 'l2',
  fontSize: 'sm',
  fontWeight: 'medium',
  bg: 'success.subtle',
  color: 'success',
});

/** The contract's profile update (`profileUpdateSchema` in src/api/users.schemas.ts); names and email may not be emptied. */
const required = z.string().trim().min(1, 'This field is required.');
const profileFormSchema = z.object({
  first_name: required,
  last_name: required,
  mail: required.email('Enter a valid e-mail address.'),
  job_title: z.string(),
  language: z.string(),
  timezone: required,
}) satisfies z.ZodType<Required<ProfileUpdate>>;
type Draft = z.infer<typeof profileFormSchema>;
const FIELDS = Object.keys(profileFormSchema.shape) as (keyof Draft)[];

const toDraft = (profile: Profile): Draft => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  mail: profile.mail,
  job_title: profile.job_title ?? '',
  language: profile.language,
  timezone: profile.timezone,
});

/**
 * Every time zone the browser knows by its IANA name, UTC first, and the user's own even if the
 * browser does not know it. Shown with spaces for underscores, so that "new york" finds
 * America/New_York.
 */
function timeZoneOptions(saved: string): ListOption[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (saved) zones.add(saved);
  return [...zones].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Only what changed is sent. */
const changesOf = (draft: Draft, saved: Draft): ProfileUpdate =>
  Object.fromEntries(
    FIELDS.filter((field) => draft[field] !== saved[field]).map((field) => [field, draft[field]]),
  );

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const languages = useQuery(generalSettingsQueryOptions()).data?.languages ?? [];
  const [saved, setSaved] = useState<Draft>(() => toDraft(profile));
  const form = useZodForm(profileFormSchema, { defaultValues: saved });
  const save = useMutation({
    mutationFn: (changes: ProfileUpdate) => updateProfile(profile.uid, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.users.profile(updated.uid), updated);
      void queryClient.invalidateQueries({ queryKey: keys.session.me() });
      // The general settings give the user's language and time zone (current_language, current_timezone).
      void queryClient.invalidateQueries({ queryKey: generalSettingsQueryOptions().queryKey });
      setSaved(toDraft(updated));
      form.reset(toDraft(updated));
    },
  });
  // A refusal or a failure is said above the form, as on the sign-up page.
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    (draft) => save.mutateAsync(changesOf(draft, saved)),
    (error) => failureSummary(error, t),
  );
  useEffect(() => {
    if (save.isSuccess) document.getElementById('profile-save-status')?.focus();
  }, [save.isSuccess]);

  const languageOptions =
    languages.length === 0
      ? [{ value: saved.language, label: saved.language }]
      : languages.map((language) => ({ value: language.langcode, label: language.name }));
  const timeZones = useMemo(() => timeZoneOptions(saved.timezone), [saved.timezone]);

  return (
    <form className={form_} noValidate onSubmit={onSubmit} aria-label={t('Edit profile')}>
      <LeaveWithoutSaving when={unsavedEdits(form)} />
      <FormErrors messages={formErrors} />
      {/* It speaks of what the form shows: an edit since the save takes it away. */}
      {save.isSuccess && !form.formState.isDirty && (
        <div id="profile-save-status" role="status" tabIndex={-1} className={success}>
          {t('Your profile has been saved.')}
        </div>
      )}
      <div className={pair}>
        <FormField control={form.control} name="first_name" label={t('First name')} required>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField control={form.control} name="last_name" label={t('Last name')} required>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField control={form.control} name="mail" label={t('Email')} required>
        <Input type="email" autoComplete="email" {...form.register('mail')} />
      </FormField>
      <FormField control={form.control} name="job_title" label={t('Job title')}>
        <Input autoComplete="organization-title" {...form.register('job_title')} />
      </FormField>
      <div className={pair}>
        <FormField control={form.control} name="language" label={t('Language')}>
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Select
                name={field.name}
                ref={field.ref}
                options={languageOptions}
                value={[field.value]}
                onValueChange={(value) => field.onChange(value[0] ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField
          control={form.control}
          name="timezone"
          label={t('Time zone')}
          helpText={t('Type a city, for example Paris')}
          required
        >
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Combobox
                ref={field.ref}
                onBlur={field.onBlur}
                name={field.name}
                options={timeZones}
                value={field.value ? [field.value] : []}
                onValueChange={(value) => field.onChange(value[0] ?? '')}
              />
            )}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}

/** The `:uid` of the address, when it is a user id; anything else is not found. */
export const parseUid = (raw: string | undefined): number | undefined =>
  /^\d+$/.test(raw ?? '') ? Number(raw) : undefined;

export const loader: PageLoader = async (args) => {
  const uid = parseUid(args.params.uid);
  if (uid === undefined) return notFound();
  return prefetchOrNotFound(queryClientOf(args), profileQueryOptions(uid));
};

/** /user/{uid}/edit: edits a profile; the server's field errors show on their fields and the edits stay. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const uid = parseUid(useParams().uid);
  const profile = useQuery({ ...profileQueryOptions(uid ?? 0), enabled: uid !== undefined });
  if (uid === undefined || hasStatus(profile.error, 404)) return <NotFoundPage />;
  const back = <BackLink to="/user" title={t('My profile')} />;
  if (profile.isPending) {
    return (
      <Page title={t('Edit profile')} back={back}>
        <div aria-busy="true" className={form_}>
          <SkeletonText lines={8} />
        </div>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('Edit profile')} back={back}>
        <RetryableError title={t('The profile could not be loaded.')} onRetry={profile.refetch} />
      </Page>
    );
  }
  return (
    <Page title={t('Edit profile')} back={back}>
      <EditForm profile={profile.data} />
    </Page>
  );
}

export { ProfileEditPage as Component };
