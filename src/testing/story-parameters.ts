import type { MockDb } from '@mocks/db';
import type { ScenarioName } from '@mocks/scenarios';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import type { ThemeInput } from '@/features/theming';
import type { TranslationMap } from '@/i18n';

/**
 * The story parameters this project's preview understands. Storybook's own
 * Parameters type is `any`-indexed and cannot be augmented here, so stories
 * build them through `storyParameters` to get them checked.
 */
export interface StoryParameters {
  /** Backend scenario for this story (overrides the toolbar). */
  scenario?: ScenarioName;
  /** Who is signed in (overrides the Role toolbar and the scenario). */
  role?: 'visitor' | 'learner' | 'administrator';
  /** Seed of the mock database. */
  seed?: number;
  /** Adjusts the freshly seeded mock database before the story renders. */
  mockDb?: (db: MockDb) => void;
  /** Memory-router entry: the URL the story starts at and the route path the story renders under. */
  router?: { route?: string; path?: string };
  /** A page story: the real route table renders at `router.route` (see page-decorator.tsx). */
  page?: boolean;
  /** Interface language; right-to-left languages set dir="rtl". */
  locale?: string;
  direction?: 'ltr' | 'rtl';
  /** Interface translations for `locale` (source string → translation). */
  translations?: TranslationMap;
  /** A GET appearance payload (camelCased keys) applied by the ThemeProvider. */
  appearance?: ThemeInput;
  msw?: MswParameter;
  [key: string]: unknown;
}

export const storyParameters = (parameters: StoryParameters) => parameters;

/** Story globals that show a story at the phone viewport (`.storybook/preview.tsx`). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };
/** The narrowest phone, 320 px: what a page must fit without scrolling sideways (WCAG's reflow). */
export const narrowPhoneViewport = { viewport: { value: 'narrowPhone', isRotated: false } };

/**
 * `parameters` of a story played and pictured in forced colours, as Windows' contrast themes force
 * them (.storybook/vitest.setup.ts). In Storybook, emulate them with the browser's developer tools.
 */
export const forcedColorsParameters = { forcedColors: 'active' } as const;

/** `parameters` of a story played and pictured as its page is printed (.storybook/vitest.setup.ts). */
export const printParameters = { media: 'print' } as const;
