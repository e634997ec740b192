import { describe, expect, it } from 'vitest';
import { decideGates, gateFlags } from './access';

describe('decideGates', () => {
  const settings = { storefront_page: true, incentives_shop_enabled: true, incentives_shop: false };

  it('allows when every flag is true', () => {
    expect(decideGates(settings, { flags: 'storefront_page' })).toBe('allow');
    expect(decideGates(settings, { flags: ['storefront_page', 'incentives_shop_enabled'] })).toBe('allow');
  });

  it('denies when any flag of a list is not true', () => {
    expect(decideGates(settings, { flags: ['storefront_page', 'incentives_shop'] })).toBe('denied');
    expect(decideGates(settings, { flags: 'availability_feature_manage' })).toBe('denied');
  });

  it('sends to not-found when the failing entry is marked notFound', () => {
    expect(decideGates({}, { flags: 'storefront_page', notFound: true })).toBe('not-found');
  });

  it('checks a list of gates in order: the first closed one decides', () => {
    const incentives = [
      { flags: 'incentives_shop_enabled', notFound: true },
      { flags: 'incentives_shop' },
    ] as const;
    expect(decideGates({ incentives_shop_enabled: false, incentives_shop: false }, incentives)).toBe(
      'not-found',
    );
    expect(decideGates({ incentives_shop_enabled: true, incentives_shop: false }, incentives)).toBe('denied');
    expect(decideGates({ incentives_shop_enabled: true, incentives_shop: true }, incentives)).toBe('allow');
    expect(gateFlags(incentives)).toEqual(['incentives_shop_enabled', 'incentives_shop']);
  });
});
