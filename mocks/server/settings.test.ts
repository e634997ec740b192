import { describe, expect, it } from 'vitest';
import { MockApiSettingError, mockApiSettings } from './settings';

describe('mockApiSettings', () => {
  it('takes what it knows, and unset or empty as the default', () => {
    expect(
      mockApiSettings({ MOCK_SCENARIO: 'emptyWallet', MOCK_ROLE: 'administrator', MOCK_SEED: '7' }),
    ).toEqual({
      scenario: 'emptyWallet',
      role: 'administrator',
      seed: 7,
    });
    expect(mockApiSettings({ MOCK_SEED: '0' }).seed).toBe(0);
    expect(mockApiSettings({ MOCK_SCENARIO: '', MOCK_ROLE: '', MOCK_SEED: '' })).toEqual({
      scenario: undefined,
      role: undefined,
      seed: undefined,
    });
  });

  it.each([
    ['MOCK_SCENARIO', 'bogus', /^MOCK_SCENARIO must be one of default, .*: bogus$/],
    // The login name of the administrator is `admin`; the role is `administrator`.
    ['MOCK_ROLE', 'admin', /^MOCK_ROLE must be one of visitor, learner, administrator: admin$/],
    ['MOCK_SEED', '1.5', /^MOCK_SEED must be a whole number: 1\.5$/],
    ['MOCK_SEED', 'abc', /^MOCK_SEED must be a whole number: abc$/],
  ])('refuses %s=%s, saying what it takes', (name, value, message) => {
    expect(() => mockApiSettings({ [name]: value })).toThrow(MockApiSettingError);
    expect(() => mockApiSettings({ [name]: value })).toThrow(message);
  });
});
