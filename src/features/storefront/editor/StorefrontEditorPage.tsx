import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardX, LayoutTemplate, RotateCcw, Save, Users } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { type FieldErrorMap, isApiError } from '@/api/errors';
import type { StorefrontType } from '@/api/storefront';
import { useTranslation } from '@/i18n';
import {
  BackLink,
  Button,
  DocumentTitle,
  EmptyState,
  ErrorScreen,
  LeaveWithoutSaving,
  SkeletonText,
} from '@/ui';
import { toast } from '@/ui/Toast';
import { Tooltip } from '@/ui/Tooltip';
import {
  type EditorSection,
  managedStorefrontQueryOptions,
  saveStorefrontMutationOptions,
  toStorefrontPatchBody,
} from '../api';
import { AudienceDialog } from './audience/AudienceDialog';
import { AudienceSummary } from './audience/AudienceSummary';
import { EditorCanvas } from './canvas/EditorCanvas';
import { generalErrors } from './canvas/section-errors';
import {
  type Restriction,
  SAVE_BLOCKER_MESSAGES,
  selectCanChooseAudience,
  selectHasCopiedSection,
  selectHasUnsavedChanges,
  selectSaveAvailability,
} from './model';
import { createEditorStore, EditorStoreContext, useEditorSelector } from './store';

export const EDITOR_TITLES: Record<StorefrontType, string> = {
  registered: 'Storefront for registered users',
  unregistered: 'Storefront for unregistered users',
};
export const SAVED_MESSAGE = 'Storefront settings have been successfully saved!';
export const GENERIC_ERROR = 'Something went wrong, please try again.';

/**
 * The editor's bar sticks under the site header, never over it: the header (shell/Header.tsx) is sticky at
 * the top and sizes.16 tall, the offset the sidebar rail uses too. On a phone only the buttons stick (the
 * bar's box dissolves into the page grid), so the back link and the title scroll away and what stays on
 * screen is one short row.
 */
const STICKY_BELOW_HEADER = '16';
const toolbar = css({
  display: { base: 'contents', md: 'flex' },
  position: 'sticky',
  insetBlockStart: STICKY_BELOW_HEADER,
  zIndex: 'sticky',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  bg: 'canvas',
  borderBlockEndWidth: 'thin',
  borderColor: 'border',
});
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  position: { base: 'sticky', md: 'static' },
  insetBlockStart: STICKY_BELOW_HEADER,
  zIndex: 'sticky',
  paddingBlock: { base: '2', md: '0' },
  bg: 'canvas',
  borderBlockEndWidth: { base: 'thin', md: '0' },
  borderColor: 'border',
});
const editorStyle = css({
  display: 'grid',
  gap: '4',
  maxWidth: '6xl',
  marginInline: 'auto',
  width: '100%',
  '& :is(a, button, input, textarea, select, [tabindex], [contenteditable])': {
    scrollMarginBlockStart: 'var(--editor-bar, 0)',
  },
});
const title = css({ flex: '1', minWidth: '48', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' });
const banner = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  padding: '3',
  borderRadius: 'l2',
  bg: 'info.subtle',
  color: 'fg',
});
const errorBox = css({
  padding: '3',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  display: 'grid',
  gap: '1',
});

/** What the editor edits: the audience's storefront, previewed for the chosen restrictions (none at first). */
export const editorQueryOf = (audience: StorefrontType, restrictions: Restriction[] = []) =>
  managedStorefrontQueryOptions({
    type: audience,
    preview: 1,
    ...(restrictions.length > 0 ? { restrictions } : {}),
  });

/** The editor page for one audience: loads GET storefront/manage, edits in the store, saves with PATCH. */
export function StorefrontEditorPage({ audience }: { audience: StorefrontType }) {
  const [store] = useState(() => createEditorStore());
  return (
    <EditorStoreContext value={store}>
      <EditorScreen audience={audience} store={store} />
    </EditorStoreContext>
  );
}

function EditorScreen({
  audience,
  store,
}: {
  audience: StorefrontType;
  store: ReturnType<typeof createEditorStore>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [restrictions, setRestrictions] = useState<Restriction[]>([]);
  const [audienceOpen, setAudienceOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement(message), []);

  const query = useQuery(editorQueryOf(audience, restrictions));

  // docs/product.md §4: loaded data resets the config (changed false, restrictions from the chosen audience).
  useEffect(() => {
    if (!query.data) return;
    store.dispatch({ type: 'load', storefront: query.data, restrictions });
    setErrors(undefined);
  }, [query.data, restrictions, store]);
  // Leaving clears it.
  useEffect(() => () => store.dispatch({ type: 'leave' }), [store]);

  // Primitive slices only: the page must not re-render (and with it the 300-section list) on every edit.
  const saveBlocker = useEditorSelector((state) => selectSaveAvailability(state).blocker);
  const save = {
    canSave: saveBlocker === null,
    reason: saveBlocker ? SAVE_BLOCKER_MESSAGES[saveBlocker] : null,
  };
  const canChooseAudience = useEditorSelector(selectCanChooseAudience);
  const changed = useEditorSelector(selectHasUnsavedChanges);
  const hasCopy = useEditorSelector(selectHasCopiedSection);
  const isEmpty = useEditorSelector((state) => state.sections.length === 0);

  const mutation = useMutation({
    ...saveStorefrontMutationOptions(queryClient),
    onSuccess: async (saved, variables, context, mutationContext) => {
      toast.success(saved ? t(SAVED_MESSAGE) : t(GENERIC_ERROR));
      setErrors(undefined);
      // Refetching the editor's query loads the saved storefront (changed false).
      await saveStorefrontMutationOptions(queryClient).onSuccess?.(
        saved,
        variables,
        context,
        mutationContext,
      );
    },
    onError: (error) => {
      // A failed save keeps every edit; the server's field messages go next to their sections.
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      setErrors(fieldErrors);
      toast.error(t(GENERIC_ERROR));
    },
  });

  // A second press before the page re-renders as saving (a fast double click) must not save twice:
  // the mutation's pending state reaches the button a task later.
  const saving = useRef(false);
  const onSave = () => {
    const state = store.getState();
    if (saving.current || state.id === null || !selectSaveAvailability(state).canSave) return;
    saving.current = true;
    mutation.mutate(
      {
        id: state.id,
        body: toStorefrontPatchBody(state.sections as unknown as EditorSection[], {
          enabled: state.enabled,
          language: state.language,
        }),
      },
      {
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  // What the keyboard focuses in the editor is scrolled clear of its sticky bar too, not only of the
  // site header (the document's scroll padding, shell/use-scroll-padding.ts): the bar's height, which
  // wraps with the width, is each element's scroll margin (WCAG 2.4.11, Focus Not Obscured).
  const editor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const barActions = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const parts = [bar.current, barActions.current].filter((part) => part !== null);
    const measure = () => {
      const height = Math.max(...parts.map((part) => part.offsetHeight));
      editor.current?.style.setProperty('--editor-bar', `${height}px`);
    };
    const observer = new ResizeObserver(measure);
    for (const part of parts) observer.observe(part);
    return () => observer.disconnect();
  }, []);

  const heading = t(EDITOR_TITLES[audience]);
  const header = (
    <div ref={bar} className={toolbar} data-testid="editor-toolbar">
      <BackLink to="/settings/storefront" title={t('Storefront settings')} />
      <h1 className={title}>{heading}</h1>
      <div ref={barActions} className={actions} data-testid="editor-actions">
        <Tooltip
          content={t('Save or discard your changes before choosing an audience')}
          disabled={canChooseAudience}
        >
          {/* aria-disabled rather than disabled: the button stays focusable, so keyboard users get the tooltip. */}
          <Button
            variant="outline"
            startIcon={<Users size={18} aria-hidden="true" />}
            aria-disabled={!canChooseAudience || !query.data}
            onClick={() => {
              if (canChooseAudience && query.data) setAudienceOpen(true);
            }}
          >
            {t('Target audience')}
          </Button>
        </Tooltip>
        {restrictions.length > 0 ? (
          <Button
            variant="link"
            startIcon={<RotateCcw size={16} aria-hidden="true" />}
            onClick={() => setRestrictions([])}
          >
            {t('Reset')}
          </Button>
        ) : null}
        <Tooltip content={save.reason ? t(save.reason) : ''} disabled={save.canSave}>
          <Button
            startIcon={<Save size={18} aria-hidden="true" />}
            aria-disabled={!save.canSave}
            loading={mutation.isPending}
            onClick={onSave}
            data-testid="save-storefront"
          >
            {t('Save')}
          </Button>
        </Tooltip>
      </div>
    </div>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className={css({ display: 'grid', gap: '6' })}>
        <span className={css({ srOnly: true })}>{t('Loading the storefront')}</span>
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            className={css({ padding: '4', borderWidth: 'thin', borderColor: 'border', borderRadius: 'l3' })}
          >
            <SkeletonText lines={4} />
          </div>
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = <ErrorScreen />;
  } else {
    const general = generalErrors(errors);
    body = (
      <div className={css({ display: 'grid', gap: '4' })}>
        {restrictions.length > 0 ? <AudienceSummary restrictions={restrictions} /> : null}
        {general.length > 0 ? (
          <div role="alert">
            <ul className={errorBox}>
              {general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {hasCopy ? (
          <div className={banner} role="status">
            <span className={css({ flex: '1' })}>
              {t('A copied section is waiting. Choose Paste here where it should go.')}
            </span>
            <Button
              variant="outline"
              size="sm"
              startIcon={<ClipboardX size={16} aria-hidden="true" />}
              onClick={() => store.dispatch({ type: 'discardCopy' })}
            >
              {t('Discard the copy')}
            </Button>
          </div>
        ) : null}
        {isEmpty ? (
          <EmptyState
            icon={LayoutTemplate}
            title={t('This storefront has no sections yet')}
            description={t('Add a section from the library to start building it.')}
          />
        ) : null}
        <EditorCanvas announce={announce} errors={errors} />
      </div>
    );
  }

  return (
    <div ref={editor} className={editorStyle}>
      <DocumentTitle title={t(EDITOR_TITLES[audience])} />
      {header}
      {body}
      <div aria-live="polite" className={css({ srOnly: true })} data-testid="editor-announcer">
        {announcement}
      </div>
      {audienceOpen ? (
        <AudienceDialog
          open={audienceOpen}
          onOpenChange={setAudienceOpen}
          audience={audience}
          current={restrictions}
          onSave={(chosen) => {
            setRestrictions(chosen);
            setAudienceOpen(false);
          }}
        />
      ) : null}
      <LeaveWithoutSaving when={changed} description={t('Your changes to this storefront will be lost.')} />
    </div>
  );
}
