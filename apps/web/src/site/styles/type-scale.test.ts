import { describe, expect, it } from 'vitest';
import { siteStylesheets, tokensCss } from './stylesheets';

/**
 * The public pages size their text only from the type scale in tokens.css (`--text-*`): every
 * new size is one more font strike for the browser's first layout to build, and
 * the scale stays the one place the site's sizes are decided. Sizes relative to the parent
 * (`em`, as in a post's inline code) follow a scale step and are allowed.
 */
const tokens = tokensCss();
const declared = new Set([...tokens.matchAll(/(--text-[\w-]+):/g)].map((m) => m[1]));

describe('type scale', () => {
  it('declares the fixed steps in whole pixels at the default 16 px root', () => {
    const steps = [...tokens.matchAll(/--text-[\w-]+:\s*([\d.]+)rem;/g)].map((m) => Number(m[1]));
    expect(steps.length).toBeGreaterThanOrEqual(8);
    for (const rem of steps) expect(Number.isInteger(rem * 16), `${rem}rem`).toBe(true);
  });

  it('is the only source of font sizes on the public pages', () => {
    const offScale: string[] = [];
    for (const { file, css } of siteStylesheets()) {
      for (const [, value] of css.matchAll(/font-size:\s*([^;}]+)/g)) {
        const token = /^var\((--text-[\w-]+)\)$/.exec(value!.trim())?.[1];
        const relativeToParent = /^[\d.]+em$/.test(value!.trim());
        if (token ? !declared.has(token) : !relativeToParent) offScale.push(`${file}: ${value}`);
      }
    }
    expect(offScale).toEqual([]);
  });
});
