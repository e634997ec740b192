import { createFaker } from '@fixtures/faker';
import { makeSection, makeStorefront, makeStorefrontAppearance } from '@fixtures/storefront';
import { CREDENTIALS, LEARNER_UID } from '@fixtures/users';
import { parseBrackets } from '@mocks/handlers/incentives-http';
import { reviveForm } from '@mocks/handlers/storefront-form';
import { createMockServer } from '@mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontSchema } from '@/features/storefront/api';
import {
  SECTION_TYPES,
  sectionBodySchema,
  storedSectionSchema,
} from '@/features/storefront/sections/contract';
import { toQueryString, toSearchParams } from './encode';
import { ApiError } from './errors';
import { getProducts } from './incentives';
import { keys } from './keys';
import { getMe, login } from './session';
import { getBranding } from './settings';
import {
  type EditorSection,
  getStorefrontAppearance,
  getStorefrontSettings,
  saveStorefrontAppearanceMutationOptions,
  storefrontApiOf,
} from './storefront';
import { anySectionStorefrontSchemas, storefrontAppearanceSchema } from './storefront.schemas';
import { isSectionVisibleTo } from './storefront-restrictions';
import { toSectionTrainingsQuery } from './trainings';

// The calls for sections of any type: each section checked for what every type shares.
const { getManagedStorefront, getStorefront, getStorefrontSection, saveStorefront, toStorefrontPatchBody } =
  storefrontApiOf(anySectionStorefrontSchemas);

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
const { useScenario: startScenario } = mock;

async function as(role: 'visitor' | 'learner' | 'administrator') {
  const db = startScenario('default', { role });
  await getMe();
  return db;
}

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('fixtures match the contract', () => {
  it('both storefronts, every section type and the appearance validate', () => {
    const faker = createFaker();
    expect(storefrontSchema.parse(makeStorefront(faker, 'registered', 1, 1)).sections).toHaveLength(8);
    expect(storefrontSchema.parse(makeStorefront(faker, 'unregistered', 2, 20)).sections).toHaveLength(6);
    for (const type of SECTION_TYPES) storedSectionSchema.parse(makeSection(faker, type, 1, 0));
    storefrontAppearanceSchema.parse(makeStorefrontAppearance());
  });

  it('a section survives form encoding: the mock revives exactly what the client sent', () => {
    const faker = createFaker(7);
    for (const type of SECTION_TYPES) {
      const section = {
        ...makeSection(faker, type, 3, 2, [{ rule: 'and', type: 'language', value: ['fr', 'ar'] }]),
        id: null,
      };
      const tree = parseBrackets(toSearchParams({ section } as never).entries());
      expect(sectionBodySchema.parse(reviveForm(sectionBodySchema, tree.section))).toEqual(section);
    }
  });
});

describe('the section list query (docs/product.md §7)', () => {
  it('all: include_own, linked, multilingual, order_by and limit', () => {
    expect(toQueryString(toSectionTrainingsQuery({ type: 'all', sorting: 'newest', size: 8 }))).toBe(
      '?include_own=1&linked=1&multilingual=1&order_by=newest&limit=8',
    );
  });
  it('free adds free=1; personalized sorting sends no order_by', () => {
    expect(toSectionTrainingsQuery({ type: 'free', sorting: 'personalized', size: 4 })).toEqual({
      include_own: 1,
      linked: 1,
      multilingual: 1,
      free: 1,
      limit: 4,
    });
  });
  it('custom sends the id list', () => {
    expect(
      toQueryString(
        toSectionTrainingsQuery({ type: 'custom', trainings: [5, 9], sorting: 'title', size: 3 }),
      ),
    ).toBe('?include_own=1&linked=1&multilingual=1&id%5B%5D=5&id%5B%5D=9');
  });
  it('vocabulary sets the vocabulary’s name to the tags', () => {
    const query = toSectionTrainingsQuery({
      type: 'vocabulary',
      vocabulary: 'topics',
      tags: [2, 4],
      sorting: 'popularity',
      size: 6,
    });
    expect(query).toMatchObject({ topics: [2, 4], order_by: 'popularity', limit: 6 });
    expect(decodeURIComponent(toQueryString(query))).toContain('topics[]=2&topics[]=4');
  });
});

describe('the PATCH body builder', () => {
  it('orders by weight, drops hide/state/isNew and sends new sections with id null', () => {
    const faker = createFaker();
    const [a, b, c] = [
      makeSection(faker, 'hero', 4, 0),
      makeSection(faker, 'rich_text', 7, 1),
      makeSection(faker, 'carousel', -1, 2),
    ];
    const editor: EditorSection[] = [
      { ...b, weight: 0, state: 'view', isNew: false, hide: true },
      { ...c, weight: 2, state: 'edit', isNew: true },
      { ...a, weight: 1, state: 'view', isNew: false },
    ];
    const body = toStorefrontPatchBody(editor);
    expect(body.sections.map((section) => [section.id, section.type, section.weight])).toEqual([
      [7, 'rich_text', 0],
      [4, 'hero', 1],
      [null, 'carousel', 2],
    ]);
    for (const section of body.sections) {
      expect(Object.keys(section).sort()).toEqual(['data', 'id', 'type', 'weight']);
    }
  });
});

describe('restrictions', () => {
  it('every non-empty restriction must share a value with the viewer', () => {
    const fr = [{ rule: 'and' as const, type: 'language', value: ['fr'] }];
    expect(isSectionVisibleTo(fr, [{ rule: 'and', type: 'language', value: 'fr' }])).toBe(true);
    expect(isSectionVisibleTo(fr, [{ rule: 'and', type: 'language', value: 'en' }])).toBe(false);
    expect(isSectionVisibleTo(fr, [])).toBe(false);
    expect(isSectionVisibleTo([{ rule: 'and', type: 'organizations', value: [] }], [])).toBe(true);
    expect(
      isSectionVisibleTo(
        [...fr, { rule: 'and', type: 'organizations', value: [3, 4] }],
        [
          { rule: 'and', type: 'language', value: 'fr' },
          { rule: 'and', type: 'organizations', value: ['4'] },
        ],
      ),
    ).toBe(true);
  });

  it('visitors get the unregistered storefront, filtered by language', async () => {
    const db = await as('visitor');
    const english = await getStorefront({ language: 'en' });
    const arabic = await getStorefront({ language: 'ar' });
    expect(english.type).toBe('unregistered');
    expect(english.sections).toHaveLength(db.storefront.storefronts.unregistered.sections.length - 1);
    expect(arabic.sections).toHaveLength(db.storefront.storefronts.unregistered.sections.length);
    const restricted = arabic.sections.find(
      (section) => !english.sections.some((item) => item.id === section.id),
    );
    if (!restricted) throw new Error('expected a language-restricted section');
    expect((await failure(getStorefrontSection(restricted.id, 'en'))).status).toBe(404);
    expect((await getStorefrontSection(restricted.id, 'ar')).id).toBe(restricted.id);
  });

  it('responds with 404 while the storefront is switched off', async () => {
    startScenario('storefrontDisabled', { role: 'visitor' });
    expect((await failure(getStorefront({ language: 'en' }))).status).toBe(404);
  });

  it('signed-in users get the registered storefront, filtered by their title and organisation', async () => {
    const db = await as('learner');
    const learner = db.platform.users.find((user) => user.uid === LEARNER_UID);
    const orgId = db.platform.organizations.find((org) => org.name === learner?.organization)?.id ?? 0;
    const seen = await getStorefront({ language: 'en' });
    const titles = seen.sections.flatMap((section) => section.data.restrictions.map((r) => r.type));
    expect(seen.type).toBe('registered');
    expect(titles).not.toContain('title');
    expect(titles.includes('organizations')).toBe([1, 2, 3].includes(orgId));
    await as('administrator');
    const admin = await getStorefront({ language: 'en' });
    expect(admin.sections.some((section) => section.data.restrictions.some((r) => r.type === 'title'))).toBe(
      true,
    );
  });

  it('the editor’s audience preview marks what that audience would not see', async () => {
    await as('administrator');
    const preview = await getManagedStorefront({
      type: 'registered',
      preview: 1,
      restrictions: [{ rule: 'and', type: 'language', value: 'fr' }],
    });
    const hidden = preview.sections
      .filter((section) => section.hide)
      .map((section) => section.data.restrictions[0]?.type);
    expect(hidden.sort()).toEqual(['organizations', 'title']);
    const plain = await getManagedStorefront({ type: 'registered', preview: 1 });
    expect(plain.sections.some((section) => section.hide)).toBe(false);
  });

  it('settings list every restriction type, vocabularies included', async () => {
    await as('administrator');
    const settings = await getStorefrontSettings();
    expect(settings.restrictions.map((item) => item.type)).toEqual(
      expect.arrayContaining(['language', 'country', 'title', 'organizations', 'topics']),
    );
  });
});

describe('saving a storefront', () => {
  it('PATCH round trip: what the administrator saves is what the public storefront shows', async () => {
    const db = await as('administrator');
    const loaded = await getManagedStorefront({ type: 'registered', preview: 1 });
    const [first, second, ...rest] = loaded.sections;
    if (!first || !second) throw new Error('seed too small');
    const fresh = makeSection(createFaker(3), 'rich_text', -1, 0);
    const editor: EditorSection[] = [
      { ...fresh, weight: 0, isNew: true, state: 'edit' },
      ...rest.map((section, index) => ({ ...section, weight: index + 1, state: 'view' })),
      { ...first, weight: rest.length + 1, state: 'view', hide: false },
    ];
    const saved = await saveStorefront(loaded.id, toStorefrontPatchBody(editor));
    expect(saved.sections.map((section) => section.weight)).toEqual(saved.sections.map((_, index) => index));
    expect(saved.sections[0]).toMatchObject({ type: 'rich_text', data: fresh.data });
    expect(saved.sections[0]?.id).toBeGreaterThan(0);
    expect(saved.sections.at(-1)?.id).toBe(first.id);
    expect(saved.sections.some((section) => section.id === second.id)).toBe(false);
    expect(db.storefront.storefronts.registered.sections).toHaveLength(editor.length);

    await login(CREDENTIALS.learner);
    const publicView = await getStorefront({ language: 'en' });
    expect(publicView.sections[0]?.id).toBe(saved.sections[0]?.id);
    expect(publicView.sections.some((section) => section.id === second.id)).toBe(false);
  });

  it('refuses an invalid section with the field path of the bad value', async () => {
    await as('administrator');
    const loaded = await getManagedStorefront({ type: 'unregistered' });
    const [first] = loaded.sections;
    if (!first) throw new Error('seed too small');
    const bad = {
      ...first,
      data: {
        ...first.data,
        appearance: { ...first.data.appearance, background_color: 'red;}body{display:none}' },
      },
    };
    const error = await failure(saveStorefront(loaded.id, toStorefrontPatchBody([bad as EditorSection])));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({
      sections: { 0: { data: { appearance: { background_color: { type: 'server' } } } } },
    });
  });

  it('learners may not manage it', async () => {
    await as('learner');
    expect((await failure(getManagedStorefront({ type: 'registered' }))).status).toBe(403);
  });
});

describe('largeData', () => {
  it('grows the registered storefront to hundreds of valid sections and the products to thousands', async () => {
    startScenario('largeData', { role: 'administrator' });
    await getMe();
    const storefront = await getManagedStorefront({ type: 'registered' });
    expect(storefront.sections.length).toBeGreaterThanOrEqual(300);
    expect((await getProducts()).meta.total).toBeGreaterThanOrEqual(3000);
  });
});

describe('storefront appearance', () => {
  it('a save updates the cache from the response; a failure refetches', async () => {
    const db = await as('administrator');
    const queryClient = new QueryClient();
    queryClient.setQueryData(keys.storefront.appearance(), await getStorefrontAppearance());
    queryClient.setQueryData(keys.storefront.settings(), await getStorefrontSettings());
    const options = saveStorefrontAppearanceMutationOptions(queryClient);
    const values = { ...db.storefront.appearance, accent_color: '#0f766e', card_style: 'elevated' as const };
    const saved = await options.mutationFn?.(values, {} as never);
    options.onSuccess?.(saved as never, values, undefined, {} as never);
    expect(queryClient.getQueryData(keys.storefront.appearance())).toEqual(values);
    expect(queryClient.getQueryData(keys.storefront.settings())).toMatchObject({ appearance: values });
    expect(db.storefront.appearance).toEqual(values);

    mock.server.use(
      http.post('*/api/v2/settings/storefront/appearance', () => HttpResponse.json({}, { status: 500 })),
    );
    const error = await failure(Promise.resolve(options.mutationFn?.(values, {} as never)));
    await options.onError?.(error, values, undefined, {} as never);
    expect(queryClient.getQueryState(keys.storefront.appearance())?.isInvalidated).toBe(true);
  });

  it("a saved logo and background are the branding's, which the header and the pages show", async () => {
    const db = await as('administrator');
    const before = await getBranding();
    const logo = 'https://cdn.example.com/logo.svg';
    const background = 'https://cdn.example.com/background.jpg';
    const options = saveStorefrontAppearanceMutationOptions(new QueryClient());
    await options.mutationFn?.(
      { ...db.storefront.appearance, logo, site_background: background },
      {} as never,
    );
    expect(await getBranding()).toEqual({ ...before, logo, site_background: background });
  });
});
