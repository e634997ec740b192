import { flushSync } from 'react-dom';

/**
 * A page the server drew is on screen before its code has run: until it is hydrated its buttons
 * and forms have no handlers, and a press would be lost (or a form would submit itself natively
 * and reload the page). Presses and submissions made in that time are held, and replayed once the
 * page is hydrated; what was typed meanwhile is put back in its field (a re-render after hydration
 * may have reset it to the drawn value) and the field's component is told, before any press.
 * Links are left alone: they navigate natively, to a page the server draws.
 */

/** What a press is held on: the elements that act through a script's handler. */
const PRESSABLE =
  'button, input[type="submit"], input[type="button"], input[type="reset"], [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"], summary';

/** Fields whose handlers hear about a change through `change` rather than `input` (React's onChange). */
const CHANGED_BY_CHANGE = (field: Element) =>
  field instanceof HTMLSelectElement ||
  (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type));

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedSinceDrawn(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  }
  return false;
}

export interface EarlyInput {
  /** Stops holding, tells the fields typed into, and replays the held presses in order. */
  release(): void;
}

export function holdEarlyInput(doc: Document = document): EarlyInput {
  const held: HTMLElement[] = [];
  /** Each field typed into, with what it held after the last keystroke. */
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
    release() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
      const fields = new Set<Field>([...typed.keys()].filter((field) => field.isConnected));
      for (const field of doc.querySelectorAll<Field>('input, textarea, select')) {
        if (changedSinceDrawn(field)) fields.add(field);
      }
      for (const field of fields) {
        const value = typed.get(field);
        if (typeof value === 'boolean' && isToggle(field)) field.checked = value;
        else if (typeof value === 'string') field.value = value;
        // Rendered at once, so that a press replayed below reads the component's new state.
        flushSync(() => {
          field.dispatchEvent(new Event(CHANGED_BY_CHANGE(field) ? 'change' : 'input', { bubbles: true }));
        });
      }
      for (const element of held) if (element.isConnected) element.click();
    },
  };
}
