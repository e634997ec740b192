import { translate } from '@fixtures/content-i18n/localized';
import { svgUri } from '@fixtures/images';
import { certificateSvg } from '@mocks/handlers/archive';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

interface CertificateProps {
  name: string;
  title: string;
  completed: string;
}

/**
 * The certificate the mock makes for `GET archive/{id}/certificate`, shown through <img> as a
 * browser shows a downloaded SVG: the picture can use no font but those it embeds, so every name
 * and title here is rendered in the app's own typefaces on any machine (docs/testing.md, "Fonts").
 */
function Certificate({ name, title, completed }: CertificateProps) {
  return (
    <img
      src={svgUri(certificateSvg(name, title, completed))}
      alt={`Certificate of completion: ${name}, ${title}`}
      width={960}
      height={679}
    />
  );
}

const meta = {
  title: 'Archive/Certificate',
  component: Certificate,
  args: { completed: '2026-03-14 09:30:00', title: 'Leading hybrid teams' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img') as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBe(1123));
  },
} satisfies Meta<typeof Certificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Latin letters beyond English (Inter's Latin and Latin Extended files). */
export const LatinName: Story = {
  args: { name: 'Zoë Łukasiewicz-Øvergård' },
};

/** An Arabic name and the training's Arabic title, right to left (Noto Sans Arabic, bold and regular). */
export const ArabicNameAndTitle: Story = {
  args: { name: 'فاطمة الزهراء بن علي', title: translate('Leading hybrid teams', 'ar') },
};

/** A Hebrew name on the French title. */
export const HebrewNameFrenchTitle: Story = {
  args: { name: 'נועה כהן', title: translate('Leading hybrid teams', 'fr') },
};
