import { describe, expect, it } from 'vitest';
import { siteStylesheets, tokensCss } from './stylesheets';

/**
 * The public pages' font stacks end in `system-ui`, never in a generic family such as
 * `sans-serif`: Chromium on Linux then asks the browser process for the generic family's
 * rendering settings at every new size and weight of text set in a web font, one synchronous
 * round trip per strike inside the first layout (24 to 27 of them per page).
 */
const GENERIC = /(?:^|,)\s*(sans-serif|serif|monospace|cursive|fantasy)\s*(?:,|$)/;

/** Every font-family declaration and font stack token of the public stylesheets. */
function fontStacks(): { file: string; stack: string }[] {
  return siteStylesheets().flatMap(({ file, css }) =>
    [...css.matchAll(/(?:font-family|--font-[\w-]+):\s*([^;}]+)/g)].map(([, stack]) => ({
      file,
      stack: stack!.replace(/\s+/g, ' ').trim(),
    })),
  );
}

describe('font stacks', () => {
  it('finds the brand stacks', () => {
    const stacks = fontStacks().map(({ stack }) => stack);
    expect(stacks.some((stack) => stack.startsWith("'Inter Variable'"))).toBe(true);
    expect(stacks.some((stack) => stack.startsWith("'Plus Jakarta Sans Variable'"))).toBe(true);
  });

  it('name no generic family that costs a lookup per strike', () => {
    const generic = fontStacks().filter(({ stack }) => GENERIC.test(stack));
    expect(generic).toEqual([]);
  });

  it('give the fallback faces the name Linux has first', () => {
    // A local() name that is not installed costs Chromium on Linux a synchronous search before
    // the first paint; Liberation Sans is Arial's metric twin there, and Arial is not.
    const sources = [...tokensCss().matchAll(/src:\s*(local\([^;]+);/g)].map(([, src]) => src);
    expect(sources.length).toBe(2);
    for (const src of sources) expect(src).toMatch(/^local\('Liberation Sans'\), local\('Arial'\)/);
  });
});
