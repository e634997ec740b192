/** What the preview tells the screenshot hook (vitest.setup.ts) about the story that just ran. */
export interface StoryUnderTest {
  tags: string[];
  /** A page story: the real route table at a URL, pictured at desktop and phone sizes. */
  page: boolean;
}

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
/** The narrowest screen a page must fit without scrolling sideways (WCAG 2.2, 1.4.10 Reflow). */
export const NARROW_PHONE_VIEWPORT = { width: 320, height: 640 } as const;
