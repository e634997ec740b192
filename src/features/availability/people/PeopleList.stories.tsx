import { api } from '@mocks/handlers/types';
import { neverRespond } from '@mocks/never-respond';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { phoneViewport, storyParameters } from '@/testing/story-parameters';
import { availabilityWith, pageFitsThePhone } from '../testing';
import { PeopleList } from './PeopleList';

const LONG_NAME = 'Bartholomew Alexander Featherstonehaugh-Wolfeschlegelstein';
const longNamed = () => getMockDb().platform.users.find((user) => user.full_name === LONG_NAME);
/** The first person of the list's first page (sorted by name, as the server does). */
const firstPerson = () =>
  [...getMockDb().platform.users].sort((a, b) => a.full_name.localeCompare(b.full_name, 'en'))[0];
/** Renders the list with its first person chosen (the story's database exists only once it renders). */
const withFirstChosen: Story['render'] = (args) => <PeopleList {...args} selectedUid={firstPerson()?.uid} />;

const meta = {
  title: 'Availability/People list',
  component: PeopleList,
  args: { selectedUid: undefined, onSelect: fn() },
  decorators: [
    // The manage page gives the list a sidebar column of this width (ManageAvailabilityPage.tsx).
    (Story) => (
      <div className={css({ maxWidth: '72', padding: '4' })}>
        <Story />
      </div>
    ),
  ],
  parameters: storyParameters({ role: 'administrator' }),
} satisfies Meta<typeof PeopleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone, 25 a page, nobody chosen yet. */
export const Everyone: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('240 people')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of people' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(25);
    await expect(canvas.queryByRole('button', { current: true })).not.toBeInTheDocument();
  },
};

/** The chosen person is marked as the current one. */
export const SomeoneChosen: Story = {
  render: withFirstChosen,
  play: async ({ canvas }) => {
    await canvas.findByText('240 people');
    await expect(canvas.getByRole('button', { current: true })).toHaveAccessibleName(
      new RegExp(firstPerson()?.full_name ?? 'nobody'),
    );
  },
};

/** Typing does not search; Enter does, and choosing a person hands their id and name over. */
export const SearchAndChoose: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText('240 people');
    const search = canvas.getByRole('searchbox', { name: 'Search by name' });
    await userEvent.type(search, 'Featherstone');
    await expect(canvas.getByText('240 people')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('1 person')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(LONG_NAME) }));
    await expect(args.onSelect).toHaveBeenCalledWith(longNamed()?.uid, LONG_NAME);
  },
};

export const NobodyFound: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('240 people');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'Zzyzx{Enter}');
    await expect(await canvas.findByText('Nobody matches this search.')).toBeVisible();
  },
};

/** The organisation is the kit's Select: choosing one filters at once, clearing it shows everyone again. */
export const FilterByOrganisation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('240 people');
    const organisation = getMockDb().platform.organizations.find(
      (org) => org.name === longNamed()?.organization,
    );
    const members = getMockDb().platform.users.filter((user) => user.organization === organisation?.name);
    const select = canvas.getByRole('combobox', { name: 'Organisation' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: organisation?.name }));
    await expect(
      await canvas.findByText(members.length === 1 ? '1 person' : `${members.length} people`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(LONG_NAME) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(await canvas.findByText('240 people')).toBeVisible();
  },
};

export const Paging: Story = {
  play: async ({ canvas }) => {
    // The kit Pagination: the current page is marked, "Page 2 of 10" names the button of page 2.
    await expect(await canvas.findByRole('button', { name: 'Page 1 of 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2 of 10' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: storyParameters({
    msw: { handlers: { availability: availabilityWith(http.get(api('availability/people'), neverRespond)) } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading people')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: storyParameters({
    msw: {
      handlers: {
        availability: availabilityWith(
          http.get(api('availability/people'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        ),
      },
    },
  }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The list of people could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  render: withFirstChosen,
  parameters: storyParameters({ role: 'administrator', locale: 'ar' }),
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.getByRole('button', { current: true })).toBeVisible();
    // Every name, Latin in an Arabic list, starts at the start of its column, next to the avatar.
    for (const item of canvas.getAllByRole('listitem')) {
      const column = item.querySelector('button')?.lastElementChild;
      const text = document.createRange();
      text.selectNodeContents(item.querySelector('bdi') as Node);
      expect(
        Math.abs((column?.getBoundingClientRect().right ?? 0) - text.getBoundingClientRect().right),
      ).toBeLessThan(1);
    }
  },
};

export const AtPhoneWidth: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('240 people')).toBeVisible();
    await expect(pageFitsThePhone()).toBe(true);
  },
};
