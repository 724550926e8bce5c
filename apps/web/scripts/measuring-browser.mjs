// The Chromium the site is measured and tested in (Playwright's, Lighthouse's): what of desktop
// Chromium's own work is turned off, so that what is measured is the page.

/**
 * Desktop Chromium loads its address bar's drop-downs as web pages of their own
 * (chrome://omnibox-popup.top-chrome/, some 400 modules in a renderer of their own), ahead of use,
 * while the first pages of a new browser or context load. On a 2-core host that takes the CPU from
 * the page under test: the long-task test (6× slower CPU) passed 5 and 11 of 20 page loads with
 * them, 17 and 18 of 20 without. A phone's Chrome, which the measures stand for, draws its
 * address bar natively and has neither.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * Chromium keeps only the last `--disable-features` of its command line: a launcher's own list
 * (chrome-launcher's, Playwright's) comes back on unless ours repeats it. Returns the one flag
 * that turns off the launcher's features and BROWSER_UI_FEATURES.
 * @param {readonly string[]} launcherArgs the launcher's default arguments
 */
export function disableFeaturesFlag(launcherArgs) {
  return DISABLE_FEATURES + [...new Set([...disabledFeatures(launcherArgs), ...BROWSER_UI_FEATURES])].join(',');
}

/** The features a command line turns off in the end: its last `--disable-features`. */
export function disabledFeatures(commandLine) {
  const last = commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES)).pop();
  return last ? last.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : [];
}
