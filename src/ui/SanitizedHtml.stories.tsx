import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyParameters } from '@/testing/story-parameters';
import { SanitizedHtml } from './SanitizedHtml';

const HOSTILE = `
<h2>Welcome to the shop</h2>
<p>Spend your <strong>points</strong> on <em>rewards</em>. <a href="https://example.com/rules" target="_blank">Read the rules</a>.</p>
<ul><li>Mugs</li><li>Hoodies</li></ul>
<script>window.__pwned = true</script>
<img src="x" onerror="window.__pwned = true" alt="">
<a href="javascript:window.__pwned = true">Click me</a>
<style>body { display: none }</style>
<p style="position:fixed;inset:0;background:red">Styled paragraph</p>
<svg onload="window.__pwned = true"><circle r="40"></circle></svg>
<iframe src="https://evil.example"></iframe>
`;

const description =
  "The one way server HTML reaches the page: DOMPurify builds a sanitised fragment, so raw markup is never assigned to `innerHTML`; until the sanitiser has loaded the element stays empty. `proseStyle` gives readable defaults.\n\n**Do**\n- render every server HTML field (footer, descriptions, section content) through it;\n\n**Don't**\n- use `dangerouslySetInnerHTML` (Biome refuses it);\n- sanitise by hand with regular expressions.";

const meta = {
  title: 'UI/SanitizedHtml',
  component: SanitizedHtml,
  args: { html: HOSTILE },
  tags: ['autodocs'],
  argTypes: {
    html: {
      control: 'text',
      description: 'Server HTML; scripts, event handlers and unsafe URLs are removed.',
    },
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof SanitizedHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HostilePayload: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome to the shop' })).toBeVisible();
    const rules = canvas.getByRole('link', { name: 'Read the rules' });
    await expect(rules).toHaveAttribute('rel', 'noopener noreferrer');
    // Its unsafe address gone, it is text and no longer looks like a link.
    const notALink = canvas.getByText('Click me');
    await expect(notALink).not.toHaveAttribute('href');
    await expect(getComputedStyle(notALink).textDecorationLine).toBe('none');
    await expect(getComputedStyle(rules).textDecorationLine).toBe('underline');
    await expect(canvasElement.querySelector('script, style, svg, iframe, [onerror], [style]')).toBeNull();
    await expect(canvas.getByText('Styled paragraph')).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const RightToLeft: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: { html: '<p>مرحبا بكم في <strong>المتجر</strong></p><ul><li>أكواب</li><li>قمصان</li></ul>' },
  play: async ({ canvas }) => {
    const item = await canvas.findByText('أكواب');
    await expect(getComputedStyle(item.parentElement as HTMLElement).paddingInlineStart).toBe('24px');
  },
};

/**
 * Text an administrator wrote in English on the Arabic site: each block reads in its own direction,
 * its full stop at its end and its bullets at its start; the Arabic paragraph stays right to left.
 */
export const EnglishTextOnTheArabicSite: Story = {
  parameters: storyParameters({ locale: 'ar' }),
  args: {
    html: '<p>Spend your <strong>points</strong> on rewards.</p><ul><li>Mugs (blue)</li><li>Hoodies</li></ul><p>مرحبا بكم في المتجر.</p>',
  },
  play: async ({ canvas }) => {
    const english = await canvas.findByText(/Spend your/);
    await expect(getComputedStyle(english).direction).toBe('ltr');
    const mugs = canvas.getByText('Mugs (blue)');
    await expect(getComputedStyle(mugs).direction).toBe('ltr');
    await expect(getComputedStyle(mugs.parentElement as HTMLElement).paddingLeft).toBe('24px');
    await expect(getComputedStyle(canvas.getByText('مرحبا بكم في المتجر.')).direction).toBe('rtl');
  },
};
