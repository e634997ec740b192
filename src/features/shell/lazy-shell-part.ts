import { type ComponentType, lazy } from 'react';
import { unlessLeaving } from '@/lib/unless-leaving';

/**
 * A part of the shell whose code is fetched when it is first used (the navigation drawer, the user
 * menu). Code that cannot be fetched leaves the page as it is rather than putting the error screen
 * over it: the failure is logged and `unavailable` stands in. Make a new one for each try: React
 * keeps a failed lazy component's failure.
 */
export function lazyShellPart<Props>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  unavailable: ComponentType<Props>,
) {
  return lazy<ComponentType<Props>>(async () => {
    try {
      return { default: await unlessLeaving(load) };
    } catch (error) {
      console.error(`The ${name} could not be loaded`, error);
      return { default: unavailable };
    }
  });
}
