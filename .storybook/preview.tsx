import '../src/ui/theme/fonts';
import '../src/index.css';
import { REFERENCE_NOW } from '@fixtures/faker';
import { makeTranslations } from '@fixtures/translations';
import { releaseHeldRequests } from '@mocks/never-respond';
import { scenarioNames, scenarios } from '@mocks/scenarios';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { toTranslationMap } from '@/api/translations';
import { setTransportResolver } from '@/api/transport';
import { ThemeProvider } from '@/features/theming';
import { type Direction, I18nProvider, PseudoLocaleContext } from '@/i18n';
import { isPseudoLocale, PSEUDO_LOCALES, pseudoTransform } from '@/i18n/pseudo-locale';
import { ClockProvider } from '@/lib/clock';
import { forgetQueryClients, trackQueryClient } from '@/testing/settle';
import { beginStoryCalls, storyTransport } from '@/testing/story-transport';
import { toast } from '@/ui/Toast';
import type { EmulatedMedia } from './commands';
import { defaultHandlerGroups, mockApiLoader } from './msw';
import {
  DESKTOP_VIEWPORT,
  NARROW_PHONE_VIEWPORT,
  PHONE_VIEWPORT,
  type StoryUnderTest,
} from './story-under-test';

const viewportStyles = ({ width, height }: { width: number; height: number }) => ({
  width: `${width}px`,
  height: `${height}px`,
});

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa']);

/**
 * The seeded interface translations (fixtures/translations.ts), the ones the mock serves: a story in
 * French or Arabic reads the translated interface unless it brings its own `parameters.translations`.
 */
const seededTranslations = Object.fromEntries(
  Object.entries(makeTranslations()).map(([langcode, entries]) => [langcode, toTranslationMap(entries)]),
);

/**
 * A pseudo-locale (docs/i18n.md) rewrites the English text of every translator below it, the page
 * stories' own included, and sets the document's lang and direction.
 */
const pseudoLocaleOf = (langcode: string) =>
  isPseudoLocale(langcode)
    ? { langcode, direction: PSEUDO_LOCALES[langcode].direction, transform: pseudoTransform(langcode) }
    : null;

/**
 * Fresh providers per story: a QueryClient with retries off (error states show
 * at once), a memory router at `parameters.route`, the story's language and
 * direction on <html>, and a pinned clock.
 */
const withProviders: Decorator = (Story, context) => {
  const { route = '/', path = '*' } = context.parameters.router ?? {};
  const requested: string = context.parameters.locale ?? context.globals.locale ?? 'en';
  const pseudo = useMemo(() => pseudoLocaleOf(requested), [requested]);
  const langcode = pseudo ? 'en' : requested;
  const direction: Direction =
    pseudo?.direction ??
    context.parameters.direction ??
    (context.globals.direction === 'rtl' || RTL_LANGUAGES.has(langcode) ? 'rtl' : 'ltr');
  const [queryClient] = useState(() => trackQueryClient(createQueryClient({ retry: false })));
  // Page stories bring the app's own route table (`withPage` in src/testing/page-decorator.tsx).
  const [router] = useState(() =>
    context.parameters.page
      ? undefined
      : createMemoryRouter([{ path, element: <Story /> }], { initialEntries: [route] }),
  );
  useEffect(() => {
    document.documentElement.lang = pseudo?.langcode ?? langcode;
    document.documentElement.dir = direction;
  }, [pseudo, langcode, direction]);
  return (
    <PseudoLocaleContext value={pseudo}>
      <ClockProvider now={REFERENCE_NOW}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider
            langcode={langcode}
            direction={direction}
            translations={context.parameters.translations ?? seededTranslations[langcode]}
          >
            <ThemeProvider appearance={context.parameters.appearance ?? null}>
              {router ? <RouterProvider router={router} /> : <Story />}
            </ThemeProvider>
          </I18nProvider>
        </QueryClientProvider>
      </ClockProvider>
    </PseudoLocaleContext>
  );
};

// A story's calls belong to it: what arrives after it ended is dropped (src/testing/story-transport.ts).
const transport = storyTransport();
setTransportResolver(() => transport);

/** Screenshots wait for web fonts, so a late font never changes a baseline. */
const fontsLoader = async () => {
  await document.fonts.ready;
  return {};
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mockApiLoader, fontsLoader],
  beforeEach: async ({ tags, parameters }) => {
    globalThis.localStorage?.clear();
    // In the test run only (.storybook/vitest.setup.ts); in Storybook, the browser's developer
    // tools emulate forced colours and print (Rendering, "Emulate CSS media").
    await (globalThis as { __emulateMedia?: (media: EmulatedMedia) => Promise<void> }).__emulateMedia?.({
      forcedColors: parameters.forcedColors === 'active' ? 'active' : 'none',
      media: parameters.media === 'print' ? 'print' : 'screen',
    });
    // The toast store is module-wide: a notice left by one story must not show in the next one's picture.
    toast.clear();
    forgetQueryClients();
    // The previous story's calls end here, and their responses never reach this story.
    beginStoryCalls();
    releaseHeldRequests();
    // Read by vitest.setup.ts: which pictures to take of this story.
    const story: StoryUnderTest = { tags, page: parameters.page === true };
    (globalThis as { __storyUnderTest?: StoryUnderTest }).__storyUnderTest = story;
  },
  parameters: {
    layout: 'padded',
    // The two sizes every screen is judged at; a story opts into the phone with
    // `globals: { viewport: { value: 'phone' } }` (in Storybook and in the test run alike), or into
    // the narrowest phone with `narrowPhone`.
    viewport: {
      options: {
        desktop: { name: 'Desktop', styles: viewportStyles(DESKTOP_VIEWPORT), type: 'desktop' },
        phone: { name: 'Phone', styles: viewportStyles(PHONE_VIEWPORT), type: 'mobile' },
        narrowPhone: { name: 'Narrow phone', styles: viewportStyles(NARROW_PHONE_VIEWPORT), type: 'mobile' },
      },
    },
    msw: { handlers: defaultHandlerGroups },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: {
    locale: 'en',
    direction: 'ltr',
    role: 'learner',
    scenario: 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'ar', title: 'العربية (RTL)' },
          ...Object.entries(PSEUDO_LOCALES).map(([value, { label }]) => ({ value, title: label })),
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    role: {
      description: 'Who is signed in',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [
          { value: 'visitor', title: 'Visitor' },
          { value: 'learner', title: 'Learner' },
          { value: 'administrator', title: 'Administrator' },
        ],
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Mock backend scenario',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: scenarioNames.map((name) => ({ value: name, title: scenarios[name].label })),
        dynamicTitle: true,
      },
    },
  },
};

export default preview;
