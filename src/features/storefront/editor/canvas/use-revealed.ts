import { useEffect, useRef, useState } from 'react';

/** Sections this close to the viewport (one screen above and below) draw their card. */
const MARGIN = '100% 0px';

type Reveal = () => void;
const waiting = new Map<Element, Reveal>();
let observer: IntersectionObserver | null = null;

/** One observer for every section: 300 observers would cost more than the cards they defer. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const reveal = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        reveal?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the section has come near the viewport once (then it stays drawn,
 * so scrolling back never redraws). `initially` draws it at once: the first
 * screen must not flash placeholders. Returns the ref of the element to watch.
 */
export function useRevealed(initially: boolean) {
  const [revealed, setRevealed] = useState(initially);
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    waiting.set(element, () => setRevealed(true));
    sharedObserver().observe(element);
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }, [revealed]);
  return { revealed, reveal: () => setRevealed(true), ref };
}
