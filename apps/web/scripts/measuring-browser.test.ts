import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, disabledFeatures, disableFeaturesFlag } from './measuring-browser.mjs';

describe('the measuring browser’s disabled features', () => {
  it('repeats the launcher’s own list, then turns off the address bar’s drop-downs, each once', () => {
    const flag = disableFeaturesFlag(['--headless', '--disable-features=Translate,MediaRouter', '--mute-audio']);
    expect(flag).toBe(`--disable-features=Translate,MediaRouter,${BROWSER_UI_FEATURES.join(',')}`);
    expect(disableFeaturesFlag([`--disable-features=${BROWSER_UI_FEATURES[0]}`])).toBe(
      `--disable-features=${BROWSER_UI_FEATURES.join(',')}`,
    );
    expect(disableFeaturesFlag([])).toBe(`--disable-features=${BROWSER_UI_FEATURES.join(',')}`);
  });

  it('reads what a command line turns off from its last --disable-features, as Chromium does', () => {
    expect(disabledFeatures(['--disable-features=A,B', '--no-sandbox', '--disable-features=C'])).toEqual(['C']);
    expect(disabledFeatures(['--no-sandbox'])).toEqual([]);
    expect(disabledFeatures([disableFeaturesFlag(['--disable-features=A'])])).toEqual(['A', ...BROWSER_UI_FEATURES]);
  });
});
