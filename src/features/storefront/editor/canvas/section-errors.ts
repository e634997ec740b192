import type { FieldError, FieldErrorMap } from '@/api/errors';

export interface SectionErrors {
  /** Every message of the section, for the summary above it. */
  messages: string[];
  /** Field name → message for each part's form. */
  content: Record<string, string>;
  settings: Record<string, string>;
  appearance: Record<string, string>;
}

const isLeaf = (node: FieldError | FieldErrorMap): node is FieldError =>
  typeof (node as FieldError).type === 'string' && typeof (node as FieldError).message === 'string';

function collect(node: FieldError | FieldErrorMap | undefined, into: string[]): void {
  if (!node) return;
  if (isLeaf(node)) {
    into.push(node.message);
    return;
  }
  for (const child of Object.values(node)) collect(child, into);
}

function flatPart(node: FieldError | FieldErrorMap | undefined): Record<string, string> {
  if (!node || isLeaf(node)) return {};
  const result: Record<string, string> = {};
  for (const [name, child] of Object.entries(node)) {
    const messages: string[] = [];
    collect(child, messages);
    if (messages[0]) result[name] = messages[0];
  }
  return result;
}

/**
 * The PATCH's field messages for the section at `index` (paths such as
 * `sections[2][data][content][title]`, docs/product.md §5), split by part.
 */
export function sectionErrorsAt(map: FieldErrorMap | undefined, index: number): SectionErrors | undefined {
  const sections = map?.sections;
  if (!sections || isLeaf(sections)) return undefined;
  const node = sections[String(index)];
  if (!node) return undefined;
  const messages: string[] = [];
  collect(node, messages);
  if (messages.length === 0) return undefined;
  const data = isLeaf(node) ? undefined : node.data;
  const part = (name: string) => (data && !isLeaf(data) ? flatPart(data[name]) : {});
  return { messages, content: part('content'), settings: part('settings'), appearance: part('appearance') };
}

/** Messages that belong to no section (the storefront itself). */
export function generalErrors(map: FieldErrorMap | undefined): string[] {
  if (!map) return [];
  const messages: string[] = [];
  for (const [key, node] of Object.entries(map)) if (key !== 'sections') collect(node, messages);
  return messages;
}
