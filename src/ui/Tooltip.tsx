import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * docs/product.md §9 (Radix defaults): open after 700 ms, close after 300 ms. Radix's
 * "skip delay" (a second tooltip opens at once when moving from one to the
 * next within 300 ms) is zag's built-in behaviour: while one tooltip is open
 * or closing, another opens without delay.
 */
export const TOOLTIP_OPEN_DELAY = 700;
export const TOOLTIP_CLOSE_DELAY = 300;
export type TooltipMaxWidth = 280 | 300 | 400 | 500;

const content = css({
  bg: 'fg',
  color: 'canvas',
  fontSize: 'sm',
  lineHeight: '1.4',
  paddingBlock: '1.5',
  paddingInline: '2.5',
  borderRadius: 'l1',
  boxShadow: 'md',
  // Forced colours (a contrast theme) show no shadows and give it the page's colours: a frame sets it apart.
  _highContrast: { borderWidth: 'thin', borderStyle: 'solid' },
  overflowWrap: 'anywhere',
  zIndex: 'tooltip',
});

export interface TooltipProps {
  /** Short text that describes the element; never the only place of essential information. */
  content: ReactNode;
  /** One focusable element (a button or link); the tooltip describes it. */
  children: ReactElement;
  /** Widest the bubble grows before it wraps, in pixels. */
  maxWidth?: TooltipMaxWidth;
  /** Preferred side; it flips when there is no room. */
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';
  disabled?: boolean;
  /** Controlled open state, for stories and tours. */
  open?: boolean;
}

/**
 * A short description shown on hover after 700 ms and on keyboard focus; Escape hides
 * it. It describes its one focusable child (`aria-describedby`), so it never holds anything
 * interactive. Stories: UI/Tooltip.
 */
export function Tooltip({
  content: text,
  children,
  maxWidth = 280,
  placement = 'top',
  disabled,
  open,
}: TooltipProps) {
  return (
    <ArkTooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY}
      closeDelay={TOOLTIP_CLOSE_DELAY}
      positioning={{ placement }}
      disabled={disabled}
      open={open}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={content} style={{ maxWidth }}>
            {text}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
