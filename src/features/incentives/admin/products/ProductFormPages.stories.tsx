import { translated } from '@fixtures/translations';
import { lostOnce } from '@mocks/lost-response';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { typeKeyByKey } from '@/testing/page-helpers';
import { pressKeys } from '@/testing/real-pointer';
import { storyParameters } from '@/testing/story-parameters';
import { selectText } from '@/ui/rich-text/story-helpers';
import { StoryRoutes } from '../../shared/StoryRoutes';
import {
  expectNotFoundPage,
  expectToast,
  fieldErrors,
  incentivesGroup,
  neverResponds,
  pngFile,
  respondWith,
  withNotices,
} from '../../shared/story-helpers';
import { ProductCreatePage } from './ProductCreatePage';
import { ProductEditPage } from './ProductEditPage';
import { ProductsListPage } from './ProductsListPage';

function ProductAdminFlow() {
  return (
    <StoryRoutes
      pages={{
        '/settings/incentives/products': ProductsListPage,
        '/settings/incentives/products/create': ProductCreatePage,
        '/settings/incentives/products/:productId/edit': ProductEditPage,
      }}
    />
  );
}

const at = (route: string) => storyParameters({ router: { route, path: '*' } });
const CREATE = '/settings/incentives/products/create';
const EDIT_TOTE_BAG = '/settings/incentives/products/6/edit';

/** Every PATCH body the server received, as field names. */
const patchedFields: string[][] = [];
const recordPatches = http.patch('*/api/v2/incentives/products/:id', async ({ request }) => {
  const form = await request.clone().formData();
  patchedFields.push([...new Set([...form.keys()])]);
});

const meta = {
  title: 'Incentives/Admin/ProductForm',
  component: ProductAdminFlow,
  decorators: [withNotices],
  parameters: storyParameters({ role: 'administrator', ...at(CREATE) }),
} satisfies Meta<typeof ProductAdminFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Coffee mug');
    const price = canvas.getByRole('spinbutton', { name: /^Price in points/ });
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unlimited stock' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Items in stock/ }), '12');
    await userEvent.upload(canvas.getByLabelText('Image'), await pngFile('mug.png', '#b5651d'));
    // Uploaded at once: the field shows the picture from the URL the server returned.
    const picture = await canvas.findByRole('img', { name: 'Current image' });
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^\/api\/v2\/files\/f\d+$/));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Published/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Coffee mug” has been created.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const saved = getMockDb().incentives.products.find((product) => product.title === 'Coffee mug');
    await expect(saved).toMatchObject({ price: 150, stock_unlimited: false, stock: 12, published: true });
    await expect(saved?.image).toBe(picture.getAttribute('src'));
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Price in points/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title field is required.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number of 0 or more.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every field that is wrong says so in the same round, the stock's rule across two fields too. */
export const EveryMessageAtOnce: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Price in points/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unlimited stock' }));
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Items in stock/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Title field is required.')).toBeVisible();
    for (const name of [/^Price in points/, /^Items in stock/])
      await expect(canvas.getByRole('spinbutton', { name })).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of 0 or more.'),
      );
  },
};

/** A number past what the backend stores says it is too large, however many digits were typed. */
export const NumbersTooLarge: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Mug');
    const price = canvas.getByRole('spinbutton', { name: /^Price in points/ });
    await userEvent.clear(price);
    await userEvent.type(price, '99999999999999999999');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unlimited stock' }));
    const stock = canvas.getByRole('spinbutton', { name: /^Items in stock/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '2147483648');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const field of [price, stock])
      await expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number no larger than 2,147,483,647.'),
      );
    await expect(price).toHaveFocus();
  },
};

/** A product's picture is one of the types its help names: an icon file is refused before it is sent. */
export const ImageRefusesAnIcon: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    // Chosen under "All files" (userEvent.upload would leave out what the input does not accept).
    const input = canvas.getByLabelText('Image') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([0, 0, 1, 0])], 'favicon.ico', { type: 'image/x-icon' }));
    input.files = files.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(await canvas.findByText('favicon.ico is not an accepted file type.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();
  },
};

export const ServerValidationErrors: Story = {
  parameters: storyParameters({
    msw: {
      handlers: incentivesGroup(
        respondWith(
          'post',
          'incentives/products',
          400,
          fieldErrors([
            { path: 'title', message: 'A product with this title already exists.' },
            { path: 'price', message: 'The price cannot exceed 100000 points.' },
          ]),
        ),
      ),
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Hoodie');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await pressKeys('Warm and soft.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('A product with this title already exists.')).toBeVisible();
    await expect(canvas.getByText('The price cannot exceed 100000 points.')).toBeVisible();
    await expectToast('Please correct the highlighted fields.');
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hoodie');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Warm and soft.');
  },
};

export const SaveFailsWith500: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(respondWith('post', 'incentives/products', 500)) },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Hoodie');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('Something went wrong, please try again.');
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hoodie');
  },
};

/** The server created the product, then its response was lost: saving again does not create a second. */
export const SaveAgainAfterTheResponseWasLost: Story = {
  parameters: storyParameters({
    msw: { handlers: incentivesGroup(lostOnce('post', 'incentives/products')) },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Coffee mug');
    const price = canvas.getByRole('spinbutton', { name: /^Price in points/ });
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('Something went wrong, please try again.');
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Coffee mug');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Coffee mug” has been created.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const mugs = getMockDb().incentives.products.filter((product) => product.title === 'Coffee mug');
    await expect(mugs).toHaveLength(1);
  },
};

export const EditSendsOnlyChangedFields: Story = {
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), msw: { handlers: incentivesGroup(recordPatches) } }),
  play: async ({ canvas }) => {
    patchedFields.length = 0;
    const price = await canvas.findByRole('spinbutton', { name: /^Price in points/ });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit “Reusable tote bag”' })).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Reusable tote bag” has been saved.');
    await expect(patchedFields).toEqual([['price']]);
    await expect(getMockDb().incentives.products.find((product) => product.id === 6)?.price).toBe(75);
  },
};

export const EditDescriptionFormatting: Story = {
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), msw: { handlers: incentivesGroup(recordPatches) } }),
  play: async ({ canvas }) => {
    patchedFields.length = 0;
    const description = await canvas.findByRole('textbox', { name: 'Description' });
    const first = description.querySelector('p')?.textContent ?? '';
    const words = first.split(' ').slice(0, 2).join(' ');
    await selectText(description, words);
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Reusable tote bag” has been saved.');
    await expect(patchedFields).toEqual([['description']]);
    const saved = getMockDb().incentives.products.find((product) => product.id === 6)?.description;
    await expect(saved).toContain(`<p><em>${words}</em>`);
    await expect(saved).not.toMatch(/<p><\/p>$/);
  },
};

export const EditWithoutChanges: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), msw: { handlers: incentivesGroup(recordPatches) } }),
  play: async ({ canvas }) => {
    patchedFields.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expectToast('Nothing has changed.');
    await expect(patchedFields).toEqual([]);
  },
};

/** Leaving the form with something typed asks first; Leave goes on to the list. */
export const LeavingAsksFirst: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Coffee mug');
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    // Still on the form behind the dialog (which hides it from the accessibility tree meanwhile).
    await expect(canvas.getByRole('textbox', { name: /^Title/, hidden: true })).toHaveValue('Coffee mug');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  },
};

/** An edit page left as it loaded asks nothing: its description editor does not count as an edit. */
export const EditLeftUnchangedAsksNothing: Story = {
  tags: ['no-screenshot'],
  parameters: at(EDIT_TOTE_BAG),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Reusable tote bag');
    await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.click(canvas.getByRole('link', { name: 'Products' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const EditLongTitle: Story = {
  parameters: at('/settings/incentives/products/1/edit'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Edit “Weekend retreat/ }),
    ).toBeVisible();
  },
};

export const EditNotFound: Story = {
  parameters: at('/settings/incentives/products/999/edit'),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
  },
};

export const EditLoading: Story = {
  parameters: storyParameters({
    ...at(EDIT_TOTE_BAG),
    msw: { handlers: incentivesGroup(neverResponds('get', 'incentives/products/:id')) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton')).toBeInTheDocument();
  },
};

export const EditForbidden: Story = {
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), role: 'learner' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), locale: 'ar' }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: new RegExp(`^${translated('ar', 'Title')}`) })).toHaveValue(
        'Reusable tote bag',
      ),
    );
  },
};

/** Who sees the product and where it is listed are chosen by name; the product stores their ids. */
export const EditVisibilityAndCategories: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({ ...at(EDIT_TOTE_BAG), msw: { handlers: incentivesGroup(recordPatches) } }),
  play: async ({ canvas }) => {
    patchedFields.length = 0;
    const db = getMockDb();
    const [organisation] = db.platform.organizations;
    const topic = db.platform.taxonomyTerms.find((term) => term.vocabulary === 'topics');
    const organisations = await canvas.findByRole<HTMLInputElement>('combobox', {
      name: 'Visible to organisations',
    });
    // The names are in once the field no longer says it is loading them.
    await waitFor(() => expect(organisations.placeholder).not.toMatch(/^Loading/));
    await typeKeyByKey(organisations, organisation?.name ?? '');
    await userEvent.click(await screen.findByRole('option', { name: organisation?.name }));
    // A list of several choices stays open for more: closed, as a person does before the next field.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(organisations).toHaveAttribute('aria-expanded', 'false'));
    const categories = canvas.getByRole<HTMLInputElement>('combobox', { name: 'Categories' });
    await waitFor(() => expect(categories.placeholder).not.toMatch(/^Loading/));
    await typeKeyByKey(categories, topic?.name ?? '');
    await userEvent.click(await screen.findByRole('option', { name: `${topic?.name} · Topics` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Reusable tote bag” has been saved.');
    await expect(patchedFields).toEqual([['categories[]', 'organizations[]']]);
    await expect(db.incentives.products.find((product) => product.id === 6)).toMatchObject({
      organizations: [organisation?.id],
      categories: [topic?.tid],
    });
  },
};

/** The organisations cannot be loaded: the field says so and keeps what the product has; the rest saves. */
export const OrganisationsNotLoaded: Story = {
  tags: ['no-screenshot'],
  parameters: storyParameters({
    ...at(EDIT_TOTE_BAG),
    mockDb: (db) => {
      const product = db.incentives.products.find((item) => item.id === 6);
      if (product) product.organizations = [2];
    },
    msw: {
      handlers: {
        organizations: [
          http.get('*/api/v2/organizations', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ],
      },
    },
  }),
  play: async ({ canvas }) => {
    const organisations = await canvas.findByRole('combobox', { name: 'Visible to organisations' });
    await waitFor(() =>
      expect(organisations).toHaveAccessibleDescription(
        expect.stringContaining('The choices could not be loaded.'),
      ),
    );
    await expect(organisations).toBeDisabled();
    const price = canvas.getByRole('spinbutton', { name: /^Price in points/ });
    await userEvent.clear(price);
    await userEvent.type(price, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast('“Reusable tote bag” has been saved.');
    await expect(getMockDb().incentives.products.find((product) => product.id === 6)).toMatchObject({
      price: 75,
      organizations: [2],
    });
  },
};
