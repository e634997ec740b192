/**
 * One commit of the editor: "render" is the part React spends rendering (its Profiler's
 * `actualDuration`), `start` and `commit` when it began and reached the page (performance.now() time).
 */
export interface Commit {
  render: number;
  start: number;
  commit: number;
}
export type CommitListener = (commit: Commit) => void;

// React's Profiler, in the benchmark's profiling build (benchmarks/storefront/vite.config.ts).
export { CommitProbe } from '#commit-probe';
