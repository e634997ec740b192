import { Field as ArkField } from '@ark-ui/react/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { css } from 'styled-system/css';
import { fieldErrorAt, hasStatus, isApiError } from '@/api/errors';
import { keys } from '@/api/keys';
import { generalSettingsQueryOptions } from '@/api/settings';
import { type Profile, type ProfileUpdate, profileQueryOptions, updateProfile } from '@/api/users';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { Field } from '@/ui/Field';
import { Input } from '@/ui/Input';
import { Page } from '@/ui/Page';
import { SkeletonText } from '@/ui/Skeleton';

const form = css({
  display: 'grid',
  gap: '5',
  maxWidth: '2xl',
  padding: { base: '5', md: '8' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
});
const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const select = css({
  height: '10',
  paddingInline: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'surface',
  color: 'fg',
});
const message = (tone: 'error' | 'success') =>
  css({
    padding: '3',
    borderRadius: 'l2',
    fontSize: 'sm',
    fontWeight: 'medium',
    bg: tone === 'error' ? 'error.subtle' : 'success.subtle',
    color: tone === 'error' ? 'error' : 'success',
  });

const FIELDS = ['first_name', 'last_name', 'mail', 'job_title', 'language', 'timezone'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const toDraft = (profile: Profile): Draft => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  mail: profile.mail,
  job_title: profile.job_title ?? '',
  language: profile.language,
  timezone: profile.timezone,
});

/** Only what changed is sent. */
const changesOf = (draft: Draft, saved: Draft): ProfileUpdate =>
  Object.fromEntries(
    FIELDS.filter((field) => draft[field] !== saved[field]).map((field) => [field, draft[field]]),
  );

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const languages = useQuery(generalSettingsQueryOptions()).data?.languages ?? [];
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [saved, setSaved] = useState<Draft>(() => toDraft(profile));
  const save = useMutation({
    mutationFn: (changes: ProfileUpdate) => updateProfile(profile.uid, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.users.profile(updated.uid), updated);
      void queryClient.invalidateQueries({ queryKey: keys.session.me() });
      setSaved(toDraft(updated));
      setDraft(toDraft(updated));
    },
  });
  useEffect(() => {
    if (save.isSuccess) document.getElementById('profile-save-status')?.focus();
  }, [save.isSuccess]);

  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : undefined;
  const errorOf = (field: string) => fieldErrorAt(fieldErrors, field);
  const bind = (field: keyof Draft) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(changesOf(draft, saved));
  };

  return (
    <form className={form} noValidate onSubmit={onSubmit} aria-label={t('Edit profile')}>
      {save.isError && (
        <div role="alert" className={message('error')}>
          {hasStatus(save.error, 400) && fieldErrors
            ? t('Please check the highlighted fields.')
            : t('Something went wrong, please try again.')}
        </div>
      )}
      {save.isSuccess && (
        <div id="profile-save-status" role="status" tabIndex={-1} className={message('success')}>
          {t('Your profile has been saved.')}
        </div>
      )}
      <div className={pair}>
        <Field label={t('First name')} required serverError={errorOf('first_name')}>
          <Input autoComplete="given-name" {...bind('first_name')} />
        </Field>
        <Field label={t('Last name')} required serverError={errorOf('last_name')}>
          <Input autoComplete="family-name" {...bind('last_name')} />
        </Field>
      </div>
      <Field label={t('Email')} required serverError={errorOf('mail')}>
        <Input type="email" autoComplete="email" {...bind('mail')} />
      </Field>
      <Field label={t('Job title')} serverError={errorOf('job_title')}>
        <Input autoComplete="organization-title" {...bind('job_title')} />
      </Field>
      <div className={pair}>
        <Field label={t('Language')} serverError={errorOf('language')}>
          <ArkField.Select className={select} {...bind('language')}>
            {languages.length === 0 && <option value={draft.language}>{draft.language}</option>}
            {languages.map((language) => (
              <option key={language.langcode} value={language.langcode}>
                {language.name}
              </option>
            ))}
          </ArkField.Select>
        </Field>
        <Field
          label={t('Time zone')}
          serverError={errorOf('timezone')}
          helpText={t('For example Europe/Paris')}
        >
          <Input {...bind('timezone')} />
        </Field>
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}

/** /user/{uid}/edit: edits a profile; the server's field errors show on their fields and the edits stay. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const uid = /^\d+$/.test(params.uid ?? '') ? Number(params.uid) : undefined;
  const profile = useQuery({ ...profileQueryOptions(uid ?? 0), enabled: uid !== undefined });
  if (uid === undefined || hasStatus(profile.error, 404)) return <NotFoundPage />;
  const back = <BackLink to="/user" title={t('My profile')} />;
  if (profile.isPending) {
    return (
      <Page title={t('Edit profile')} back={back}>
        <div aria-busy="true" className={form}>
          <SkeletonText lines={8} />
        </div>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title={t('Edit profile')} back={back}>
        <p role="alert">{t('The profile could not be loaded.')}</p>
      </Page>
    );
  }
  return (
    <Page title={t('Edit profile')} back={back}>
      <EditForm profile={profile.data} />
    </Page>
  );
}
