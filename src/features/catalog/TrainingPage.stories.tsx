import { LEARNER_UID } from '@fixtures/users';
import { createHandlerGroups } from '@mocks/handlers';
import { enrolmentKey, setEnrolment } from '@mocks/handlers/catalog-courses';
import { heldResponse } from '@mocks/held-response';
import { getMockDb } from '@mocks/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pageParameters, withPage } from '@/testing/page-decorator';
import { expectRightToLeftPage, findEnabledButton, waitForPage } from '@/testing/page-helpers';
import type { StoryParameters } from '@/testing/story-parameters';
import { expectNotFoundPage, mainOf, neverResponds, respondsWith } from './story-helpers';

/** Training 1 is open to all, 2 needs approval, 3 is full, 8 has a very long title. */
const course = (id: number | string, parameters: StoryParameters = {}) =>
  pageParameters(`/course/${id}`, { role: 'learner', ...parameters });

const meta = {
  title: 'Pages/Catalogue/Training',
  decorators: [withPage],
  parameters: course(1),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ENROLLED = '2026-10-12 08:00:00';
const notEnrolled = (id: number) => ({
  mockDb: (db: Parameters<NonNullable<StoryParameters['mockDb']>>[0]) =>
    setEnrolment(db, LEARNER_UID, id, undefined),
});

export const NotEnrolled: Story = {
  parameters: course(1, notEnrolled(1)),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Leading hybrid teams' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Leading hybrid teams \| /));
    await expect(main.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/catalog');
    await expect(main.getByRole('heading', { name: 'About this training' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Outline' })).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
    await expect(main.getByRole('heading', { name: /^Instructors?$/ })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Enrol' })).toBeEnabled();
    // Not enrolled: lessons are listed, not ticked off.
    await expect(main.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const EnrolAndStart: Story = {
  parameters: course(1, notEnrolled(1)),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await userEvent.click(await findEnabledButton(canvasElement, 'Enrol'));
    const panel = within(await main.findByTestId('enrolment-panel'));
    await expect(await panel.findByText('Enrolled')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Start training' }));
    const first = main.getAllByRole('checkbox')[0] as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(first.closest('li')));
    await userEvent.click(first);
    await expect(await panel.findByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await waitFor(() => expect(main.getAllByRole('checkbox')[0]).toBeChecked());
    // The box kept the focus while the change was saved.
    await expect(main.getAllByRole('checkbox')[0]).toHaveFocus();
  },
};

export const InProgress: Story = {
  parameters: course(1, {
    mockDb: (db) =>
      setEnrolment(db, LEARNER_UID, 1, {
        status: 'enrolled',
        enrolled: ENROLLED,
        completedLessons: [],
        lessonsDone: 3,
      }),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const panel = within(await mainOf(canvasElement).findByTestId('enrolment-panel'));
    const progress = await panel.findByRole('progressbar', { name: 'Progress' });
    await expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(panel.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(mainOf(canvasElement).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  },
};

const enrolledWithNoLessonDone: StoryParameters['mockDb'] = (db) =>
  setEnrolment(db, LEARNER_UID, 1, { status: 'enrolled', enrolled: ENROLLED, completedLessons: [] });

/** The first progress save is held until the play releases it; the rest go through. */
const firstSave = heldResponse('post', '*/api/v2/trainings/:id/progress', { firstOnly: true });

/**
 * Lessons pressed one after another while the first is still being saved: each box shows its change
 * at once and every one is saved, in the order pressed. The boxes held still for any save, and a
 * press on another lesson in the meantime was lost.
 */
export const LessonsPressedWhileOneSaves: Story = {
  tags: ['no-screenshot'],
  parameters: course(1, {
    mockDb: enrolledWithNoLessonDone,
    msw: { handlers: { courses: [firstSave.handler, ...createHandlerGroups(getMockDb).courses] } },
  }),
  beforeEach: () => {
    firstSave.reset();
  },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await main.findByTestId('enrolment-panel');
    const boxes = main.getAllByRole('checkbox').slice(0, 3);
    for (const box of boxes) {
      await userEvent.click(box);
      await expect(box).toBeChecked();
    }
    firstSave.release();
    const panel = within(main.getByTestId('enrolment-panel'));
    await waitFor(() =>
      expect(getMockDb().courses.enrolments.get(enrolmentKey(LEARNER_UID, 1))?.completedLessons).toHaveLength(
        3,
      ),
    );
    await expect(await panel.findByRole('progressbar', { name: 'Progress' })).toBeVisible();
    for (const box of main.getAllByRole('checkbox').slice(0, 3)) await expect(box).toBeChecked();
    await expect(main.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The first progress save fails (reset before the story); the rest go through. */
let firstSaveFailed = false;
const firstSaveFails = http.post('*/api/v2/trainings/:id/progress', () => {
  if (firstSaveFailed) return;
  firstSaveFailed = true;
  return HttpResponse.json({ message: 'Mock 500' }, { status: 500 });
});

/** A save that fails says so, and the box shows what is saved; pressed again, it is saved and the message goes. */
export const ProgressSaveFails: Story = {
  tags: ['no-screenshot'],
  parameters: course(1, {
    mockDb: enrolledWithNoLessonDone,
    msw: { handlers: { courses: [firstSaveFails, ...createHandlerGroups(getMockDb).courses] } },
  }),
  beforeEach: () => {
    firstSaveFailed = false;
  },
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await main.findByTestId('enrolment-panel');
    const first = main.getAllByRole('checkbox')[0] as HTMLElement;
    await userEvent.click(first);
    await expect(await main.findByRole('alert')).toHaveTextContent('Your progress could not be saved.');
    await expect(first).not.toBeChecked();
    await userEvent.click(first);
    await waitFor(() => expect(main.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(getMockDb().courses.enrolments.get(enrolmentKey(LEARNER_UID, 1))?.completedLessons).toHaveLength(
        1,
      ),
    );
    await expect(first).toBeChecked();
  },
};

export const LeaveWithConfirmation: Story = {
  parameters: InProgress.parameters,
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await userEvent.click(await findEnabledButton(canvasElement, 'Leave training'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this training?' });
    await expect(within(dialog).getByText(/your progress in it is lost/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave training' }));
    await expect(await main.findByRole('button', { name: 'Enrol' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus goes to Enrol, in the place of the button that opened the dialog.
    await waitFor(() => expect(main.getByRole('button', { name: 'Enrol' })).toHaveFocus());
  },
};

export const Completed: Story = {
  parameters: course(1, {
    mockDb: (db) => {
      const lessons = 99;
      setEnrolment(db, LEARNER_UID, 1, {
        status: 'enrolled',
        enrolled: ENROLLED,
        completed: '2026-10-30 16:45:00',
        completedLessons: [],
        lessonsDone: lessons,
      });
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const panel = within(await mainOf(canvasElement).findByTestId('enrolment-panel'));
    await expect(await panel.findByText('Completed on Oct 30, 2026')).toBeVisible();
    await expect(panel.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const EnrolRefused: Story = {
  parameters: course(1, {
    ...notEnrolled(1),
    msw: {
      handlers: {
        enrolments: [
          http.post('*/api/v2/trainings/:id/enrolment', () =>
            HttpResponse.json({ message: 'This training is full.' }, { status: 400 }),
          ),
        ],
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await userEvent.click(await findEnabledButton(canvasElement, 'Enrol'));
    // The seat went to someone else meanwhile: the server's reason, the button still there.
    await expect(await mainOf(canvasElement).findByRole('alert')).toHaveTextContent('This training is full.');
    await expect(mainOf(canvasElement).getByRole('button', { name: 'Enrol' })).toBeEnabled();
  },
};

export const Full: Story = {
  parameters: course(3, notEnrolled(3)),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const panel = within(await mainOf(canvasElement).findByTestId('enrolment-panel'));
    await expect(await panel.findByText('Full')).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
  },
};

export const RequestApproval: Story = {
  parameters: course(2, notEnrolled(2)),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByText('A manager approves each enrolment in this training.')).toBeVisible();
    await userEvent.click(await findEnabledButton(canvasElement, 'Request enrolment'));
    const panel = within(await main.findByTestId('enrolment-panel'));
    await expect(await panel.findByText('Awaiting approval')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Withdraw request' })).toBeEnabled();
  },
};

export const AwaitingApproval: Story = {
  parameters: course(2, {
    mockDb: (db) =>
      setEnrolment(db, LEARNER_UID, 2, {
        status: 'awaiting_approval',
        enrolled: ENROLLED,
        requested: ENROLLED,
        completedLessons: [],
      }),
  }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const panel = within(await mainOf(canvasElement).findByTestId('enrolment-panel'));
    await expect(await panel.findByText('Awaiting approval')).toBeVisible();
    await expect(panel.getByText(/You asked to enrol on Oct 12, 2026/)).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: course(1, { role: 'visitor' }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Leading hybrid teams' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Log in to enrol' })).toHaveAttribute(
      'href',
      '/user/login?redirectTo=%2Fcourse%2F1',
    );
    await expect(main.queryByRole('link', { name: 'Catalogue' })).not.toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  parameters: course(8),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const heading = await mainOf(canvasElement).findByRole('heading', {
      level: 1,
      name: /^A very long course title/,
    });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const UnknownTraining: Story = {
  parameters: course(99999),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(canvasElement);
  },
};

export const NonNumericId: Story = {
  parameters: course('leading-hybrid-teams'),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expectNotFoundPage(canvasElement);
  },
};

export const Loading: Story = {
  parameters: course(1, { msw: { handlers: { courses: [neverResponds('trainings/:id')] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(await mainOf(canvasElement).findByTestId('training-loading')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: course(1, { msw: { handlers: { courses: [respondsWith('trainings/:id', 500)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    const main = mainOf(canvasElement);
    await expect(
      await main.findByRole('heading', { name: 'Something went wrong, please try again.' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Forbidden: Story = {
  parameters: course(1, { msw: { handlers: { courses: [respondsWith('trainings/:id', 403)] } } }),
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(
      await mainOf(canvasElement).findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: course(1, { locale: 'ar', ...notEnrolled(1) }),
  play: async ({ canvasElement }) => {
    await expectRightToLeftPage(canvasElement);
  },
};
