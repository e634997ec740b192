import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { css, cx } from 'styled-system/css';
import { useTranslation } from '@/i18n';
import { IconButton } from '@/ui/IconButton';
import { typedTextStyle } from '@/ui/typed-text';
import { useFullPageNavigate } from './full-page-navigation';

const root = css({ display: 'flex', alignItems: 'center', gap: '1', minWidth: 0 });
// In the header's text colour, which the theme keeps readable on the header's (the kit's ghost
// button is in the page's: dark on a dark header).
const onHeader = css({ color: 'inherit', _hover: { color: 'fg' } });
// On a phone the open search covers the header's row, as wide as the screen: beside the header's
// other actions a field had some 80 px and still pushed the avatar off a 320 px screen.
const covering = css({
  smDown: { position: 'absolute', inset: '0', zIndex: 'raised', paddingInline: '2', bg: 'header.bg' },
});
const input = css({
  height: '9',
  flex: '1',
  width: { sm: '36', md: '56' },
  paddingInline: '3',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'surface',
  color: 'fg',
  fontSize: 'sm',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

/** `/search?s=…&search_back_url=<current page>` (docs/product.md §2). */
export function searchUrl(query: string, currentUrl: string): string {
  return `/search?${new URLSearchParams({ s: query, search_back_url: currentUrl })}`;
}

/**
 * docs/product.md §2/§4/§5 header search: an icon that expands into an input named
 * `s`. Enter or the button submits only with text; with an empty value the
 * button toggles the field. Click outside, Escape or Tab away collapses it.
 * Submitting clears the field, shows a loader and disables the box while the
 * full page load to /search happens.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigateFullPage = useFullPageNavigate();
  const inputId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [value, setValue] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  useEffect(() => {
    if (expanded && !submitting) inputRef.current?.focus();
  }, [expanded, submitting]);

  const submit = () => {
    const query = value.trim();
    if (query === '' || submitting) return;
    setValue('');
    setSubmitting(true);
    navigateFullPage(searchUrl(query, `${location.pathname}${location.search}${location.hash}`));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <search aria-label={t('Site search')}>
      <form
        ref={rootRef}
        className={cx(root, expanded && covering)}
        onSubmit={onSubmit}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && expanded) {
            event.stopPropagation();
            // The field it leaves is hidden: the focus goes to the button that opens it again.
            toggleRef.current?.focus();
            setExpanded(false);
          }
        }}
        onBlur={(event) => {
          // Tab away: focus left the box for somewhere else on the page.
          if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node))
            setExpanded(false);
        }}
      >
        <input
          ref={inputRef}
          id={inputId}
          name="s"
          type="search"
          autoComplete="off"
          aria-label={t('Search')}
          placeholder={t('Search…')}
          value={value}
          disabled={submitting}
          onChange={(event) => setValue(event.target.value)}
          hidden={!expanded && !submitting}
          className={cx(input, typedTextStyle)}
          data-testid="header-search-input"
        />
        <IconButton
          ref={toggleRef}
          icon={Search}
          label={t('Search')}
          className={onHeader}
          type="button"
          aria-expanded={expanded}
          aria-controls={inputId}
          loading={submitting}
          disabled={submitting}
          onClick={() => {
            if (!expanded) setExpanded(true);
            else if (value.trim() !== '') submit();
            else setExpanded(false);
          }}
        />
      </form>
    </search>
  );
}
