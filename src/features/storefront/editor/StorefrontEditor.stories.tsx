import { storefrontHandlers } from '@mocks/handlers/storefront';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { scrollPageTo, waitForPage } from '@/testing/page-helpers';
import { pressKeys } from '@/testing/real-pointer';
import { waitForSettled } from '@/testing/settle';
import { phoneViewport } from '@/testing/story-parameters';

const EDITOR = '/settings/storefront/unregistered';
const manage = '*/api/v2/storefront/manage';
const patch = '*/api/v2/storefront/manage/:id';

const meta = {
  title: 'Pages/Storefront editor',
  decorators: [withPage],
  parameters: pageParameters(EDITOR, { role: 'administrator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.getElementById('main-content') ?? canvasElement);
/** Body-level queries: tooltips and dialogs render in portals. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openEditor(canvasElement: HTMLElement) {
  // The editor chunk is the biggest page: give its first load (cold in a test run) time.
  await waitForPage(canvasElement, 12_000);
  const page = main(canvasElement);
  await waitFor(() => expect(page.getAllByTestId('editor-section').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  // A person starts on the previews they see loaded: a list still rendering its cards (a deferred
  // render, after its response is in) grows once it has, moving what is below it.
  await waitFor(
    () => {
      for (const section of page.getAllByTestId('editor-section'))
        expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 5000 },
  );
  return page;
}
const saveButton = (canvasElement: HTMLElement) => main(canvasElement).getByRole('button', { name: 'Save' });
/** `globals` of a story rendered at the phone's size, 390×844 (the preview's 'phone' viewport). */
/**
 * Scrolls the page down and checks the editor's sticky bar: it stops right under the site header, which
 * stays on top and uncovered (the header's middle is the header's, not the bar's). Back to the top after.
 */
async function expectStuckUnderTheHeader(canvasElement: HTMLElement, bar: HTMLElement) {
  const header = within(canvasElement.ownerDocument.body).getByRole('banner');
  window.scrollTo(0, 1200);
  await waitFor(() => expect(window.scrollY).toBeGreaterThan(600));
  const below = header.getBoundingClientRect();
  await expect(below.top).toBe(0);
  await waitFor(() => expect(bar.getBoundingClientRect().top).toBe(below.bottom));
  const middle = document.elementFromPoint(below.left + below.width / 2, below.top + below.height / 2);
  await expect(header.contains(middle)).toBe(true);
  await expect(saveButton(canvasElement).getBoundingClientRect().top).toBeGreaterThanOrEqual(below.bottom);
  window.scrollTo(0, 0);
  await waitFor(() => expect(window.scrollY).toBe(0));
}

/** The disabled Save explains itself: its tooltip (also its accessible description). */
async function expectSaveTooltip(canvasElement: HTMLElement, text: string) {
  const save = saveButton(canvasElement);
  await userEvent.hover(save);
  const tip = await screen(canvasElement).findByRole('tooltip', {}, { timeout: 3000 });
  await expect(tip).toHaveTextContent(text);
  await expect(save).toHaveAccessibleDescription(text);
  // Closed again before the screenshot: a floating tooltip is never pixel-stable.
  await userEvent.unhover(save);
  await waitFor(() => expect(screen(document.body).queryByRole('tooltip')).not.toBeInTheDocument(), {
    timeout: 2000,
  });
}

export const Loading: Story = {
  parameters: pageParameters(EDITOR, {
    role: 'administrator',
    msw: {
      handlers: { storefront: [http.get(manage, neverRespond), ...storefrontHandlers(getMockDb)] },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement, 12_000);
    await expect(await main(canvasElement).findByText('Loading the storefront')).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Storefront for unregistered users' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Storefront settings' })).toHaveAttribute(
      'href',
      '/settings/storefront',
    );
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Target audience' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(page.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  },
};

export const ToolbarStaysBelowTheSiteHeader: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expectStuckUnderTheHeader(canvasElement, page.getByTestId('editor-toolbar'));
  },
};

/** 390 px wide: nothing is cut off at the right, and only the buttons stick (one short row under the header). */
export const PhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const actions = page.getByTestId('editor-actions');
    for (const control of [
      page.getByRole('heading', { level: 1 }),
      ...within(actions).getAllByRole('button'),
      ...page.getAllByTestId('editor-section'),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expectStuckUnderTheHeader(canvasElement, actions);
  },
};

export const NothingToSaveTooltip: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await openEditor(canvasElement);
    await expectSaveTooltip(canvasElement, "You're all set! Everything is up to date");
  },
};

export const EmptyStorefront: Story = {
  parameters: pageParameters(EDITOR, {
    role: 'administrator',
    mockDb: (db) => {
      db.storefront.storefronts.unregistered.sections = [];
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const page = main(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'This storefront has no sections yet' }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add section at position 1' }));
    await expect(page.getByRole('list', { name: 'Section library' })).toBeVisible();
  },
};

export const EditingASection: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const first = page.getAllByTestId('editor-section')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Edit the content of/ }));
    const form = await page.findByRole('form', { name: 'Edit content' });
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expectSaveTooltip(canvasElement, 'Finish editing to enable saving');
    // The other sections wait while one is edited.
    const second = page.getAllByTestId('editor-section')[1] as HTMLElement;
    await expect(within(second).getByRole('button', { name: /^Copy/ })).toBeDisabled();
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Welcome, visitors');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await page.findByRole('heading', { level: 2, name: 'Welcome, visitors' })).toBeVisible();
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
    // The focus is back on Edit, clear of the editor's sticky bar (WCAG 2.4.11).
    const edit = within(first).getByRole('button', { name: /^Edit the content of/ });
    await waitFor(() => expect(edit).toHaveFocus());
    const barBottom = Math.max(
      ...['editor-toolbar', 'editor-actions'].map(
        (id) => page.getByTestId(id).getBoundingClientRect().bottom,
      ),
    );
    await expect(edit.getBoundingClientRect().top).toBeGreaterThanOrEqual(barBottom);
  },
};

export const EditingRichText: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    // The unregistered storefront's third section is a rich text.
    const section = page.getAllByTestId('editor-section')[2] as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: /^Edit the content of/ }));
    const form = await page.findByRole('form', { name: 'Edit content' });
    const text = await within(form).findByRole('textbox', { name: /^Text/ }, { timeout: 10_000 });
    // The stored HTML is edited formatted, not as markup.
    await expect(within(text).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(form).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    // Emptied, the required text is refused and takes the focus.
    await userEvent.click(text);
    await pressKeys('{Control>}a{/Control}{Backspace}');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByText('This field is required.')).toBeVisible();
    await waitFor(() => expect(text).toHaveFocus());
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await pressKeys('{Control>}{Alt>}2{/Alt}{/Control}Open to everyone');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const applied = await page.findByRole(
      'heading',
      { level: 2, name: 'Open to everyone' },
      { timeout: 5000 },
    );
    await expect(applied).toBeVisible();
    await expect(page.queryByRole('form')).not.toBeInTheDocument();
    // The picture shows the section as applied, once the page above it has its final height.
    await waitForSettled();
    await scrollPageTo(window.scrollY + applied.getBoundingClientRect().top - 280);
  },
};

export const RequiredFieldMissing: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Add section at position 1' }));
    await userEvent.click(page.getByRole('button', { name: /^Call to action/ }));
    const form = await page.findByRole('form', { name: 'New section: content' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Button link/ }), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await expect(await within(form).findByText('This field is required.')).toBeVisible();
    await expect(within(form).getByText(/Enter a path on this site/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(page.queryByRole('form')).not.toBeInTheDocument();
    // The section was never added: nothing to save.
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CopiedSectionPending: Story = {
  // After hover, toast and dialog transitions the page is not pixel-stable on a busy machine; the play function asserts the state.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const count = page.getAllByTestId('editor-section').length;
    const first = page.getAllByTestId('editor-section')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Copy/ }));
    await expect(
      page.getByText('A copied section is waiting. Choose Paste here where it should go.'),
    ).toBeVisible();
    await expect(page.getByTestId('editor-announcer')).toHaveTextContent(/copied/);
    await expect(page.getAllByRole('button', { name: /^Paste here/ })).toHaveLength(count + 1);
    await expectSaveTooltip(canvasElement, 'Paste the section to enable saving');
  },
};

export const PastedSection: Story = {
  // After hover, toast and dialog transitions the page is not pixel-stable on a busy machine; the play function asserts the state.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const count = page.getAllByTestId('editor-section').length;
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[0] as HTMLElement).getByRole('button', { name: /^Copy/ }),
    );
    await userEvent.click(page.getByRole('button', { name: `Paste here, at position ${count + 1}` }));
    const sections = page.getAllByTestId('editor-section');
    await expect(sections).toHaveLength(count + 1);
    await expect(within(sections[count] as HTMLElement).getByText('Not saved yet')).toBeVisible();
    await expect(page.queryByRole('button', { name: /^Paste here/ })).not.toBeInTheDocument();
    // Every Paste here went with the copy: the focus is on the pasted section, not the page's start.
    await expect(
      within(sections[count] as HTMLElement).getByRole('button', { name: /^Edit the content of/ }),
    ).toHaveFocus();
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
    // Unsaved changes: the audience cannot be changed until they are saved.
    await expect(page.getByRole('button', { name: 'Target audience' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const before = page.getAllByTestId('editor-section').map((section) => section.getAttribute('aria-label'));
    const down = within(page.getAllByTestId('editor-section')[0] as HTMLElement).getByRole('button', {
      name: /down$/,
    });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByTestId('editor-announcer')).toHaveTextContent(/moved to position 2 of/),
    );
    const after = page.getAllByTestId('editor-section').map((section) => section.getAttribute('aria-label'));
    await expect(after[1]).toContain((before[0] ?? '').replace(/^Section 1 of \d+: /, ''));
    // Focus stays on the control that moved the section, so repeated presses keep moving it.
    await expect(document.activeElement?.getAttribute('aria-label')).toMatch(/down$/);
    // And the view follows it: the button is on the screen, below the editor's sticky bar.
    const bar = page.getByTestId('editor-actions').getBoundingClientRect();
    await waitFor(() => {
      const box = (document.activeElement as HTMLElement).getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(bar.bottom);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    // The picture shows the list from its top: the sections laid out by then (content-visibility),
    // which a busy machine changes, would move it.
    window.scrollTo(0, 0);
  },
};

export const RemoveWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const count = page.getAllByTestId('editor-section').length;
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[1] as HTMLElement).getByRole('button', {
        name: /^Remove/,
      }),
    );
    const confirm = await screen(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(page.getAllByTestId('editor-section')).toHaveLength(count - 1);
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
  },
};

export const SaveFailsWithFieldMessages: Story = {
  parameters: pageParameters(EDITOR, {
    role: 'administrator',
    msw: {
      handlers: {
        storefront: [
          http.patch(patch, () =>
            HttpResponse.json(
              {
                message: 'The storefront could not be saved.',
                messages: [
                  {
                    path: 'sections[0][data][content][title]',
                    message: 'The title may have at most 60 characters.',
                  },
                  { path: 'language', message: 'This language is not enabled.' },
                ],
              },
              { status: 400 },
            ),
          ),
          ...storefrontHandlers(getMockDb),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const count = page.getAllByTestId('editor-section').length;
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[1] as HTMLElement).getByRole('button', {
        name: /^Remove/,
      }),
    );
    await userEvent.click(
      within(await screen(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await userEvent.click(saveButton(canvasElement));
    await expect(await page.findByText('The title may have at most 60 characters.')).toBeVisible();
    await expect(page.getByText('This language is not enabled.')).toBeVisible();
    // A toast fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() =>
      expect(screen(canvasElement).getByText('Something went wrong, please try again.')).toBeVisible(),
    );
    // Every edit is kept.
    await expect(page.getAllByTestId('editor-section')).toHaveLength(count - 1);
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
  },
};

export const SaveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    const count = page.getAllByTestId('editor-section').length;
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[0] as HTMLElement).getByRole('button', {
        name: /^Remove/,
      }),
    );
    await userEvent.click(
      within(await screen(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await userEvent.click(saveButton(canvasElement));
    // A toast fades in from its first frame: wait until it shows, not only until it is in the page.
    await waitFor(() =>
      expect(
        screen(canvasElement).getByText('Storefront settings have been successfully saved!'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'true'));
    await expect(page.getAllByTestId('editor-section')).toHaveLength(count - 1);
    await expect(getMockDb().storefront.storefronts.unregistered.sections).toHaveLength(count - 1);
  },
};

let savesSent = 0;
/** Save pressed twice at once (a double click) sends the storefront once and says so once. */
export const SavePressedTwiceSavesOnce: Story = {
  tags: ['no-screenshot'],
  parameters: pageParameters(EDITOR, {
    role: 'administrator',
    msw: {
      handlers: {
        storefront: [
          // Counts the saves, then lets the mock's own handler respond.
          http.patch(patch, () => {
            savesSent += 1;
          }),
          ...storefrontHandlers(getMockDb),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    savesSent = 0;
    const page = await openEditor(canvasElement);
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[0] as HTMLElement).getByRole('button', {
        name: /^Remove/,
      }),
    );
    await userEvent.click(
      within(await screen(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    // Both presses in one task, as a fast double click lands before the page has re-rendered.
    const save = saveButton(canvasElement);
    save.click();
    save.click();
    await waitFor(() => expect(saveButton(canvasElement)).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() =>
      expect(
        screen(canvasElement).getByText('Storefront settings have been successfully saved!'),
      ).toBeVisible(),
    );
    await waitForSettled();
    await expect(savesSent).toBe(1);
    await expect(
      screen(canvasElement).getAllByText('Storefront settings have been successfully saved!'),
    ).toHaveLength(1);
  },
};

export const AudienceNeedsACriterion: Story = {
  // After hover, toast and dialog transitions the page is not pixel-stable on a busy machine; the play function asserts the state.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Target audience' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Set a target audience' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeVisible(), {
      timeout: 5000,
    });
    // Unregistered visitors: language and organizations only; organizations single-select.
    await expect(within(dialog).queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    await expect(
      await within(dialog).findByRole('combobox', { name: 'Organizations' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Select at least one criteria.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AudienceChosen: Story = {
  // After hover, toast and dialog transitions the page is not pixel-stable on a busy machine; the play function asserts the state.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Target audience' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Set a target audience' });
    const language = await within(dialog).findByRole('combobox', { name: 'Language' });
    await userEvent.click(language);
    await userEvent.click(await screen(canvasElement).findByRole('option', { name: 'English' }));
    await waitFor(() => expect(language).toHaveTextContent('English'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await page.findByTestId('audience-summary')).toHaveTextContent('Language: en');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    // The fixture restricts one section to Arabic speakers: hidden for this audience.
    await expect(await page.findByText('Hidden for this audience')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(page.queryByTestId('audience-summary')).not.toBeInTheDocument());
    await waitFor(() => expect(page.queryByText('Hidden for this audience')).not.toBeInTheDocument());
  },
};

export const RegisteredAudienceDialog: Story = {
  // The full-page dialog's long option lists settle at different times: its look is covered by AudienceChosen.
  tags: ['no-screenshot'],
  parameters: pageParameters('/settings/storefront/registered', { role: 'administrator' }),
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Storefront for registered users' }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Target audience' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Set a target audience' });
    // Registered users: every restriction type; organizations multi-select.
    await expect(await within(dialog).findByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(await within(dialog).findByRole('group', { name: 'Organizations' })).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
  },
};

export const LeavingAsksFirst: Story = {
  // After hover, toast and dialog transitions the page is not pixel-stable on a busy machine; the play function asserts the state.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement);
    await userEvent.click(
      within(page.getAllByTestId('editor-section')[0] as HTMLElement).getByRole('button', { name: /down$/ }),
    );
    await userEvent.click(page.getByRole('link', { name: 'Storefront settings' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Storefront for unregistered users' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: pageParameters(EDITOR, { role: 'administrator', locale: 'ar', scenario: 'rtlLanguage' }),
  play: async ({ canvasElement }) => {
    await openEditor(canvasElement);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    // An English section in the Arabic interface keeps its own direction: its full stop ends the sentence.
    const subtitle = await within(canvasElement).findByText(/spend them in the rewards shop\.$/);
    await expect(getComputedStyle(subtitle).direction).toBe('ltr');
    // So does its title in the toolbar, which a narrow screen cuts at the title's end, not its start.
    const [title] = within(canvasElement).getAllByText('Learn something new today', { selector: 'span' });
    await expect(getComputedStyle(title as Element).direction).toBe('ltr');
  },
};

export const RightToLeftOnAPhone: Story = {
  // Right To Left's phone picture shows it.
  tags: ['no-screenshot'],
  parameters: pageParameters(EDITOR, { role: 'administrator', locale: 'ar', scenario: 'rtlLanguage' }),
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await openEditor(canvasElement);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    // The English title is cut; the section's type after it, in Arabic, is read whole.
    const [title] = within(canvasElement).getAllByText('Learn something new today', { selector: 'span' });
    const type = (title as Element).nextElementSibling as HTMLElement;
    await expect(type.textContent).toMatch(/^\(.+\)$/);
    await expect((title as Element).scrollWidth).toBeGreaterThan((title as Element).clientWidth);
    await expect(type.scrollWidth).toBeLessThanOrEqual(type.clientWidth);
    const bar = (type.parentElement as HTMLElement).getBoundingClientRect();
    await expect(type.getBoundingClientRect().left).toBeGreaterThanOrEqual(bar.left);
  },
};
