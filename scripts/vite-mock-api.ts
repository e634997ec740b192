import type { Plugin } from 'vite';

/**
 * `npm run dev` without API_URL: responds to /api/v2 in the dev server from the
 * same MSW handlers, loaded through Vite so edits to mocks/ apply on reload.
 */
export function mockApiPlugin(): Plugin {
  return {
    name: 'learning-platform:mock-api',
    apply: 'serve',
    configureServer(server) {
      let api: Promise<{ handle: (request: Request) => Promise<Response> }> | undefined;
      server.middlewares.use(async (req, res, next) => {
        const path = req.url ?? '';
        if (!path.startsWith('/api/v2/') && !path.startsWith('/system/ajax/')) return next();
        try {
          // The mock and the Node adapters only: the host's index also renders pages with the app.
          const [mockApi, http, settings] = await Promise.all([
            server.ssrLoadModule('/mocks/server/mock-api.ts'),
            server.ssrLoadModule('/mocks/server/node-http.ts'),
            server.ssrLoadModule('/mocks/server/settings.ts'),
          ]);
          // MOCK_SCENARIO, MOCK_ROLE and MOCK_SEED as `npm run mock-api` takes them; a wrong one is
          // the error of every call, with what it takes.
          api ??= Promise.resolve(mockApi.createMockApi(settings.mockApiSettings(process.env)));
          const response = await (await api).handle(http.toFetchRequest(req, `http://${req.headers.host}`));
          await http.sendFetchResponse(res, response);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
