import type { MockUser } from '@fixtures/users';
import { HttpResponse, http } from 'msw';
import { z } from 'zod/mini';
import type { RestrictionType, StorefrontType } from '@/api/storefront';
import { storefrontAppearanceSchema } from '@/api/storefront.schemas';
import { isSectionVisibleTo } from '@/api/storefront-restrictions';
import type { Restriction } from '@/api/storefront-sections';
import { restrictionSchema } from '@/api/storefront-sections.schemas';
import { type Storefront, storefrontPatchBodySchema } from '@/features/storefront/api';
import type { StoredSection } from '@/features/storefront/sections/contract';
import type { MockDb } from '../db';
import { localizedFor } from './content-language';
import { currentUser } from './http';
import { asFlag, asText, invalid, notFound, readForm, readQuery } from './incentives-http';
import { authorize, organizationIdsOf } from './incentives-state';
import { reviveForm, toMessages } from './storefront-form';
import type { GetDb } from './types';
import { api } from './types';

const MANAGE = 'storefront_manage';

/** A signed-in user's attributes as restrictions, to test sections against. */
function viewerOf(db: MockDb, user: MockUser | undefined, language: string | undefined): Restriction[] {
  const viewer: Restriction[] = [
    { rule: 'and', type: 'language', value: language ?? user?.language ?? 'en' },
  ];
  if (!user) return viewer;
  viewer.push({ rule: 'and', type: 'title', value: user.job_title ?? null });
  viewer.push({ rule: 'and', type: 'organizations', value: organizationIdsOf(db, user) });
  return viewer;
}

const ordered = (sections: readonly StoredSection[]) => [...sections].sort((a, b) => a.weight - b.weight);

/** What an audience sees: the storefront of its kind, restricted sections filtered out. */
function forViewer(db: MockDb, user: MockUser | undefined, language: string | undefined): Storefront {
  const storefront = db.storefront.storefronts[user ? 'registered' : 'unregistered'];
  if (!storefront.enabled) return { ...storefront, sections: [] };
  const viewer = viewerOf(db, user, language);
  return {
    ...storefront,
    sections: ordered(storefront.sections).filter((section) =>
      isSectionVisibleTo(section.data.restrictions, viewer),
    ),
  };
}

function restrictionTypes(db: MockDb): RestrictionType[] {
  const titles = [...new Set(db.platform.users.map((user) => user.job_title))]
    .filter((title): title is string => Boolean(title))
    .sort()
    .slice(0, 50);
  return [
    { type: 'language', label: 'Language', source: 'languages' },
    { type: 'country', label: 'Country', source: 'countries' },
    {
      type: 'title',
      label: 'Job title',
      source: 'options',
      options: titles.map((title) => ({ value: title, label: title })),
    },
    { type: 'organizations', label: 'Organizations', source: 'organizations' },
    ...db.platform.vocabularies.map((vocabulary) => ({
      type: vocabulary.taxonomy,
      label: vocabulary.name,
      source: 'vocabulary' as const,
    })),
  ];
}

const storefrontType = (value: string | undefined): StorefrontType =>
  value === 'unregistered' ? 'unregistered' : 'registered';

export const storefrontHandlers = (getDb: GetDb) => [
  http.get(api('storefront'), ({ request, cookies }) => {
    const db = getDb();
    if (!db.platform.publicConfig.storefront_page) return notFound('The storefront is not enabled.');
    const language = asText(readQuery(request).language);
    const storefront = forViewer(db, currentUser(db, cookies), language);
    return HttpResponse.json({ data: localizedFor(db, request, cookies)(storefront) });
  }),
  http.get(api('storefront/settings'), () => {
    const db = getDb();
    return HttpResponse.json({
      data: { restrictions: restrictionTypes(db), appearance: db.storefront.appearance },
    });
  }),
  http.get(api('storefront_sections/:id'), ({ request, params, cookies }) => {
    const db = getDb();
    if (!db.platform.publicConfig.storefront_page) return notFound('The storefront is not enabled.');
    const language = asText(readQuery(request).language);
    const section = forViewer(db, currentUser(db, cookies), language).sections.find(
      (item) => item.id === Number(params.id),
    );
    return section ? HttpResponse.json({ data: localizedFor(db, request, cookies)(section) }) : notFound();
  }),
  http.get(api('storefront/manage'), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, MANAGE);
    if (access.response) return access.response;
    const query = readQuery(request);
    const storefront = db.storefront.storefronts[storefrontType(asText(query.type))];
    const audienceSchema = z.array(restrictionSchema);
    const audience = audienceSchema.safeParse(reviveForm(audienceSchema, query.restrictions ?? []));
    const preview = asFlag(query.preview) && audience.success && audience.data.length > 0;
    const sections = ordered(storefront.sections).map((section) =>
      preview
        ? { ...section, hide: !isSectionVisibleTo(section.data.restrictions, audience.data ?? []) }
        : section,
    );
    return HttpResponse.json({ data: { ...storefront, sections } });
  }),
  http.patch(api('storefront/manage/:id'), async ({ request, params, cookies }) => {
    const db = getDb();
    const form = await readForm(request);
    const access = authorize(db, cookies, MANAGE);
    if (access.response) return access.response;
    const storefront = Object.values(db.storefront.storefronts).find((item) => item.id === Number(params.id));
    if (!storefront) return notFound();
    const parsed = storefrontPatchBodySchema.safeParse(reviveForm(storefrontPatchBodySchema, form));
    if (!parsed.success) return invalid(toMessages(parsed.error));
    const known = new Set(storefront.sections.map((section) => section.id));
    const unknown = parsed.data.sections.findIndex(
      (section) => section.id !== null && !known.has(section.id),
    );
    if (unknown >= 0)
      return invalid([{ path: `sections[${unknown}][id]`, message: 'This section does not exist.' }]);
    storefront.sections = [...parsed.data.sections]
      .sort((a, b) => a.weight - b.weight)
      .map(
        (section, weight) =>
          ({ ...section, weight, id: section.id ?? db.storefront.nextSectionId++ }) as StoredSection,
      );
    if (parsed.data.enabled !== undefined) storefront.enabled = parsed.data.enabled;
    if (parsed.data.language) storefront.language = parsed.data.language;
    return HttpResponse.json({ data: storefront });
  }),
  http.get(api('settings/storefront/appearance'), ({ cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, MANAGE);
    return access.response ?? HttpResponse.json({ data: db.storefront.appearance });
  }),
  http.post(api('settings/storefront/appearance'), async ({ request, cookies }) => {
    const db = getDb();
    const form = await readForm(request);
    const access = authorize(db, cookies, MANAGE);
    if (access.response) return access.response;
    const parsed = storefrontAppearanceSchema.safeParse(
      reviveForm(storefrontAppearanceSchema, { ...db.storefront.appearance, ...form }),
    );
    if (!parsed.success) return invalid(toMessages(parsed.error));
    db.storefront.appearance = parsed.data;
    return HttpResponse.json({ data: parsed.data });
  }),
];
