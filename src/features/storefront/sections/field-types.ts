/** How a section type describes its form fields; the editor's one form renders every type from these. */
export interface Choice {
  value: string;
  /** Source string for t(). */
  label: string;
}

interface BaseField {
  name: string;
  /** Source string for t(). */
  label: string;
  help?: string;
  required?: boolean;
  /** Shown only when another field of the same form has one of these values. */
  when?: { field: string; in: string[] };
  /** An empty value is sent as null (the API's nullable fields). */
  nullable?: boolean;
  /**
   * Needed once the named field of the same form has a value, as it needs this one (a button's
   * label and link: the section shows the button only with both).
   */
  pairedWith?: string;
}

export type FieldDescriptor =
  | (BaseField & { kind: 'text' | 'textarea' | 'html' | 'url' | 'image' | 'ids' })
  | (BaseField & {
      kind: 'color';
      /** What the colour paints, so that choosing one starts from the default of the same part. */
      paints: 'text' | 'background';
    })
  | (BaseField & { kind: 'number'; min: number; max: number })
  | (BaseField & { kind: 'checkbox' })
  /** A vocabulary of the site's, chosen by name (GET vocabularies); its machine name is stored. */
  | (BaseField & { kind: 'vocabulary' })
  /**
   * Terms of the vocabulary another field of the form names, chosen by name; their ids are stored.
   * `topLevel`: only the vocabulary's top-level terms.
   */
  | (BaseField & { kind: 'terms'; vocabularyField: string; topLevel?: boolean })
  /** Trainings found by title, in an order the editor sets; their ids are stored. */
  | (BaseField & { kind: 'trainings' })
  | (BaseField & {
      kind: 'select';
      choices: Choice[] /** Values are numbers (e.g. columns). */;
      numeric?: boolean;
    })
  | (BaseField & { kind: 'slides' });
