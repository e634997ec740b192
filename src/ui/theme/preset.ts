import { definePreset } from '@pandacss/dev';

/**
 * Design tokens. Brand-driven values are semantic tokens whose CSS variables
 * (`--colors-primary`, `--radii-l2`, `--fonts-body`, ...) are overridden at run
 * time by the theming feature from GET appearance; the values here are the
 * defaults used when no appearance is configured.
 */
export const themePreset = definePreset({
  name: 'learning-platform',
  theme: {
    extend: {
      keyframes: {
        // Changes nothing: an element that plays it stays as it is for the animation's duration (a
        // loader kept on screen a moment after its wait ends, src/ui/ProgressLine.tsx).
        linger: { from: { opacity: 1 }, to: { opacity: 1 } },
      },
      tokens: {
        // Only typefaces the app ships (src/ui/theme/fonts.ts) render its text; the generic family at
        // the end is reached only by characters none of them has (docs/design-system.md, "Type").
        fonts: {
          system: {
            value: "'Inter', 'Inter Fallback', 'Noto Sans Arabic', 'Noto Sans Hebrew', sans-serif",
          },
          sans: { value: '{fonts.system}' },
          mono: {
            value: "'JetBrains Mono Variable', 'Noto Sans Arabic', 'Noto Sans Hebrew', monospace",
          },
        },
        radii: {
          none: { value: '0' },
          xs: { value: '2px' },
          sm: { value: '4px' },
          md: { value: '8px' },
          lg: { value: '12px' },
          xl: { value: '16px' },
          full: { value: '9999px' },
        },
        // Border widths: hairlines between and around things, the heavier mark of a choice
        // (a checkbox's box, a drop zone, the selected tab), and a notice's bar.
        borderWidths: {
          thin: { value: '1px' },
          thick: { value: '2px' },
          // The coloured bar at the start of a notice (a toast, a refused checkout).
          accent: { value: '4px' },
          // The keyboard focus outline: `outline: 'token(borderWidths.focusRing) solid
          // token(colors.focusRing)'`, `outlineOffset: 'focusRingOffset'`. Written out rather than
          // one `borders` token so that a colour set on a part of the page (a preview) reaches it.
          focusRing: { value: '2px' },
          // A checked radio: a ring so thick that only a dot of the surface is left in its middle.
          radioDot: { value: '6px' },
          // The bar beside a quotation in server HTML.
          quote: { value: '3px' },
        },
        letterSpacings: {
          // An avatar's initials, opened up a little to read apart on a coloured disc.
          initials: { value: '0.02em' },
        },
        spacing: {
          // The gap between a focused element and its focus outline (`outlineOffset`).
          focusRingOffset: { value: '2px' },
        },
        // The layering scale: every z-index in the app is one of these names, lowest first.
        // Menus, selects and pickers sit above modals because they open from inside dialogs.
        zIndex: {
          hide: { value: -1 },
          base: { value: 0 },
          // Inside a component that isolates its own stacking (a calendar, a sortable list).
          raised: { value: 1 },
          lifted: { value: 2 },
          sticky: { value: 100 },
          banner: { value: 200 },
          drawer: { value: 300 },
          modal: { value: 400 },
          popover: { value: 500 },
          toast: { value: 600 },
          tooltip: { value: 700 },
          skipLink: { value: 800 },
        },
        sizes: {
          toast: { value: '550px' },
          dialogSmall: { value: '600px' },
          logoMax: { value: '300px' },
          // The widths a storefront section's content may keep to (its appearance's "width").
          contentNarrow: { value: '720px' },
          contentNormal: { value: '1080px' },
          contentWide: { value: '1320px' },
          // A card in a horizontally scrolling row (a trainings carousel) on a wide screen.
          railCard: { value: '260px' },
          // The availability calendar's hour column, and below `md` the narrowest a day gets:
          // a slot's times ("09:00 – 11:00") fit whole.
          calendarHourColumn: { value: '4.5rem' },
          calendarDayMin: { value: '7.5rem' },
          // The narrowest column of a grid of form fields that wraps to fit (auto-fit, minmax).
          fieldColumnMin: { value: '220px' },
          // What an off-screen section of the storefront editor is assumed to measure (an insertion
          // point and a section not rendered yet: 240 px at any width) until the browser renders it.
          editorSectionEstimate: { value: '240px' },
        },
      },
      semanticTokens: {
        colors: {
          primary: {
            DEFAULT: { value: '#1f5fbf' },
            hover: { value: '#184c99' },
            subtle: { value: '#e7effa' },
            fg: { value: '#ffffff' },
          },
          secondary: {
            DEFAULT: { value: '#6b3fa0' },
            fg: { value: '#ffffff' },
          },
          header: {
            bg: { value: '#ffffff' },
            fg: { value: '#1a1d21' },
          },
          sidebar: {
            bg: { value: '#f4f6f8' },
            fg: { value: '#1a1d21' },
            /** A neutral veil under a hovered item: visible on any sidebar colour an appearance picks. */
            hover: { value: 'rgb(127 127 127 / 0.16)' },
          },
          canvas: { value: '#ffffff' },
          surface: { value: '#ffffff' },
          muted: { value: '#f4f6f8' },
          fg: {
            DEFAULT: { value: '#1a1d21' },
            muted: { value: '#545b64' },
            subtle: { value: '#6b727b' },
          },
          border: {
            DEFAULT: { value: '#d5d9de' },
            strong: { value: '#8a9099' },
          },
          focusRing: { value: '#1f5fbf' },
          /** The veil behind dialogs and drawers. */
          backdrop: { value: 'rgb(15 23 42 / 0.5)' },
          success: { DEFAULT: { value: '#1e7a3c' }, subtle: { value: '#e6f4ea' } },
          warning: { DEFAULT: { value: '#8a5a00' }, subtle: { value: '#fff4d6' } },
          error: { DEFAULT: { value: '#b42318' }, subtle: { value: '#fdecea' } },
          info: { DEFAULT: { value: '#1f5fbf' }, subtle: { value: '#e7effa' } },
        },
        radii: {
          l1: { value: '{radii.sm}' },
          l2: { value: '{radii.md}' },
          l3: { value: '{radii.lg}' },
        },
        fonts: {
          body: { value: '{fonts.system}' },
          heading: { value: '{fonts.system}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      color: 'fg',
      bg: 'canvas',
      lineHeight: '1.5',
      WebkitFontSmoothing: 'antialiased',
    },
    'h1, h2, h3, h4, h5, h6': { fontFamily: 'heading' },
    'code, kbd, samp, pre': { fontFamily: 'mono' },
    // A video's own time display is rendered in the page's type, not in the machine's system font.
    'video::-webkit-media-controls-current-time-display, video::-webkit-media-controls-time-remaining-display':
      { fontFamily: 'body' },
    ':focus-visible': {
      outline: 'token(borderWidths.focusRing) solid token(colors.focusRing)',
      outlineOffset: 'focusRingOffset',
    },
    // Forced colours (Windows' contrast themes) replace every colour by the few of the user's theme,
    // and a state shown by colour alone is lost: the chosen view, the current page, the selected
    // tab are shown in the theme's selection colours, and the option or menu item the keyboard is
    // on by an outline (docs/design-system.md, "The rules"). System colours are kept as they are.
    ':is(a, button)[aria-current]:not([aria-current=false]), button[aria-pressed=true], [role=tab][aria-selected=true]':
      {
        _highContrast: {
          // Adjusted, the text would sit on a plate of the page's colour, white on white.
          forcedColorAdjust: 'none',
          bg: 'Highlight !important',
          color: 'HighlightText !important',
          '& *': { color: 'inherit !important' },
        },
      },
    ':is([role=option], [role=menuitem], [role=menuitemradio], [role=menuitemcheckbox])[data-highlighted]': {
      _highContrast: {
        outline: 'token(borderWidths.focusRing) solid CanvasText',
        outlineOffset: 'calc(token(borderWidths.focusRing) * -1)',
      },
    },
  },
});
