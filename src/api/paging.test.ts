import { createMockServer } from '@mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAllOrganizations } from './organizations';
import { getAllTaxonomyTerms, TAXONOMY_PAGE_SIZE } from './taxonomy';
import { ALL_USERS_PAGE_SIZE, getAllUsers } from './users';

const mock = createMockServer();
let pages: URL[] = [];
mock.server.events.on('request:start', ({ request }) => {
  pages.push(new URL(request.url));
});
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => {
  pages = [];
});

describe('all users', () => {
  it('reads pages of 100 one by one, merges them, and ends with isLastPage', async () => {
    const db = mock.useScenario('default', { role: 'administrator' });
    const result = await getAllUsers();
    expect(result.data.map((user) => user.uid)).toEqual(db.platform.users.map((user) => user.uid));
    expect(result.meta.isLastPage).toBe(true);
    expect(pages.map((url) => [url.searchParams.get('page'), url.searchParams.get('limit')])).toEqual([
      ['0', String(ALL_USERS_PAGE_SIZE)],
      ['1', '100'],
      ['2', '100'],
    ]);
  });

  it('keeps the filters on every page', async () => {
    mock.useScenario('largeData', { role: 'administrator' });
    const result = await getAllUsers({ role: 'learner' });
    expect(result.data.length).toBeGreaterThan(2000);
    expect(pages.every((url) => url.searchParams.get('role') === 'learner')).toBe(true);
    expect(new Set(result.data.map((user) => user.uid)).size).toBe(result.data.length);
  });

  it('stops at a page the server marks last, even if totalPages says more', async () => {
    mock.useScenario('default', { role: 'administrator' });
    mock.server.use(
      http.get('*/api/v2/users', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: Array.from({ length: 100 }, (_, index) => ({
            uid: page * 100 + index + 1,
            full_name: 'A B',
            first_name: 'A',
            last_name: 'B',
            avatar: null,
          })),
          meta: { page, limit: 100, total: 500, totalPages: 5, isLastPage: page === 1 },
        });
      }),
    );
    const result = await getAllUsers();
    expect(result.data).toHaveLength(200);
    expect(pages).toHaveLength(2);
  });
});

describe('all organizations', () => {
  it('ends at a page shorter than a full one, whatever meta.totalPages says', async () => {
    mock.useScenario('default');
    mock.server.use(
      http.get('*/api/v2/organizations', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const length = page === 0 ? 100 : 3;
        return HttpResponse.json({
          data: Array.from({ length }, (_, index) => ({ id: page * 100 + index + 1, name: 'Org' })),
          meta: { page, limit: 100, total: 103, totalPages: Number.MAX_SAFE_INTEGER, isLastPage: false },
        });
      }),
    );
    expect(await getAllOrganizations()).toHaveLength(103);
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['0', '1']);
  });

  it('follows meta.totalPages with pages of 100', async () => {
    const db = mock.useScenario('default');
    const organizations = await getAllOrganizations();
    expect(db.platform.organizations.length).toBeGreaterThan(100);
    expect(organizations).toEqual(db.platform.organizations);
    expect(pages.map((url) => url.searchParams.get('page'))).toEqual(['0', '1']);
    expect(pages.every((url) => url.searchParams.get('limit') === '100')).toBe(true);
  });
});

describe('all taxonomy terms', () => {
  it('loops pages of 100 for one vocabulary', async () => {
    const db = mock.useScenario('default');
    const terms = await getAllTaxonomyTerms({ machine_name: 'skills' });
    const skills = db.platform.taxonomyTerms.filter((term) => term.vocabulary === 'skills');
    expect(skills.length).toBeGreaterThan(TAXONOMY_PAGE_SIZE);
    expect(terms).toEqual(skills);
    expect(pages.map((url) => [url.searchParams.get('machine_name'), url.searchParams.get('page')])).toEqual([
      ['skills', '0'],
      ['skills', '1'],
    ]);
  });

  it('passes the parent and reads children only', async () => {
    const db = mock.useScenario('default');
    const root = db.platform.taxonomyTerms.find((term) => term.vocabulary === 'topics' && term.parent === 0);
    const children = await getAllTaxonomyTerms({ machine_name: 'topics', parent: root?.tid });
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((term) => term.parent === root?.tid)).toBe(true);
    expect(pages[0]?.searchParams.get('parent')).toBe(String(root?.tid));
  });
});
