import { useEffect, useState } from 'react';

/**
 * False while a component's first picture is being rendered, true in a task right after the browser
 * painted it. Work the first picture does not need (starting the rich-text editor of a form that
 * was just opened) waits for it, so the click that opened the form shows its effect on screen first
 * (docs/performance.md, "Long tasks"). A frame's callback runs just before that frame's paint; a
 * task it queues runs after it. In a tab that is not shown the browser paints no frames, so the
 * work waits until the tab is shown.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [painted]);
  return painted;
}
