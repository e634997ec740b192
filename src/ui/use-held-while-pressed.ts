import { useState, useSyncExternalStore } from 'react';

/**
 * Whether the mouse is pressed on the page. A field checked as it is left shows its message at once;
 * when it was left by pressing Save with the mouse, the message pushed Save down between the press
 * and the release, the release landed beside it, on the form, and the click never submitted it.
 */
let pressed = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const onDown = (event: PointerEvent) => {
  if (event.pointerType !== 'mouse') return;
  pressed = true;
  notify();
};
// A timer, so that the click the release makes is handled first, with the page as it was pressed.
const onUp = () => {
  if (pressed)
    setTimeout(() => {
      pressed = false;
      notify();
    });
};
const EVENTS = [
  ['pointerdown', onDown],
  ['pointerup', onUp],
  ['pointercancel', onUp],
] as const;

function subscribe(listener: () => void) {
  if (listeners.size === 0)
    for (const [type, handler] of EVENTS) document.addEventListener(type, handler, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0)
      for (const [type, handler] of EVENTS) document.removeEventListener(type, handler, true);
  };
}

/** `value` as it was when the mouse was pressed, until the press and its click are over. */
export function useHeldWhilePressed(value: string): string {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [held, setHeld] = useState(value);
  if (!isPressed && held !== value) setHeld(value);
  return isPressed ? held : value;
}
