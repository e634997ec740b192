import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from './descriptors';
import { isVisible, parseIds, sectionFormSchema, toFormValues, toSubmitted, validateField } from './validate';

const field = (kind: FieldDescriptor['kind'], extra: Partial<FieldDescriptor> = {}) =>
  ({ name: 'f', label: 'F', kind, min: 1, max: 10, ...extra }) as FieldDescriptor;

describe('section form validation', () => {
  it('requires required fields', () => {
    expect(validateField(field('text', { required: true }), '  ')).toBe('This field is required.');
    expect(validateField(field('text'), '')).toBeUndefined();
  });

  it('accepts only safe links, images and colours', () => {
    expect(validateField(field('url'), '/storefront')).toBeUndefined();
    expect(validateField(field('url'), 'javascript:alert(1)')).toMatch(/path on this site/);
    expect(validateField(field('url'), '//evil.example')).toMatch(/path on this site/);
    expect(validateField(field('image'), 'https://cdn.example/a.png')).toBeUndefined();
    expect(validateField(field('image'), 'http://cdn.example/a.png')).toBeDefined();
    expect(validateField(field('color'), '#123abc')).toBeUndefined();
    expect(validateField(field('color'), 'red;}body{display:none}')).toBe('Enter a colour such as #1f5fbf.');
  });

  it('checks number ranges', () => {
    expect(validateField(field('number'), '5')).toBeUndefined();
    expect(validateField(field('number'), 11)).toBe('Enter a whole number from @min to @max.');
    expect(validateField(field('number'), 2.5)).toBeDefined();
  });

  it('skips hidden fields', () => {
    const custom = field('ids', { required: true, when: { field: 'type', in: ['custom'] } });
    expect(isVisible(custom, { type: 'all' })).toBe(false);
    const schema = sectionFormSchema([custom]);
    expect(schema.safeParse({ type: 'all' }).success).toBe(true);
    expect(schema.safeParse({ type: 'custom', f: [] }).error?.issues).toMatchObject([
      { path: ['f'], message: 'This field is required.' },
    ]);
  });

  it('parses id lists leniently', () => {
    expect(parseIds('1, 2, 3  4')).toEqual([1, 2, 3, 4]);
    expect(parseIds('')).toEqual([]);
    // A part that is no id makes the whole list wrong, rather than being dropped without a word.
    for (const text of ['1, 2,x, 3', '-5', '0', '2.5', '19abc']) expect(parseIds(text)).toBeUndefined();
  });
});

describe('submitted values', () => {
  it('keeps hidden fields, turns empty nullable fields into null and numeric selects into numbers', () => {
    const fields = [
      {
        name: 'vocabulary',
        label: 'V',
        kind: 'text',
        nullable: true,
        when: { field: 'type', in: ['vocabulary'] },
      },
      { name: 'columns', label: 'C', kind: 'select', numeric: true, choices: [] },
      { name: 'slides', label: 'S', kind: 'slides' },
    ] as FieldDescriptor[];
    expect(
      toSubmitted(fields, {
        type: 'all',
        vocabulary: '',
        trainings: [3],
        columns: '2',
        slides: [{ title: 'a', image: '' }],
      }),
    ).toEqual({
      type: 'all',
      vocabulary: null,
      trainings: [3],
      columns: 2,
      slides: [{ title: 'a', image: null }],
    });
  });
});

describe('the form schema', () => {
  const fields = [
    { name: 'title', label: 'T', kind: 'text', required: true },
    { name: 'size', label: 'S', kind: 'number', min: 1, max: 48 },
    { name: 'type', label: 'W', kind: 'select', choices: [] },
    { name: 'trainings', label: 'I', kind: 'ids', required: true, when: { field: 'type', in: ['custom'] } },
  ] as FieldDescriptor[];

  it('puts each message on its field and skips hidden ones', () => {
    const result = sectionFormSchema(fields).safeParse({ title: ' ', size: 60, type: 'all', trainings: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'This field is required.'],
      ['size', 'Enter a whole number from @min to @max.'],
    ]);
    expect(
      sectionFormSchema(fields).safeParse({ title: 'A', size: 8, type: 'custom', trainings: [] }).error
        ?.issues,
    ).toHaveLength(1);
  });

  it('requires a number even when the descriptor does not say so', () => {
    expect(validateField(fields[1] as FieldDescriptor, null)).toBe('This field is required.');
  });

  it('is made once per descriptor list', () => {
    expect(sectionFormSchema(fields)).toBe(sectionFormSchema(fields));
  });

  it('turns the API shapes into what the controls hold', () => {
    expect(
      toFormValues(
        [
          ...fields,
          { name: 'columns', label: 'C', kind: 'select', numeric: true, choices: [] },
          { name: 'background_color', label: 'B', kind: 'color', paints: 'background', nullable: true },
          { name: 'overlay', label: 'O', kind: 'checkbox' },
        ],
        { title: 'A', size: 8, type: 'all', columns: 2, background_color: null },
      ),
    ).toEqual({
      title: 'A',
      size: 8,
      type: 'all',
      trainings: [],
      columns: '2',
      background_color: '',
      overlay: false,
    });
  });
});
