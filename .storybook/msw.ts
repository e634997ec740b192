import { isRole } from '@fixtures/users';
import { createHandlerGroups, type HandlerGroup } from '@mocks/handlers';
import { speakLanguage } from '@mocks/handlers/content-language';
import { MOCK_COOKIES, XSRF_COOKIE } from '@mocks/handlers/http';
import { getMockDb, startScenario } from '@mocks/runtime';
import type { Loader } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** The default handler groups; a story overrides one through `parameters.msw.handlers.<group>`. */
export const defaultHandlerGroups = createHandlerGroups(getMockDb);

const startWorker = async () => {
  // No initial handlers: the groups come from parameters, so a story can set one to null.
  const worker = setupWorker();
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
};

const loadMsw = mswLoader(startWorker);

type Handlers = { info?: { header?: string } }[];

/**
 * The groups are tried in order, so a story's handler put in a group after the one whose handler
 * serves the same request never runs: the story would show the regular response and pass for the
 * wrong reason. The XSRF group only checks and falls through.
 */
function shadowedOverrides(groups: Record<string, unknown> | undefined): string[] {
  const names = Object.keys(defaultHandlerGroups);
  const servedBy = (header: string | undefined, group: string) =>
    names
      .slice(0, Math.max(0, names.indexOf(group)))
      .filter((name) => name !== 'xsrf')
      .find((name) =>
        (defaultHandlerGroups[name as HandlerGroup] as Handlers).some((h) => h.info?.header === header),
      );
  return Object.entries(groups ?? {}).flatMap(([group, list]) =>
    Array.isArray(list)
      ? (list as Handlers).flatMap((handler) => {
          const owner = servedBy(handler.info?.header, group);
          return owner ? [`${handler.info?.header} in "${group}" is served first by "${owner}"`] : [];
        })
      : [],
  );
}

/**
 * The browser keeps cookies from one story to the next: forget the mock's
 * session and cookie agreement, and hold the XSRF token the real page load
 * would have set, so every story starts like a fresh visit.
 */
function resetBrowserCookies(xsrfToken: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: MSW reads document.cookie; the Cookie Store API is async
  for (const name of MOCK_COOKIES) document.cookie = `${name}=; Path=/; Max-Age=0`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${XSRF_COOKIE}=${xsrfToken}; Path=/; SameSite=Lax`;
}

/**
 * Per story: a fresh seeded database for the story's scenario and role
 * (`parameters.role`, else the scenario's, else the Role toolbar), then the
 * addon's loader (which resets the worker and applies the story's groups),
 * then the scenario's handlers in front of everything.
 */
export const mockApiLoader: Loader = async (context) => {
  const { scenario, db } = startScenario(context.parameters.scenario ?? context.globals.scenario, {
    seed: context.parameters.seed,
    role: isRole(context.parameters.role) ? context.parameters.role : undefined,
    defaultRole: isRole(context.globals.role) ? context.globals.role : 'learner',
  });
  // The mock returns menus and content in the story's language, as the backend would for a user who chose it.
  const langcode = context.parameters.locale ?? context.globals.locale;
  if (typeof langcode === 'string' && langcode !== 'en') speakLanguage(db, langcode);
  context.parameters.mockDb?.(db);
  resetBrowserCookies(db.platform.xsrfToken);
  const shadowed = shadowedOverrides(context.parameters.msw?.handlers);
  if (shadowed.length > 0) throw new Error(`Story handlers that never run: ${shadowed.join('; ')}`);
  await loadMsw(context);
  const worker = (context as unknown as { msw: { use: (...h: unknown[]) => void } }).msw;
  if (scenario.handlers) worker.use(...scenario.handlers);
  return {};
};
