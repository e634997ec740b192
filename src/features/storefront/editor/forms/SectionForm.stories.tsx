import { createHandlerGroups } from '@mocks/handlers';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { typeKeyByKey } from '@/testing/page-helpers';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { contentFields as carouselContent } from '../../sections/types/carousel/fields';
import { settingsFields as categoriesSettings } from '../../sections/types/categories/fields';
import { contentFields } from '../../sections/types/hero/fields';
import { settingsFields as trainingsSettings } from '../../sections/types/trainings/fields';
import { APPEARANCE_FIELDS } from './descriptors';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** A real PNG drawn on a canvas, so the uploaded picture is one the browser decodes. */
async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 100;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = color;
  context.fillRect(0, 0, 200, 100);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((value) => resolve(value as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

const STORED =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='200' height='100'%3E%3Crect width='200' height='100' fill='%230f766e'/%3E%3C/svg%3E";

function HeroForm({ image, onSubmit }: { image: string; onSubmit: (values: unknown) => void }) {
  return (
    <div className={css({ maxWidth: '4xl' })}>
      <SectionForm
        heading="Hero"
        fields={contentFields}
        initialValues={{ title: 'Learn something new today', subtitle: '', image, image_alt: '' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Editor/SectionForm',
  component: HeroForm,
  args: { image: '', onSubmit: fn() },
  parameters: storyParameters({ role: 'administrator' }),
} satisfies Meta<typeof HeroForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UploadsAndApplies: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Image' })).not.toBeInTheDocument();
    await userEvent.upload(canvas.getByLabelText('Image'), await pngFile('hero.png', '#1f5fbf'));
    const image = (await canvas.findByRole('img', { name: 'Current image' })) as HTMLImageElement;
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await waitFor(() => expect(image.naturalWidth).toBe(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ image: image.getAttribute('src') }),
    );
  },
};

export const StoredInlineImageRemoved: Story = {
  args: { image: STORED },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: 'Current image' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(200));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(await canvas.findByText('Drop an image here')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: null }));
  },
};

export const RightToLeft: Story = {
  args: { image: STORED },
  parameters: storyParameters({ role: 'administrator', locale: 'ar' }),
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'الصورة الحالية' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(200));
  },
};

/** Any part's form, as the editor renders it in a section's card. */
function PartForm({
  heading,
  fields,
  initialValues,
  serverErrors,
  onSubmit,
}: Omit<SectionFormProps, 'onCancel'>) {
  return (
    <div className={css({ maxWidth: '4xl' })}>
      <SectionForm
        heading={heading}
        fields={fields}
        initialValues={initialValues}
        serverErrors={serverErrors}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </div>
  );
}

const LONG_TITLE = 'Learn something new today, every day, with the whole Northwind academy';
const HERO = {
  title: 'Learn something new today',
  subtitle: '',
  image: null,
  image_alt: '',
  button_text: 'Browse the catalogue',
  button_url: '/catalog',
};
const APPEARANCE = {
  background_color: null,
  background_image: null,
  text_color: '#1a3b6e',
  spacing: 'medium',
  width: 'normal',
};
const TRAININGS = {
  type: 'all',
  sorting: 'newest',
  size: 8,
  trainings: [],
  vocabulary: null,
  tags: [],
  layout: 'grid',
};
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** Waits until the open list of a kit Select has gone, animations included. */
async function listClosed() {
  await waitFor(() => expect(document.querySelector('[data-part=content][data-state=open]')).toBeNull());
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

/** A fresh form shows no message, though its required title is empty. */
/** The appearance part of a section, each story with its own submit spy. */
/** A section's settings form with these fields and values. */
const settingsForm = (
  fields: SectionFormProps['fields'],
  initialValues: SectionFormProps['initialValues'],
) => ({
  heading: 'Section settings',
  fields,
  initialValues,
  onSubmit: fn(),
});

const appearanceForm = (): StoryObj<typeof PartForm> => ({
  render: (args) => <PartForm {...args} />,
  args: {
    heading: 'Customise appearance',
    fields: APPEARANCE_FIELDS,
    initialValues: APPEARANCE,
    onSubmit: fn(),
  },
});

export const Untouched: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: {
    heading: 'New section: content',
    fields: contentFields,
    initialValues: { ...HERO, title: '', button_text: '', button_url: '' },
    onSubmit: fn(),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('This field is required.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/**
 * Leaving a wrong field shows why at once; the fields not touched stay quiet. Putting the value
 * right takes the message away while typing.
 */
export const TouchedInvalidField: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: { heading: 'Edit content', fields: contentFields, initialValues: HERO, onSubmit: fn() },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    const link = canvas.getByRole('textbox', { name: /^Button link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.tab();
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(
        expect.stringContaining('Enter a path on this site (starting with /) or an http(s) address.'),
      ),
    );
    await waitFor(() => expect(title).toHaveAccessibleDescription('This field is required.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // Nothing is applied while a field is wrong, and the first wrong field takes the focus.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(title, 'Welcome');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(link);
  },
};

/** The last save's message for a field sits on it when the form opens, and the field has the focus. */
export const ServerErrorOnAField: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: {
    heading: 'Edit content',
    fields: contentFields,
    initialValues: { ...HERO, title: LONG_TITLE },
    serverErrors: { title: 'The title may have at most 60 characters.' },
    onSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('The title may have at most 60 characters.'),
    );
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Colours are the theme's until an own colour is typed, and again once cleared; choices are the kit's list box. */
export const AppearanceColoursAndChoices: StoryObj<typeof PartForm> = {
  ...appearanceForm(),
  play: async ({ canvas, canvasElement, args }) => {
    const background = canvas.getByRole('group', { name: 'Background colour' });
    await expect(within(background).getByText('The theme’s colour.')).toBeVisible();
    const code = within(background).getByRole('textbox', { name: 'Colour code' });
    await expect(code).toHaveValue('');
    await userEvent.clear(code);
    await userEvent.type(code, '#fdf6e3');
    const text = canvas.getByRole('group', { name: 'Text colour' });
    await expect(within(text).getByRole('textbox', { name: 'Colour code' })).toHaveValue('#1a3b6e');
    await userEvent.click(within(text).getByRole('button', { name: 'Use the theme’s colour' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Spacing' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Large' }));
    await listClosed();
    await expect(canvas.getByRole('combobox', { name: 'Spacing' })).toHaveTextContent('Large');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      background_color: '#fdf6e3',
      background_image: null,
      text_color: null,
      spacing: 'large',
      width: 'normal',
    });
  },
};

/** A choice shows the fields it needs; a number is the kit's number field. */
export const SettingsWithDependentFields: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: settingsForm(trainingsSettings, TRAININGS),
  play: async ({ canvas, canvasElement, args }) => {
    const [first, second] = getMockDb().platform.trainings;
    await expect(canvas.getByRole('spinbutton', { name: /^How many/ })).toHaveValue('8');
    await expect(canvas.queryByRole('combobox', { name: /^Trainings/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Which trainings' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Hand-picked trainings' }));
    await listClosed();
    const trainings = await canvas.findByRole<HTMLInputElement>('combobox', { name: /^Trainings/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(trainings).toHaveFocus());
    await expect(trainings).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    // Found by title, listed in the order chosen.
    for (const training of [second, first]) {
      await typeKeyByKey(trainings, training?.title ?? '');
      await userEvent.click(await body(canvasElement).findByRole('option', { name: training?.title }));
      await userEvent.clear(trainings);
    }
    const chosen = () =>
      within(canvas.getByRole('list', { name: 'Selected' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(chosen()).toEqual([`1${second?.title}`, `2${first?.title}`]));
    // Then put in another order: the moved one keeps the focus, on the button it can still use.
    await userEvent.click(canvas.getByRole('button', { name: `Move ${first?.title} earlier` }));
    await waitFor(() => expect(chosen()).toEqual([`1${first?.title}`, `2${second?.title}`]));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Move ${first?.title} later` })).toHaveFocus(),
    );
    await expect(canvas.getByText(`${first?.title} moved to position 1 of 2.`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'custom',
        trainings: [first?.id, second?.id],
        size: 8,
        vocabulary: null,
      }),
    );
  },
};

/**
 * A training chosen from the matches is listed under its title at once, not under its id while the
 * chosen ones' own request is on its way (here it never comes).
 */
export const ChosenTrainingNamedAtOnce: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  args: settingsForm(trainingsSettings, { ...TRAININGS, type: 'custom', trainings: [] }),
  parameters: storyParameters({
    msw: {
      handlers: {
        catalog: [
          http.get('*/api/v2/trainings', ({ request }) =>
            new URL(request.url).searchParams.has('id[]') ? neverRespond() : undefined,
          ),
          ...createHandlerGroups(getMockDb).catalog,
        ],
      },
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const [first] = getMockDb().platform.trainings;
    const trainings = await canvas.findByRole<HTMLInputElement>('combobox', { name: /^Trainings/ });
    await typeKeyByKey(trainings, first?.title ?? '');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: first?.title }));
    const list = await canvas.findByRole('list', { name: 'Selected' });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent(`1${first?.title}`));
  },
};

/** A number typed beyond its bounds stays as typed, and the form says which numbers it takes. */
export const NumberBeyondItsBounds: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: settingsForm(trainingsSettings, TRAININGS),
  play: async ({ canvas, args }) => {
    const size = canvas.getByRole('spinbutton', { name: /^How many/ });
    await userEvent.clear(size);
    await userEvent.type(size, '100');
    await userEvent.tab();
    await expect(size).toHaveValue('100');
    await waitFor(() =>
      expect(size).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 1 to 48.')),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(size).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In Arabic the form mirrors; colour codes still read left to right. */
export const AppearanceRightToLeft: StoryObj<typeof PartForm> = {
  ...appearanceForm(),
  parameters: storyParameters({ role: 'administrator', locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'تخصيص المظهر' })).toBeVisible();
    const text = canvas.getByRole('group', { name: 'لون النص' });
    await expect(within(text).getByRole('textbox')).toHaveAttribute('dir', 'ltr');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** On a phone the fields stack in one column and nothing is wider than the screen. */
export const PhoneWidth: StoryObj<typeof PartForm> = {
  ...appearanceForm(),
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const spacing = canvas.getByRole('combobox', { name: 'Spacing' }).getBoundingClientRect();
    const width = canvas.getByRole('combobox', { name: 'Width' }).getBoundingClientRect();
    await expect(width.top).toBeGreaterThan(spacing.bottom);
  },
};

/** A carousel's content form with these slides (each field empty unless given). */
const carouselForm = (slides: { title?: string; text?: string; url?: string }[]) => ({
  heading: 'Edit content',
  fields: carouselContent,
  initialValues: {
    slides: slides.map((slide) => ({ title: '', text: '', image: null, image_alt: '', url: '', ...slide })),
  },
  onSubmit: fn(),
});

/** A carousel's slides: the last save's message sits on the list; slides are added and removed. */
export const CarouselSlides: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: {
    ...carouselForm([{ title: '', text: 'Every course is free to try.', url: '/catalog' }]),
    serverErrors: { slides: 'Each slide needs a title.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Slides' })).toHaveTextContent(
      'Each slide needs a title.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add a slide' }));
    const second = canvas.getByRole('group', { name: 'Slide 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Title' }), 'Spring enrolment');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slide 1' }));
    await expect(canvas.queryByRole('group', { name: 'Slide 2' })).not.toBeInTheDocument();
    // The focus goes to the slide now in the removed one's place.
    await expect(canvas.getByRole('button', { name: 'Remove slide 1' })).toHaveFocus();
    await expect(
      within(canvas.getByRole('group', { name: 'Slide 1' })).getByRole('textbox', { name: 'Title' }),
    ).toHaveValue('Spring enrolment');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      slides: [{ title: 'Spring enrolment', text: '', image: null, image_alt: '', url: '' }],
    });
  },
};

/** Slides move earlier or later, the moved one keeping the focus; the carousel takes them in that order. */
export const CarouselSlidesReordered: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: carouselForm([{ title: 'Welcome' }, { title: 'Spring enrolment' }, { text: 'No title yet' }]),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move slide 1 earlier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move slide 3 later' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move slide 2 earlier' }));
    // Now first, it can only go later: the focus is there.
    await expect(canvas.getByRole('button', { name: 'Move slide 1 later' })).toHaveFocus();
    await expect(canvas.getByText('Spring enrolment moved to position 1 of 3.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Move slide 3 earlier' }));
    await expect(canvas.getByRole('button', { name: 'Move slide 2 earlier' })).toHaveFocus();
    await expect(canvas.getByText('Slide 3 moved to position 2 of 3.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      slides: [
        expect.objectContaining({ title: 'Spring enrolment' }),
        expect.objectContaining({ title: '', text: 'No title yet' }),
        expect.objectContaining({ title: 'Welcome' }),
      ],
    });
  },
};

/**
 * The trainings cannot be searched: their ids are typed, and text that is no ids says so and stays
 * as typed (the part was once dropped without a word).
 */
export const IdsThatAreNoIds: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  parameters: storyParameters({
    msw: {
      handlers: {
        catalog: [
          http.get('*/api/v2/trainings', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
          ...createHandlerGroups(getMockDb).catalog,
        ],
      },
    },
  }),
  args: settingsForm(trainingsSettings, { ...TRAININGS, type: 'custom', trainings: [3] }),
  play: async ({ canvas, args }) => {
    const ids = await canvas.findByRole('textbox', { name: /^Trainings/ }, { timeout: 10_000 });
    await expect(ids).toHaveValue('3');
    await expect(ids).toHaveAccessibleDescription(
      expect.stringContaining('The trainings could not be loaded: enter their ids, separated by commas.'),
    );
    await userEvent.clear(ids);
    await userEvent.type(ids, 'abc, 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(ids).toHaveFocus());
    await expect(ids).toHaveAccessibleDescription(
      expect.stringContaining('Enter ids as whole numbers separated by commas.'),
    );
    await expect(ids).toHaveValue('abc, 19');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(ids);
    await userEvent.type(ids, '7, 19');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ trainings: [7, 19] }));
  },
};

/** A button's label without its link says so: the section shows its button only with both (it went without a word). */
export const ButtonLabelWithoutALink: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  args: {
    heading: 'Edit content',
    fields: contentFields,
    initialValues: { ...HERO, button_text: 'Join', button_url: '' },
    onSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const link = canvas.getByRole('textbox', { name: /^Button link/ });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining('A button needs both its label and its link.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(link, '/catalog');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ button_text: 'Join', button_url: '/catalog' }),
    );
  },
};

/** A slide's link is checked as a button's is (one that was no link was kept, and the slide showed plain text). */
export const SlideLinkChecked: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  args: {
    heading: 'Edit content',
    fields: carouselContent,
    initialValues: { slides: [{ title: 'Slide A', text: '', image: null, image_alt: '', url: 'foo bar' }] },
    onSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const link = within(canvas.getByRole('group', { name: 'Slide 1' })).getByRole('textbox', {
      name: 'Link',
    });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining('Enter a path on this site (starting with /) or an http(s) address.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(link);
    await userEvent.type(link, '/catalog');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      slides: [{ title: 'Slide A', text: '', image: null, image_alt: '', url: '/catalog' }],
    });
  },
};

/** A vocabulary is chosen by its name from the site's; the section keeps its machine name. */
export const ChoosesAVocabularyByName: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: settingsForm(trainingsSettings, { ...TRAININGS, type: 'vocabulary' }),
  play: async ({ canvas, canvasElement, args }) => {
    const vocabulary = canvas.getByRole('combobox', { name: /^Vocabulary/ });
    await waitFor(() => expect(vocabulary).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(vocabulary).toHaveFocus());
    await expect(vocabulary).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    await userEvent.click(vocabulary);
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Topics', 'Skills', 'Levels']);
    await userEvent.click(body(canvasElement).getByRole('option', { name: 'Skills' }));
    await listClosed();
    await expect(vocabulary).toHaveTextContent('Skills');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'vocabulary', vocabulary: 'skills' }),
    );
  },
};

/** A section's vocabulary that the site no longer lists stays chosen, under its machine name: opening the form loses nothing. */
export const VocabularyNoLongerListed: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  args: settingsForm(categoriesSettings, { vocabulary: 'retired_topics', terms: [], size: 8 }),
  play: async ({ canvas, args }) => {
    const vocabulary = canvas.getByRole('combobox', { name: /^Vocabulary/ });
    await waitFor(() => expect(vocabulary).toBeEnabled());
    await expect(vocabulary).toHaveTextContent('retired_topics');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ vocabulary: 'retired_topics' }),
    );
  },
};

/** The vocabularies cannot be loaded: the machine name is typed, and the form says why. */
export const VocabulariesNotLoaded: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  parameters: storyParameters({
    msw: {
      handlers: {
        taxonomy: [
          http.get('*/api/v2/vocabularies', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
          ...createHandlerGroups(getMockDb).taxonomy,
        ],
      },
    },
  }),
  args: settingsForm(categoriesSettings, { vocabulary: '', terms: [], size: 8 }),
  play: async ({ canvas, args }) => {
    const vocabulary = await canvas.findByRole('textbox', { name: /^Vocabulary/ }, { timeout: 10_000 });
    await expect(vocabulary).toHaveAccessibleDescription(
      'The vocabularies could not be loaded: enter the machine name of one, such as topics.',
    );
    await userEvent.type(vocabulary, 'topics');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vocabulary: 'topics' }));
  },
};

const termsOf = (vocabulary: string) =>
  getMockDb().platform.taxonomyTerms.filter((term) => term.vocabulary === vocabulary);

/** Tags are chosen by name among the chosen vocabulary's terms; choosing another vocabulary empties them. */
export const ChoosesTermsByName: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: settingsForm(trainingsSettings, { ...TRAININGS, type: 'vocabulary', vocabulary: 'levels' }),
  play: async ({ canvas, canvasElement, args }) => {
    const levels = termsOf('levels');
    const tags = canvas.getByRole('combobox', { name: /^Tags/ });
    await waitFor(() => expect(tags).toBeEnabled());
    await userEvent.click(tags);
    const options = await body(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(levels.map((term) => term.name));
    await userEvent.click(body(canvasElement).getByRole('option', { name: levels[0]?.name }));
    await userEvent.click(body(canvasElement).getByRole('option', { name: levels[2]?.name }));
    await userEvent.keyboard('{Escape}');
    await listClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ vocabulary: 'levels', tags: [levels[0]?.tid, levels[2]?.tid] }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^Vocabulary/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Skills' }));
    await listClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ vocabulary: 'skills', tags: [] }),
    );
  },
};

/** Before a vocabulary is chosen, its terms wait for it. */
export const TermsBeforeAVocabulary: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  args: settingsForm(categoriesSettings, { vocabulary: '', terms: [], size: 8 }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Vocabulary/ })).toBeEnabled());
    const terms = canvas.getByRole('combobox', { name: /^Only these terms/ });
    await expect(terms).toBeDisabled();
    await expect(terms).toHaveTextContent('Choose a vocabulary first');
  },
};

/** The terms cannot be loaded: their ids are typed, and the form says why. */
export const TermsNotLoaded: StoryObj<typeof PartForm> = {
  tags: ['no-screenshot'],
  render: (args) => <PartForm {...args} />,
  parameters: storyParameters({
    msw: {
      handlers: {
        taxonomy: [
          http.get('*/api/v2/taxonomy_terms', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
          ...createHandlerGroups(getMockDb).taxonomy,
        ],
      },
    },
  }),
  args: settingsForm(categoriesSettings, { vocabulary: 'topics', terms: [], size: 8 }),
  play: async ({ canvas, args }) => {
    const terms = await canvas.findByRole('textbox', { name: /^Only these terms/ }, { timeout: 10_000 });
    await expect(terms).toHaveAccessibleDescription(
      expect.stringContaining('The terms could not be loaded: enter their ids, separated by commas.'),
    );
    await userEvent.type(terms, '3, 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ vocabulary: 'topics', terms: [3, 7] }),
    );
  },
};

/** While the site's vocabularies load, the list waits, showing the stored vocabulary meanwhile. */
export const VocabulariesLoading: StoryObj<typeof PartForm> = {
  render: (args) => <PartForm {...args} />,
  parameters: storyParameters({
    msw: {
      handlers: {
        taxonomy: [
          http.get('*/api/v2/vocabularies', neverRespond),
          ...createHandlerGroups(getMockDb).taxonomy,
        ],
      },
    },
  }),
  args: settingsForm(categoriesSettings, { vocabulary: 'topics', terms: [], size: 8 }),
  play: async ({ canvas }) => {
    const vocabulary = canvas.getByRole('combobox', { name: /^Vocabulary/ });
    await expect(vocabulary).toBeDisabled();
    await expect(vocabulary).toHaveTextContent('topics');
  },
};
