import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { FAILED_PICTURE } from '../failed-pictures';
import { fontStacks } from './fonts';


/**
 * Colour palettes in the theme. Every token costs start-up time in createSystem, on every page load
 * (issue #11): cyan and pink are never used, and teal and purple only as chart series colours
 * (their `solid`, chart-spec.ts), so they keep that shade alone.
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
const SOLID_ONLY_PALETTES = new Set(['teal', 'purple']);
type Palettes = Record<string, Record<string, unknown>>;
const SOLID_SHADE = '600';

function usedPalettes<T>(colors: T, keep: (palette: Record<string, unknown>) => Record<string, unknown>): T {
  const entries = Object.entries(colors as Palettes)
    .filter(([name]) => !UNUSED_PALETTES.has(name))
    .map(([name, palette]) => [name, SOLID_ONLY_PALETTES.has(name) ? keep(palette) : palette]);
  return Object.fromEntries(entries) as T;
}

const themeTokens = { ...tokens, colors: usedPalettes(tokens.colors, (palette) => ({ [SOLID_SHADE]: palette[SOLID_SHADE] })) };
const themeSemanticTokens = { ...semanticTokens, colors: usedPalettes(semanticTokens.colors, (palette) => ({ solid: palette.solid })) };

/**
 * Chakra's default theme with only the recipes of the components this app uses: the full
 * defaultConfig ships ~80 recipes (114 KB of the first page's JavaScript, issue #11). A component
 * added later needs its recipe listed here.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: themeTokens,
    semanticTokens: themeSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      qrCode: qrCodeSlotRecipe,
      steps: stepsSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg',
      textRendering: 'optimizeLegibility',
    },
    // Browsers set form controls' text rendering to auto: a label in a button was a font of its own
    // (a font lookup in each page's first layout) for a size and weight the page already had.
    'button, input, select, textarea': { textRendering: 'inherit' },
    '::selection': { bg: 'loom.muted', color: 'fg' },
    // A picture that did not load (src/app/failed-pictures.ts) shows its frame, not a broken-picture icon.
    // Important: a picture's own opacity (a style prop, in a later layer) must not bring the icon back.
    [`img[${FAILED_PICTURE}]`]: { opacity: '0 !important' },
    // Anchors scrolled to from a URL hash clear the sticky header.
    '[id]': { scrollMarginTop: '7.5rem' },
    // A reader who asked the system for less motion gets none: panels, menus and skeletons appear
    // without sliding, fading or pulsing. A spinner keeps turning, so waiting never looks frozen.
    // Durations are 0 s, not the usual 0.01 ms: any duration gives every element a transition of
    // every property (transition-property defaults to all), and as the app's styles replaced the
    // static shell's, the page's box flashed a 3 px border for a frame (a layout shift of 0.39).
    // Popups still close: Zag's presence unmounts at once when the animation lasts 0 s.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0s !important',
        animationDelay: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
    '.chakra-spinner': { _motionReduce: { animationDuration: '1.2s !important', animationIterationCount: 'infinite !important' } },
  },
  theme: {
    layerStyles: {
      /** A clickable surface (item, channel, brand cards): hairline border, lifts on hover. */
      card: {
        value: {
          bg: 'bg.surface',
          borderRadius: 'l3',
          overflow: 'hidden',
          borderWidth: '1px',
          borderColor: 'border.muted',
          transition: 'box-shadow 0.2s ease, transform 0.2s ease',
          _hover: { boxShadow: 'card', transform: 'translateY(-2px)' },
        },
      },
    },
    tokens: {
      fonts: {
        body: { value: fontStacks.sans },
        heading: { value: fontStacks.sans },
        display: { value: fontStacks.serif },
      },
      colors: {
        black: { value: '#0E0D0C' },
        // Warm stone neutrals: paper and ink rather than blue-grey screens.
        gray: {
          50: { value: '#FAF9F7' },
          100: { value: '#F3F1ED' },
          200: { value: '#E7E3DD' },
          300: { value: '#D4CEC5' },
          400: { value: '#A9A197' },
          500: { value: '#7E766C' },
          600: { value: '#5F5850' },
          700: { value: '#47413B' },
          800: { value: '#2F2B27' },
          900: { value: '#1E1B18' },
          950: { value: '#141210' },
        },
        // 朱砂 cinnabar: the brand accent.
        loom: {
          50: { value: '#FDF4F1' },
          100: { value: '#FAE2DA' },
          200: { value: '#F3C0B1' },
          300: { value: '#EA9882' },
          400: { value: '#DD6F55' },
          500: { value: '#C9523A' },
          600: { value: '#AE3F29' },
          700: { value: '#8C3221' },
          800: { value: '#69271B' },
          900: { value: '#481C15' },
          950: { value: '#2A100C' },
        },
        // Champagne gold for membership marks.
        gold: {
          300: { value: '#E3CDA0' },
          500: { value: '#B8925A' },
          700: { value: '#7D6137' },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '#100F0E' } },
          surface: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
          hero: { value: { _light: '#F1ECE4', _dark: '#1A1714' } },
        },
        loom: {
          solid: { value: { _light: '{colors.loom.600}', _dark: '{colors.loom.500}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.loom.700}', _dark: '{colors.loom.300}' } },
          subtle: { value: { _light: '{colors.loom.50}', _dark: '{colors.loom.950}' } },
          muted: { value: { _light: '{colors.loom.100}', _dark: '{colors.loom.900}' } },
          emphasized: { value: { _light: '{colors.loom.200}', _dark: '{colors.loom.800}' } },
          focusRing: { value: { _light: '{colors.loom.500}', _dark: '{colors.loom.400}' } },
          border: { value: { _light: '{colors.loom.500}', _dark: '{colors.loom.400}' } },
        },
        gold: {
          solid: { value: { _light: '{colors.gold.500}', _dark: '{colors.gold.500}' } },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.300}' } },
        },
        progress: {
          // Spec §9: a dark bar; on the dark theme it inverts so it stays visible.
          bar: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.100}' } },
        },
      },
      shadows: {
        card: {
          value: {
            _light: '0 1px 2px rgba(30, 27, 24, 0.06), 0 8px 24px -12px rgba(30, 27, 24, 0.18)',
            _dark: '0 1px 2px rgba(0, 0, 0, 0.5), 0 8px 24px -12px rgba(0, 0, 0, 0.7)',
          },
        },
      },
    },
  },
});

let made: SystemContext | undefined;

/**
 * The app's Chakra system. A page gets it through its provider's system on demand
 * (src/app/theme/static-globals.ts), which loads this module, and makes the system, only when a
 * Chakra component first renders: createSystem is the costliest step of a page's start (≈ 50 ms on
 * a fast machine, 4× that on a slow tablet; issue #11).
 */
export const appSystem = (): SystemContext => (made ??= createSystem(defaultBaseConfig, themeConfig, config));

/**
 * The system for a provider whose global styles come with the page's stylesheet
 * (src/app/theme/static-globals.ts): the same system, with no global styles to insert.
 */
export const withoutGlobalStyles = (system: SystemContext): SystemContext => Object.create(system, { _global: { value: [] } });
