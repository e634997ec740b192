import { describe, expect, it, vi } from 'vitest';
import { loadLocaleData } from './locale-data';

describe('loadLocaleData', () => {
  it('loads each piece of locale data in a task of its own', async () => {
    const nextTask = vi.fn(async () => {});
    await loadLocaleData({ langcode: 'ar', direction: 'rtl', timeZone: 'Asia/Dubai' }, nextTask);
    expect(nextTask).toHaveBeenCalledTimes(4);
  });

  it('goes on past a language or a zone the runtime does not know', async () => {
    const nextTask = vi.fn(async () => {});
    await expect(
      loadLocaleData({ langcode: 'not a language', direction: 'ltr', timeZone: 'Nowhere/Never' }, nextTask),
    ).resolves.toBeUndefined();
    expect(nextTask).toHaveBeenCalledTimes(4);
  });
});
