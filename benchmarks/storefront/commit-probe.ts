/**
 * One commit of the editor: "render" is the part the runtime spends rendering (React's Profiler
 * `actualDuration`; on Preact the whole pass up to the commit, DOM writes included), `start` and
 * `commit` when it began and reached the page (performance.now() time).
 */
export interface Commit {
  render: number;
  start: number;
  commit: number;
}
export type CommitListener = (commit: Commit) => void;

// The runtime's own probe, chosen by the benchmark's build (benchmarks/storefront/vite.config.ts).
export { CommitProbe } from '#commit-probe';
