import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { MAX_UPLOAD_BYTES, uploadFile, uploadRefusal } from '@/api/files';
import { getMe } from '@/api/session';
import { createMockServer } from '../node';

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

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('POST files', () => {
  beforeEach(async () => {
    mock.useScenario('default', { role: 'administrator' });
    await getMe();
  });

  it('stores the bytes and serves them back at the returned URL with their type', async () => {
    const uploaded = await uploadFile(new File([png], 'logo.png', { type: 'image/png' }));
    expect(uploaded).toMatchObject({ name: 'logo.png', mime: 'image/png', size: png.byteLength });
    expect(uploaded.url).toBe(`/api/v2/files/${uploaded.id}`);
    const served = await fetch(`http://localhost${uploaded.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses another type with 415 and a message on the file field', async () => {
    const error = await failure(uploadFile(new File(['hello'], 'notes.txt', { type: 'text/plain' })));
    expect(error.status).toBe(415);
    expect(uploadRefusal(error)).toMatch(/notes\.txt is not an image/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' });
    const error = await failure(uploadFile(big));
    expect(error.status).toBe(413);
    expect(uploadRefusal(error)).toBe('huge.png is larger than 5 MB.');
  });

  it('responds with 404 for an unknown file and 401 to visitors', async () => {
    expect((await fetch('http://localhost/api/v2/files/nope')).status).toBe(404);
    mock.useScenario('default', { role: 'visitor' });
    await getMe().catch(() => undefined);
    const error = await failure(uploadFile(new File([png], 'logo.png', { type: 'image/png' })));
    expect(error.status).toBe(401);
  });
});
