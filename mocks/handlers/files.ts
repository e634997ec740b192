import { HttpResponse, http } from 'msw';
import { fileUrl, MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, type UploadedFile } from '@/api/files';
import type { MockDb } from '../db';
import { currentUser, notFound, respond, unauthorized } from './http';
import { api, type GetDb } from './types';

interface StoredFile extends UploadedFile {
  bytes: ArrayBuffer;
}

/**
 * The uploaded files of one mock database. Kept beside the database rather than in it, so a fresh
 * database (every story, every scenario switch) starts with no files, like the rest of its state.
 */
const stores = new WeakMap<MockDb, Map<string, StoredFile>>();
export function fileStore(db: MockDb) {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/**
 * Ids never repeat while the page (or server) lives, even across fresh databases: the browser keeps
 * a picture by its URL, so a new file must never take the URL of one shown by an earlier story.
 */
let nextId = 1;

/** Uploads respond with 413 and 415 with the same body as a 400: a general message and one for the field. */
const refuse = (db: MockDb, status: number, message: string) =>
  respond(db, { message, messages: [{ path: 'file', message }] }, { status });

/**
 * An uploaded SVG is served from our own origin: opened on its own it could run script, so every
 * file goes out under a policy that runs nothing and with its declared type only (docs/security.md).
 */
const FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, max-age=31536000, immutable',
};

export const filesHandlers = (getDb: GetDb) => [
  http.post(api('files'), async ({ request, cookies }) => {
    const db = getDb();
    if (!currentUser(db, cookies)) return unauthorized(db);
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      file = null;
    }
    if (!(file instanceof File)) {
      return refuse(db, 400, 'Choose a file to upload.');
    }
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return refuse(db, 415, `${file.name} is not an image: use PNG, JPEG, GIF, WebP, SVG or ICO.`);
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      return refuse(db, 413, `${file.name} is larger than 5 MB.`);
    }
    const uploaded = storeFile(db, { name: file.name, mime: file.type, bytes: await file.arrayBuffer() });
    return respond(db, { data: uploaded });
  }),
  http.get(api('files/:id'), ({ params }) => {
    const db = getDb();
    const stored = fileStore(db).get(String(params.id));
    if (!stored) return notFound(db);
    return new HttpResponse(stored.bytes, {
      status: 200,
      headers: { ...FILE_HEADERS, 'Content-Type': stored.mime, 'Content-Length': String(stored.size) },
    });
  }),
];

/** Keeps the bytes and responds with what the upload returns; stories use it to start with a stored file. */
export function storeFile(
  db: MockDb,
  file: { name: string; mime: string; bytes: ArrayBuffer },
): UploadedFile {
  const id = `f${nextId++}`;
  const uploaded: UploadedFile = {
    id,
    url: fileUrl(id),
    mime: file.mime,
    size: file.bytes.byteLength,
    name: file.name,
  };
  fileStore(db).set(id, { ...uploaded, bytes: file.bytes });
  return uploaded;
}
