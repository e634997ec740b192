import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getArchive } from '@/api/archive';
import { ApiError } from '@/api/errors';
import { follow, getFollows, unfollow } from '@/api/follows';
import { getContentPage } from '@/api/pages';
import { register } from '@/api/registration';
import { getMe } from '@/api/session';
import { createMockServer } from '../node';
import { certificateSvg } from './archive';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('content pages', () => {
  beforeEach(() => mock.useScenario('default', { role: 'visitor' }));

  it('returns the footer pages to visitors and 404 for an unknown slug', async () => {
    for (const slug of ['about', 'contact', 'privacy', 'terms', 'release-notes'])
      expect((await getContentPage(slug)).slug).toBe(slug);
    expect((await failure(getContentPage('nope'))).status).toBe(404);
  });
});

describe('sign-up', () => {
  beforeEach(async () => {
    mock.useScenario('default', { role: 'visitor' });
    await getMe();
  });

  it('refuses a taken e-mail, a weak password and unaccepted terms, on their fields', async () => {
    const error = await failure(
      register({ name: 'newbie', mail: 'LEARNER@example.com', pass: 'short', terms: false }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['mail', 'pass', 'terms']);
  });

  it('creates a learner and signs it in', async () => {
    const me = await register({ name: 'newbie', mail: 'newbie@example.com', pass: 'learn2026', terms: true });
    expect(me.uid).toBeGreaterThan(0);
    expect((await getMe()).uid).toBe(me.uid);
    expect(
      (await failure(register({ name: 'Newbie', mail: 'x@example.com', pass: 'learn2026', terms: true })))
        .status,
    ).toBe(400);
  });
});

describe('archive and follows', () => {
  beforeEach(async () => {
    mock.useScenario('default', { role: 'learner' });
    await getMe();
  });

  it('lists completed trainings with a certificate that is an SVG document', async () => {
    const archive = await getArchive();
    expect(archive.length).toBeGreaterThan(0);
    expect(archive[0]?.certificate_url).toMatch(/^\/api\/v2\/archive\/\d+\/certificate$/);
    expect(certificateSvg('A <b>', 'T & C', '2026-01-02 03:04:05')).toContain('A &#60;b&#62;');
  });

  it('unfollows and follows again (Undo)', async () => {
    const before = await getFollows();
    const first = before[0];
    if (!first) throw new Error('nothing followed');
    await unfollow(first.id);
    expect((await getFollows()).some((entry) => entry.id === first.id)).toBe(false);
    const again = await follow({ type: first.type, target_id: first.target_id });
    expect(again.title).toBe(first.title);
    expect(await getFollows()).toHaveLength(before.length);
    // Gone already (the mock responds 404): what an unfollow asks for, so it is done.
    await expect(unfollow(first.id)).resolves.toBeUndefined();
  });
});
