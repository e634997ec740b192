import { useEffect, useRef, useState } from 'react';

/** Sections this close to the viewport (one screen above and below) render their card. */
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
 * Holds reveals back while a drag is under way: a section rendered during a drag would grow under the
 * positions dnd-kit measured when the drag started, and its keyboard moves go by those. The
 * sections reached are rendered when the drag ends. One per editor (EditorCanvas.tsx).
 */
export class RevealGate {
  #dragging = false;
  #held = new Set<Reveal>();

  dragStarted() {
    this.#dragging = true;
  }

  dragEnded() {
    this.#dragging = false;
    const held = [...this.#held];
    this.#held.clear();
    for (const reveal of held) reveal();
  }

  /** Reveals now, or when the drag under way ends. */
  reveal(reveal: Reveal) {
    if (this.#dragging) this.#held.add(reveal);
    else reveal();
  }

  forget(reveal: Reveal) {
    this.#held.delete(reveal);
  }
}

/**
 * Whether the section has come near the viewport once (then it stays rendered,
 * so scrolling back never re-renders). `initially` renders it at once: the first
 * screen must not flash placeholders. A reveal during a drag waits for its end
 * (`gate`). Returns the ref of the element to watch.
 */
export function useRevealed(initially: boolean, gate: RevealGate) {
  const [revealed, setRevealed] = useState(initially);
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return;
    }
    const show = () => setRevealed(true);
    waiting.set(element, () => gate.reveal(show));
    sharedObserver().observe(element);
    return () => {
      waiting.delete(element);
      gate.forget(show);
      observer?.unobserve(element);
    };
  }, [revealed, gate]);
  return { revealed, reveal: () => setRevealed(true), ref };
}
