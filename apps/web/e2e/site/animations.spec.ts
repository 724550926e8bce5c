import { expect, test, type Page } from './fixtures';
import { brand } from '@vitrine/shared/brand';
import { paths } from '@vitrine/shared/routes';
import { holdRequests } from './site-helpers';

/**
 * What moves on the site moves on the compositor. Every running animation of the home
 * (the hero's sun, pulse, flows, parcels and chips, the clients' strip) and of a logistics
 * product (the "Conheça os recursos" button's pulse and arrow) changes only transform and opacity,
 * all by CSS, with no script. Nothing moves until the page has settled (loaded, and the main
 * thread idle: motion/settled.ts); the hero stops off-screen, in a background tab and with its
 * pause button.
 */
const COMPOSITED = new Set(['transform', 'opacity']);
const WMS = '/solucoes/sistemas-logistica/wms';
/**
 * Chromium's kAnimationHasNoVisibleChange (compositor_animations.h): an animation it left off the
 * compositor because it would change nothing on the screen, such as one that starts off-screen.
 * That says where the element was at that instant, not that a property needs the main thread
 * (that is kUnsupportedCSSProperty and its kin), so it alone is not a failure here; it came and
 * went between runs of the same build as the home's parts were laid out.
 */
const NO_VISIBLE_CHANGE = 1 << 17;
/**
 * kTargetHasInvalidCompositingState: the element had no painted state to composite yet when its
 * animation started (seen once in 8 loads of the home, together with kAnimationHasNoVisibleChange,
 * when the test shared the machine). Like the reason above, it says when the animation started,
 * not what it animates; a property the compositor cannot play has reasons of its own.
 */
const NOT_YET_PAINTED = 1 << 5;
const WHERE_NOT_WHAT = NO_VISIBLE_CHANGE | NOT_YET_PAINTED;

interface Moving {
  target: string;
  name: string;
  properties: string[];
}

/** The running animations of the page, each with the properties its keyframes change. */
async function runningAnimations(page: Page): Promise<Moving[]> {
  return page.evaluate(() => {
    const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
    return document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = new Set<string>();
        for (const frame of effect.getKeyframes()) {
          for (const key of Object.keys(frame)) if (!timing.has(key)) properties.add(key);
        }
        const element = effect.target;
        const target = `${element?.tagName.toLowerCase()}.${element?.getAttribute('class') ?? ''}${effect.pseudoElement ?? ''}`;
        return { target, name: (animation as CSSAnimation).animationName ?? '', properties: [...properties] };
      });
  });
}

function expectCompositedOnly(animations: Moving[]) {
  for (const animation of animations) {
    expect(
      animation.properties.filter((property) => !COMPOSITED.has(property)),
      `${animation.target} (${animation.name})`,
    ).toEqual([]);
  }
}

/** The play states of the animations inside the hero. */
async function heroStates(page: Page): Promise<AnimationPlayState[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.hero'))
      .map((animation) => animation.playState),
  );
}

const running = async (page: Page) => (await heroStates(page)).filter((state) => state === 'running');
/** Every animation of the hero plays (how many depends on the width: the chips are wide-only). */
const heroMoves = async (page: Page) => {
  const states = await heroStates(page);
  return states.length > 0 && states.every((state) => state === 'running');
};

test.describe('animations on the compositor', () => {
  test('the home animates only transform and opacity, by CSS alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    await expect.poll(() => heroMoves(page)).toBe(true);
    const animations = await runningAnimations(page);
    const named = (name: string) => animations.filter((animation) => animation.name === name).length;
    // The hero's parts, all running before its island (the pause button) has woken.
    expect(named('hero-parcel')).toBe(10);
    expect(named('hero-flow')).toBe(12);
    expect(named('hero-sun')).toBe(1);
    expect(named('hero-pulse')).toBe(1);
    await expect(page.locator('[data-island="heroMotion"]')).not.toHaveAttribute('data-waking');
    expectCompositedOnly(animations);
    // No SMIL left in the drawing: CSS could not pause it, and it redraws on the main thread.
    await expect(page.locator('.hero-anim animateMotion, .hero-anim animate')).toHaveCount(0);
    // The strip, scrolled into view, moves too, by transform.
    await page.locator('#clientes').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await runningAnimations(page)).map((a) => a.name)).toContain('clients-marquee');
    expectCompositedOnly(await runningAnimations(page));
  });

  test('the features button pulses with transform and opacity only, once the page has loaded', async ({ page }) => {
    // The fonts held back: the page paints, but has not finished loading.
    const release = await holdRequests(page, '**/*.woff2');
    await page.goto(WMS, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Conheça os recursos' });
    await expect(button).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Nothing moves while the page loads: the button is as drawn.
    expect((await runningAnimations(page)).map((a) => a.name)).toEqual([]);
    expect(await button.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    // By CSS alone: the button's island (its click) has not woken.
    await expect(page.locator('[data-island="featuresButton"]')).not.toHaveAttribute('data-live', 'true');
    await expect.poll(async () => (await runningAnimations(page)).map((a) => a.name)).toContain('lp-button-pulse');
    const animations = await runningAnimations(page);
    // The pulse is the halo (::after), not the button's own shadow.
    expect(animations.filter((a) => a.name === 'lp-button-pulse').map((a) => a.target)).toEqual([
      expect.stringMatching(/features-button.*::after$/),
    ]);
    expectCompositedOnly(animations);
  });

  test("the home's hero and clients strip hold their first frame until the page has loaded", async ({ page }) => {
    // The fonts held back: the page paints, but has not finished loading.
    const release = await holdRequests(page, '**/*.woff2');
    await page.goto(paths.home, { waitUntil: 'commit' });
    const hero = page.locator('.hero');
    await expect(page.getByRole('heading', { level: 1, name: brand.slogan })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Drawn, in its first frame, and paused as the server wrote it: the parse and the first
    // layouts run with nothing moving.
    await expect(hero).toHaveAttribute('data-motion-paused');
    await expect(page.locator('#clientes')).toHaveAttribute('data-motion-paused');
    expect(new Set(await heroStates(page))).toEqual(new Set(['paused']));
    expect((await runningAnimations(page)).map((a) => a.name)).toEqual([]);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    // Settled: the hero, in view, moves; the strip, below it, waits until it is scrolled to.
    await expect(hero).not.toHaveAttribute('data-motion-paused');
    await expect.poll(() => heroMoves(page)).toBe(true);
    await page.locator('#clientes').scrollIntoViewIfNeeded();
    await expect(page.locator('#clientes')).not.toHaveAttribute('data-motion-paused');
  });

  test('a home drawn in the browser, after a page that hydrates whole, moves from the start', async ({ page }) => {
    // Nothing there lifts the pause the prerendered page carries (motion/motionProps.ts).
    await page.goto(paths.privacy);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${brand.companyName} — página inicial` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: brand.slogan })).toBeVisible();
    // Rendered by the app in the same document, not loaded as the prerendered page.
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
    await expect(page.locator('.hero')).not.toHaveAttribute('data-motion-paused');
    await expect.poll(() => heroMoves(page)).toBe(true);
  });

  test('the browser plays every animation of these pages on the compositor', async ({ page }) => {
    const browser = page.context().browser();
    test.skip(!browser, 'needs a browser to trace');
    // Chromium reports, in its trace, each animation it could not hand to the compositor.
    for (const path of ['/', WMS]) {
      await browser!.startTracing(page, { categories: ['devtools.timeline', 'blink.animations'] });
      await page.goto(path);
      // The logistics hero's button pulses once the page has settled (motion/settled.ts).
      await expect(page.locator('html')).toHaveAttribute('data-settled', '');
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser!.stopTracing()).toString()) as {
        traceEvents: Array<{
          name: string;
          args?: { data?: { compositeFailed?: number; unsupportedProperties?: string[] } };
        }>;
      };
      const animationEvents = trace.traceEvents.filter((event) => event.name === 'Animation');
      expect(animationEvents.length, path).toBeGreaterThan(0);
      const failures = animationEvents.flatMap((event) => {
        const reasons = event.args?.data?.compositeFailed;
        return reasons === undefined || (reasons & ~WHERE_NOT_WHAT) === 0 ? [] : [event.args!.data];
      });
      expect(failures, path).toEqual([]);
    }
  });

  test('the hero stops off-screen and in a background tab, and starts again', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.hero');
    await expect.poll(() => running(page)).not.toEqual([]);

    await page.locator('#clientes').scrollIntoViewIfNeeded();
    await expect(hero).toHaveAttribute('data-motion-paused');
    await expect.poll(() => running(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(hero).not.toHaveAttribute('data-motion-paused');
    await expect.poll(() => running(page)).not.toEqual([]);

    // A background tab: the page hears visibilitychange with the document hidden.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await expect(hero).toHaveAttribute('data-motion-paused');
    await expect.poll(() => running(page)).toEqual([]);
    await setVisibility('visible');
    await expect(hero).not.toHaveAttribute('data-motion-paused');
    await expect.poll(() => running(page)).not.toEqual([]);
  });

  test('the pause button stops the hero and starts it again', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => running(page)).not.toEqual([]);
    // The first press wakes the island and is replayed once it is live.
    await page.getByRole('button', { name: 'Pausar animação de fundo' }).click();
    await expect(page.getByRole('button', { name: 'Reproduzir animação de fundo' })).toBeVisible();
    await expect.poll(() => running(page)).toEqual([]);
    expect(await heroStates(page)).toContain('paused');

    await page.getByRole('button', { name: 'Reproduzir animação de fundo' }).click();
    await expect.poll(() => running(page)).not.toEqual([]);
  });
});
