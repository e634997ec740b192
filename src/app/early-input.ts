import { flushSync } from 'react-dom';
import { captureEarlyInput, type Field, isToggle, takeBootCapture } from './early-input-capture';

/**
 * A page the server rendered is on screen before its code has run: until it is hydrated its buttons
 * and forms have no handlers, and a press would be lost (or a form would submit itself natively
 * and reload the page). Presses and submissions made in that time are held, and replayed once the
 * page is hydrated; what was typed meanwhile is put back in its field (a re-render after hydration
 * may have reset it to the rendered value) and the field's component is told, before any press.
 * Links are left alone: they navigate natively, to a page the server renders.
 *
 * The holding starts in the document's head, before the first paint (src/app/boot.ts):
 * started by the entry instead, it missed every press made while the entry's scripts were still
 * arriving or being compiled, a second or more on a slow phone, and in WebKit even on a fast machine.
 */

/** Fields whose handlers hear about a change through `change` rather than `input` (React's onChange). */
const CHANGED_BY_CHANGE = (field: Field) => field instanceof HTMLSelectElement || field.type === 'file';

function changedSinceRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Writes a field's value as the browser does when a person types (the element's own setter, not one a library put on it). */
function setValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

export interface EarlyInput {
  /** Stops holding, tells the fields typed into, and replays the held presses in order. */
  release(): void;
}

/** Holds input on a page the server rendered: takes over what the head's script held so far, if it ran. */
export function holdEarlyInput(doc: Document = document): EarlyInput {
  const { held, typed, stop } = takeBootCapture(doc) ?? captureEarlyInput(doc);
  return {
    release() {
      stop();
      const fields = new Set<Field>([...typed.keys()].filter((field) => field.isConnected));
      for (const field of doc.querySelectorAll<Field>('input, textarea, select')) {
        if (changedSinceRendered(field)) fields.add(field);
      }
      for (const field of fields) {
        const value = typed.get(field);
        if (isToggle(field)) {
          // A box's component hears of a tick through a click: put back as rendered, it is clicked.
          const checked = typeof value === 'boolean' ? value : field.checked;
          field.checked = field.defaultChecked;
          if (checked !== field.checked) field.click();
          continue;
        }
        const tell = () =>
          // Rendered at once, so that a press replayed below reads the component's new state.
          flushSync(() => {
            field.dispatchEvent(new Event(CHANGED_BY_CHANGE(field) ? 'change' : 'input', { bubbles: true }));
          });
        if (typeof value === 'string' && !(field instanceof HTMLSelectElement)) {
          // A field's component may already hold what was typed as the value it last saw (React
          // reads the field when it hydrates) and would take one event for no change: it is told
          // of the rendered value, then of what was typed, so that it hears the last as a change.
          setValue(field, field.defaultValue);
          tell();
          setValue(field, value);
          tell();
        } else {
          if (typeof value === 'string') field.value = value;
          tell();
        }
      }
      // A task later: a widget's state machine takes the clicks above in a microtask.
      setTimeout(() => {
        for (const element of held) if (element.isConnected) element.click();
      });
    },
  };
}

/** On a page the browser renders itself there is nothing to hold: the head's script stops listening. */
export function letEarlyInputGo(doc: Document = document): void {
  takeBootCapture(doc)?.stop();
}
