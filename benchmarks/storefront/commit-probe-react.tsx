import { Profiler, type ReactNode } from 'react';
import type { CommitListener } from './commit-probe';

/** On React DOM: every commit of the tree below, as React's Profiler reports it (profiling build). */
export function CommitProbe({ onCommit, children }: { onCommit: CommitListener; children: ReactNode }) {
  return (
    <Profiler
      id="editor"
      onRender={(_id, _phase, actualDuration, _baseDuration, startTime, commitTime) =>
        onCommit({ render: actualDuration, start: startTime, commit: commitTime })
      }
    >
      {children}
    </Profiler>
  );
}
