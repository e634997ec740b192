import { z } from '@/api/zod-mini';
import { parseServerDate, SERVER_DATE_TIME, SERVER_DAY } from '@/lib/server-date';

/*
 * The kinds of value the contract's fields share (docs/api/README.md, "Value formats"): each one
 * says what the client relies on, so the OpenAPI document says it to the backend too, with a
 * description and an example. A field with nothing more to say than its format uses these; one
 * with more adds its own description.
 */

/**
 * A BCP 47 language tag as Drupal writes a langcode: a primary language, then optionally a script,
 * a region and variants (`en`, `fr`, `pt-br`, `zh-hans`). The interface formats numbers and dates
 * with it.
 */
export const LANGUAGE_TAG =
  /^[A-Za-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?(?:-(?:[A-Za-z\d]{5,8}|\d[A-Za-z\d]{3}))*$/;

export const languageCodeSchema = z
  .string()
  .check(
    z.regex(LANGUAGE_TAG),
    z.meta({ description: 'A BCP 47 language tag (Drupal langcode)', examples: ['fr'] }),
  );

/** An IANA time zone name (`Europe/Paris`, `UTC`). */
export const TIME_ZONE = /^(?:UTC|[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+)$/;

export const timeZoneSchema = z
  .string()
  .check(z.regex(TIME_ZONE), z.meta({ description: 'An IANA time zone name', examples: ['Europe/Paris'] }));

const isServerDateTime = (value: string) => parseServerDate(value) !== undefined;
const isServerDay = (value: string) => parseServerDate(`${value} 00:00:00`) !== undefined;

/** 'yyyy-MM-dd HH:mm:ss', always UTC, a moment that exists (no 02-30, no 24:00). */
export const serverDateTimeSchema = z.string().check(
  z.regex(SERVER_DATE_TIME, 'Expected yyyy-MM-dd HH:mm:ss (UTC)'),
  z.refine(isServerDateTime),
  z.meta({
    description: 'A date and time in UTC, written yyyy-MM-dd HH:mm:ss',
    examples: ['2026-03-14 09:30:00'],
  }),
);

/** 'yyyy-MM-dd', a day that exists (RFC 3339 full-date, JSON Schema's `date`). */
export const serverDaySchema = z
  .string()
  .check(
    z.regex(SERVER_DAY, 'Expected yyyy-MM-dd'),
    z.refine(isServerDay),
    z.meta({ format: 'date', description: 'A day, written yyyy-MM-dd', examples: ['2026-03-14'] }),
  );

/**
 * A link the interface follows: a path on this site (`/course/12`), or an absolute http(s), mailto
 * or tel address. The interface still drops any other target when it renders the link.
 */
// Written without lookahead, so that tools generating examples from the pattern can read it.
export const LINK_URL = /^(?:\/(?:[^/\\\s]\S*)?|https?:\/\/[^/\\\s]\S*|(?:mailto|tel):\S*)$/;

export const linkUrlSchema = z.string().check(
  z.regex(LINK_URL),
  z.meta({
    format: 'uri-reference',
    description: 'A path on this site, or an absolute http(s), mailto or tel address',
    examples: ['/course/12'],
  }),
);

/**
 * Where an image is: a path on this site (an upload, `/api/v2/files/f1a2`), an absolute http(s)
 * address, or an inline `data:image/…` URI.
 */
export const IMAGE_URL = /^(?:\/$|\/[^/\\]|https?:\/\/[^/\\\s]|data:image\/)/;

export const imageUrlSchema = z.string().check(
  z.regex(IMAGE_URL),
  z.meta({
    format: 'uri-reference',
    description: 'An image: a path on this site, an absolute http(s) address or a data:image URI',
    examples: ['/api/v2/files/f1a2b3'],
  }),
);

/** A same-origin path of a file the server serves (a certificate, a caption track, a media file). */
export const SITE_PATH = /^\/(?:[^/\\\s]\S*)?$/;

export const sitePathSchema = z.string().check(
  z.regex(SITE_PATH),
  z.meta({
    format: 'uri-reference',
    description: 'A path on this site',
    examples: ['/api/v2/files/f1a2b3'],
  }),
);

export const emailSchema = z
  .email()
  .check(z.meta({ description: 'An e-mail address', examples: ['learner@example.com'] }));

/** A CSS colour as `#rgb` or `#rrggbb`. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

export const hexColourSchema = z
  .string()
  .check(
    z.regex(HEX_COLOUR, 'Expected a #rgb or #rrggbb colour'),
    z.meta({ description: 'A colour, #rgb or #rrggbb', examples: ['#1f5fbf'] }),
  );

/** An ISO 4217 currency code, upper case. */
export const currencySchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/), z.meta({ description: 'An ISO 4217 currency code', examples: ['EUR'] }));

/** A record's numeric id: 1 or more. */
export const idSchema = z
  .int()
  .check(z.positive(), z.meta({ description: 'An id (1 or more)', examples: [12] }));

/** A record's id written as text (uploads, search results): never empty. */
export const textIdSchema = z
  .string()
  .check(z.minLength(1), z.meta({ description: 'An id, never empty', examples: ['f1a2b3'] }));

/** A balance or an amount of points: a whole number, never negative. */
export const pointsSchema = z
  .int()
  .check(z.nonnegative(), z.meta({ description: 'Points: a whole number, 0 or more', examples: [1250] }));

/** How many of something there are. */
export const countSchema = z
  .int()
  .check(z.nonnegative(), z.meta({ description: 'A count: a whole number, 0 or more', examples: [3] }));

/** A share of something done, in whole per cent. */
export const percentSchema = z
  .int()
  .check(z.gte(0), z.lte(100), z.meta({ description: 'Whole per cent, 0 to 100', examples: [40] }));

/** A text shown as a name or a title: never empty. */
export const labelSchema = z.string().check(z.minLength(1));
