/** `sidebar_menu` → `sidebarMenu`; `sidebar-menu` too. */
export const toCamelCase = (key: string): string =>
  key.replace(/[_-]+([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

export const camelCaseKeys = <V>(record: Record<string, V>): Record<string, V> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [toCamelCase(key), value]));
