/**
 * The listening half of src/app/early-input.ts. It has no imports: the build also bundles it, with
 * src/app/deferred-entry.ts (src/app/boot.ts), into a classic script that the document's head loads
 * and runs before any of the page is on screen (scripts/vite-boot-script.ts), so that a press made
 * while the app's own scripts are still on their way is held too. The app's entry takes that
 * capture over (`takeBootCapture`).
 */

/** What a press is held on: the elements that act through a script's handler. */
export const PRESSABLE =
  'button, input[type="submit"], input[type="button"], input[type="reset"], [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"], summary';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

export const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export interface EarlyCapture {
  /** The elements pressed, each once, in the order of their first press. */
  readonly held: HTMLElement[];
  /** Each field typed into, with what it held after the last keystroke. */
  readonly typed: Map<Field, string | boolean>;
  /** Stops listening. */
  stop(): void;
}

/** Starts holding presses and submissions, and noting what is typed, on `doc`. */
export function captureEarlyInput(doc: Document): EarlyCapture {
  const held: HTMLElement[] = [];
  const typed = new Map<Field, string | boolean>();
  const hold = (element: HTMLElement | null) => {
    if (element && !held.includes(element)) held.push(element);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(target);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    hold(
      event.submitter ?? (form?.querySelector<HTMLElement>('[type="submit"], button:not([type])') || null),
    );
  };
  const onInput = (event: Event) => {
    if (isField(event.target))
      typed.set(event.target, isToggle(event.target) ? event.target.checked : event.target.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  return {
    held,
    typed,
    stop() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
    },
  };
}

/** Where the head's script leaves its capture for the entry: a registered symbol, shared by both scripts. */
const BOOT_CAPTURE = Symbol.for('learning-platform.early-input');
type HoldsCapture = { [BOOT_CAPTURE]?: EarlyCapture };

/** Run by the document's head script: holds from before the first paint until the entry takes over. */
export function startBootCapture(doc: Document): void {
  const view = doc.defaultView as (Window & HoldsCapture) | null;
  if (view && !view[BOOT_CAPTURE]) view[BOOT_CAPTURE] = captureEarlyInput(doc);
}

/** The capture the head's script started on `doc`, handed over once; undefined when none ran. */
export function takeBootCapture(doc: Document): EarlyCapture | undefined {
  const view = doc.defaultView as (Window & HoldsCapture) | null;
  const capture = view?.[BOOT_CAPTURE];
  if (view) delete view[BOOT_CAPTURE];
  return capture;
}
