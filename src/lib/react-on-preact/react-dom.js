// What `react-dom` resolves to in the Preact trial (vite.config.ts, UI_RUNTIME=preact).
import { flushSync } from './scheduler.js';

export * from 'preact/compat';
export { default } from 'preact/compat';
export { flushSync };
