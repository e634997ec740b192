import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { diffRegions, emulateMedia, parkPointer } from './.storybook/commands';
import { CHROMIUM_ARGS, findChromium, guardFontConfig } from './scripts/chromium.mjs';
import viteConfig from './vite.config';

// The story tests' Chromium sees one font, whatever the machine has (scripts/chromium.mjs,
// guardFontConfig; docs/testing.md, "Fonts"): no picture can depend on the machine's fonts.
const FONTCONFIG_FILE = await guardFontConfig();

const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      env: { ...process.env, FONTCONFIG_FILE },
    },
    contextOptions: { reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC', deviceScaleFactor: 1 },
  });

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'server/**/*.test.ts',
              'fixtures/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            setupFiles: ['./src/testing/setup-unit.ts'],
            // The files share a process rather than each starting one and importing everything
            // anew (3 min against 35 s on two cores): a file must not depend on the state another
            // leaves behind (docs/testing.md, "Unit files share a process").
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // Vite finds every dependency of every story before the run starts: one discovered
          // mid-run makes it re-bundle and reload the browser, failing the files in flight.
          optimizeDeps: {
            entries: ['index.html', '.storybook/preview.tsx', 'src/**/*.stories.tsx'],
            include: ['react-router/dom'],
          },
          test: {
            name: 'storybook',
            isolate: false,
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: chromium(),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1280, height: 800 },
              screenshotFailures: false,
              commands: { parkPointer, diffRegions, emulateMedia },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Anti-aliasing noise only; a real change moves far more pixels. The colour
                  // threshold is pixelmatch's own default: at 0.01 the edges of semibold and bold
                  // letters, rasterised a shade differently from one run to the next under load,
                  // failed a story now and then (107 pixels of a 1280×800 picture).
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
                },
              },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            // The server's memory test collects garbage before it measures (e2e/server-memory.test.ts).
            execArgv: ['--expose-gc'],
          },
        },
      ],
    },
  }),
);
