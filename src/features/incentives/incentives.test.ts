import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/api/access';
import { decideGates, type Gate } from '@/api/access';
import type { Schedule } from '@/api/incentives-schedules';
import type { AccessFlag } from '@/api/settings';
import { unplacedMessages } from '@/ui/form';
import { changedScheduleFields } from './admin/schedules/ScheduleEditPage';
import { toScheduleInput } from './admin/schedules/ScheduleForm';
import { routes as incentivesRoutes } from './routes';

/** The gates met on the way down to a path of the incentives routes, outermost first. */
function gatesTo(path: string): Gate[] {
  const parts = path.split('/').filter(Boolean);
  const walk = (routes: AppRoute[], rest: string[], gates: Gate[]): Gate[] | undefined => {
    for (const route of routes) {
      const own = route.gate ? [...gates, ...(Array.isArray(route.gate) ? route.gate : [route.gate])] : gates;
      if (route.index && rest.length === 0) return own;
      const segments = (route.path ?? '').split('/').filter(Boolean);
      if (segments.length === 0 || segments.length > rest.length) continue;
      if (!segments.every((segment, index) => segment.startsWith(':') || segment === rest[index])) continue;
      const remaining = rest.slice(segments.length);
      if (remaining.length === 0 && !route.children) return own;
      const found = route.children && walk(route.children, remaining, own);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(incentivesRoutes, parts, []);
  if (!found) throw new Error(`No incentives route for ${path}`);
  return found;
}

const flags = (on: AccessFlag[]) => Object.fromEntries(on.map((flag) => [flag, true]));
const ADMIN: AccessFlag[] = [
  'incentives_shop_enabled',
  'incentives_shop',
  'incentives_settings',
  'incentives_shop_settings_available',
];

describe('incentives routes (docs/product.md §2)', () => {
  it('sends a closed shop to not-found before checking the shop permission', () => {
    for (const path of [
      '/incentives',
      '/incentives/6',
      '/incentives/6/purchase',
      '/incentives/purchase-success',
    ]) {
      expect(decideGates(flags([]), gatesTo(path))).toBe('not-found');
      expect(decideGates(flags(['incentives_shop_enabled']), gatesTo(path))).toBe('denied');
      expect(decideGates(flags(['incentives_shop_enabled', 'incentives_shop']), gatesTo(path))).toBe('allow');
    }
  });

  it('guards the administration with incentives_settings, products (not-found), shop and transactions', () => {
    expect(decideGates(flags(['incentives_shop']), gatesTo('/settings/incentives'))).toBe('denied');
    const settingsOnly = flags(['incentives_settings']);
    for (const path of [
      '/settings/incentives',
      '/settings/incentives/rules',
      '/settings/incentives/schedules/1/edit',
    ])
      expect(decideGates(settingsOnly, gatesTo(path))).toBe('allow');
    for (const path of [
      '/settings/incentives/products',
      '/settings/incentives/products/create',
      '/settings/incentives/products/3/edit',
    ])
      expect(decideGates(settingsOnly, gatesTo(path))).toBe('not-found');
    for (const path of [
      '/settings/incentives/shop',
      '/settings/incentives/transactions',
      '/settings/incentives/transactions/9',
    ])
      expect(decideGates(settingsOnly, gatesTo(path))).toBe('denied');
    for (const path of ['/settings/incentives/products/3/edit', '/settings/incentives/transactions/9'])
      expect(decideGates(flags(ADMIN), gatesTo(path))).toBe('allow');
  });

  it('has the leaderboard signed-in only, with no flag', () => {
    const leaderboard = incentivesRoutes.find((route) => route.path === 'leaderboard');
    expect(leaderboard).toMatchObject({ auth: true });
    expect(leaderboard?.gate).toBeUndefined();
  });
});

const yearEnd: Schedule = {
  id: 1,
  name: 'Year-end expiry',
  active: true,
  frequency: 'yearly',
  date: null,
  month: 12,
  day: 31,
  older_than_days: 365,
  warning_days: 30,
  next_run: null,
  created: '2026-08-04 09:30:00',
  changed: '2026-08-04 09:30:00',
};

describe('expiry schedule form', () => {
  it('sends only the fields of the chosen frequency', () => {
    expect(
      toScheduleInput({
        name: ' Spring ',
        active: true,
        frequency: 'once',
        date: '2027-04-30',
        month: '12',
        day: 31,
        older_than_days: 0,
        warning_days: 7,
      }),
    ).toMatchObject({ name: 'Spring', date: '2027-04-30', month: null, day: null });
    expect(
      toScheduleInput({ ...yearEnd, date: '2027-01-01', month: '', day: 5, frequency: 'monthly' }),
    ).toMatchObject({ date: null, month: null, day: 5 });
  });

  it('PATCHes only what changed', () => {
    const same = { ...yearEnd };
    expect(changedScheduleFields(yearEnd, same)).toEqual({});
    expect(changedScheduleFields(yearEnd, { ...same, warning_days: 14 })).toEqual({ warning_days: 14 });
    expect(
      changedScheduleFields(yearEnd, {
        ...same,
        frequency: 'once',
        date: '2027-01-01',
        month: null,
        day: null,
      }),
    ).toEqual({
      frequency: 'once',
      date: '2027-01-01',
      month: null,
      day: null,
    });
  });
});

describe('server messages without a field', () => {
  it('lists the messages no field of the form shows', () => {
    const map = {
      title: { message: 'Taken.', type: 'server' as const },
      products: { '0': { message: 'Sold out.', type: 'server' as const } },
      points: { message: 'Not enough points.', type: 'server' as const },
    };
    expect(unplacedMessages(map, ['title'])).toEqual(['Sold out.', 'Not enough points.']);
    expect(unplacedMessages(map, [])).toHaveLength(3);
  });
});
