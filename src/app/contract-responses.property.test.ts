import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickLanguage } from '@/api/route-data';
import { z } from '@/api/zod';
import { formatDay, formatDuration, languageName } from '@/features/catalog/format';
import { formatServerDate, formatServerDateTime } from '@/features/incentives/shared/dates';
import { createTranslator, formatServerDateText } from '@/i18n';
import { formatPhpDate } from '@/lib/php-date';
import { parseServerDate } from '@/lib/server-date';
import { arbitraryOf, documentSchemaOf } from '@/testing/contract-arbitraries';
import { publishedContract as contract } from './api-contract';

/*
 * Responses generated from the contract's own schemas, as the published document states them
 * (docs/api/openapi.json), fed to the layer that parses them (the zod schemas the client parses
 * with) and to the helpers that format them for people. Any response the contract allows must be
 * shown, never thrown on: fast-check tries hundreds of them per property and shrinks a failure to
 * the smallest response that breaks. (The pages rendered whole against such responses are a later step.)
 */

const entryOf = (path: string, type?: string) => {
  const entry = contract.find(
    (candidate) =>
      candidate.method === 'GET' &&
      candidate.path === path &&
      (type === undefined || (candidate.example?.query as { type?: string } | undefined)?.type === type),
  );
  if (!entry?.response) throw new Error(`No GET ${path} in the contract`);
  return entry;
};

/** A response of `GET path` as the document allows it, kept when the client's schema parses it. */
function responseOf<T>(path: string, type?: string): fc.Arbitrary<T | undefined> {
  const entry = entryOf(path, type);
  const parser = entry.response as z.core.$ZodType;
  return arbitraryOf(documentSchemaOf(entry)).map((body) => {
    const parsed = z.safeParse(parser, body);
    return parsed.success ? (parsed.data as { data: T }).data : undefined;
  });
}

type Me = { language: string };
type General = {
  current_language: string;
  current_timezone: string;
  date_time_formats: Record<string, string>;
};

beforeAll(() => {
  // Each fallback says so once in the console: here that is noise, not news.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

/** Pinned, so a run is the same on every machine; a failure prints its seed and shrunk response. */
const runs = { seed: 20_260_314, numRuns: 300 };

describe('responses generated from the contract', () => {
  it.each(
    contract
      .filter((entry) => entry.method === 'GET' && entry.response)
      .map((entry) => [`${entry.path} ${JSON.stringify(entry.example?.query ?? {})}`, entry] as const),
  )('GET %s: what the document allows, the client parses (but a date that does not exist)', (_, entry) => {
    const parser = entry.response as z.core.$ZodType;
    fc.assert(
      fc.property(arbitraryOf(documentSchemaOf(entry)), (body) => {
        const parsed = z.safeParse(parser, body);
        // A refinement (a date that exists) is the one check JSON Schema cannot carry.
        const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => issue.code !== 'custom');
        expect(issues).toEqual([]);
      }),
      { seed: runs.seed, numRuns: 25 },
    );
  });

  it('the language, numbers, points and dates of the shell: shown, never thrown on', () => {
    fc.assert(
      fc.property(
        responseOf<Me>('me'),
        responseOf<General>('settings', 'general'),
        responseOf<{ points: number }>('incentives/wallet'),
        responseOf<{ created: string; timezone: string; language: string }>('users/{uid}'),
        (me, general, wallet, profile) => {
          const langcode = pickLanguage(me as never, general as never);
          const translator = createTranslator(langcode);
          if (wallet) {
            expect(translator.formatPlural(wallet.points, '@count point', '@count points')).toContain(
              'point',
            );
            translator.formatNumber(wallet.points);
          }
          const instant = profile ? (parseServerDate(profile.created) ?? new Date(Number.NaN)) : new Date(0);
          for (const pattern of Object.values(general?.date_time_formats ?? { medium: 'D, m/d/Y - H:i' })) {
            formatPhpDate(instant, pattern, {
              timeZone: general?.current_timezone ?? 'UTC',
              locale: translator.langcode,
            });
          }
          if (profile) {
            expect(
              formatServerDateText(profile.created, translator.langcode, { dateStyle: 'long' }),
            ).not.toBe('');
            formatPhpDate(instant, 'l, F j, Y - H:i T', {
              timeZone: profile.timezone,
              locale: profile.language,
            });
          }
        },
      ),
      runs,
    );
  });

  it('the catalogue: prices, languages, durations and enrolment dates', () => {
    type Training = {
      price: number | null;
      currency: string;
      language: string;
      duration_minutes: number;
      enrolment: null | Record<string, unknown>;
    };
    fc.assert(
      fc.property(responseOf<Me>('me'), responseOf<Training>('trainings/{id}'), (me, training) => {
        const translator = createTranslator(pickLanguage(me as never, undefined));
        if (!training) return;
        if (training.price !== null) translator.formatCurrency(training.price, training.currency);
        languageName(training.language, translator.langcode);
        formatDuration(training.duration_minutes, translator);
        for (const key of ['enrolled', 'completed', 'requested'] as const) {
          const value = training.enrolment?.[key];
          if (typeof value === 'string') formatDay(value, translator.langcode);
        }
      }),
      runs,
    );
  });

  it('the incentives: transactions and expiry schedules', () => {
    fc.assert(
      fc.property(
        responseOf<Me>('me'),
        responseOf<{ created: string; points: number }[]>('incentives/transactions'),
        responseOf<{ date: string | null; next_run: string | null }[]>('settings/incentives/schedules'),
        (me, transactions, schedules) => {
          const translator = createTranslator(pickLanguage(me as never, undefined));
          for (const transaction of transactions ?? []) {
            formatServerDateTime(transaction.created, translator.langcode);
            translator.formatNumber(transaction.points);
          }
          for (const schedule of schedules ?? []) {
            if (schedule.date) formatServerDate(schedule.date, translator.langcode);
            if (schedule.next_run) formatServerDateTime(schedule.next_run, translator.langcode);
          }
        },
      ),
      runs,
    );
  });
});
