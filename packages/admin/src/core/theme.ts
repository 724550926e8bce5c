import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { themeQuartz } from 'ag-grid-community';
// The face FONT_STACK names, bundled with the admin so both hosts (browser and desktop) have it.
import '@fontsource-variable/inter';

/**
 * Company colours: navy #0b2a4a carries the brand (Fluent's brand[80] is the primary
 * colour of a light theme), sunrise orange is kept for accents (active menu item, charts).
 */
export const NAVY = '#0b2a4a';
export const SUNRISE = '#f26b1d';

const alvorada: BrandVariants = {
  10: '#030b13',
  20: '#040f1b',
  30: '#051423',
  40: '#06182b',
  50: '#071d32',
  60: '#09213a',
  70: '#0a2642',
  80: NAVY,
  90: '#123a63',
  100: '#1a4a7c',
  110: '#255b93',
  120: '#3a70a8',
  130: '#5687bb',
  140: '#7aa2cc',
  150: '#a4c1de',
  160: '#d3e2f0',
};

const FONT_STACK =
  "'Inter Variable', 'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif";

export const adminTheme: Theme = {
  ...createLightTheme(alvorada),
  fontFamilyBase: FONT_STACK,
};

/** AG Grid dressed like the Fluent controls around it: same font, navy accent, soft borders. */
export const gridTheme = themeQuartz.withParams({
  fontFamily: FONT_STACK,
  fontSize: 14,
  accentColor: NAVY,
  foregroundColor: '#242424',
  borderColor: '#e0e0e0',
  headerBackgroundColor: '#f5f7fa',
  headerTextColor: '#424242',
  headerFontWeight: 600,
  rowHoverColor: '#f0f4f9',
  selectedRowBackgroundColor: '#e3ecf6',
  oddRowBackgroundColor: '#ffffff',
  wrapperBorderRadius: 8,
  borderRadius: 4,
  rowHeight: 44,
  headerHeight: 44,
  spacing: 6,
});
