import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ClientsStrip } from '../pages/home/ClientsStrip';
import { Hero } from '../pages/home/Hero';

describe('motion held until the page has settled', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('prerenders the home hero and clients strip paused, for pauseOffscreen.ts to let go', () => {
    const onServer = (page: typeof Hero) => renderToString(h(Router, { ssrPath: '/', children: h(page) }));
    const hero = onServer(Hero);
    const strip = onServer(ClientsStrip);
    expect(hero).toMatch(/<section class="hero"[^>]* data-motion="" data-motion-paused=""/);
    expect(strip).toMatch(/<section id="clientes"[^>]* data-motion="" data-motion-paused=""/);
  });

  it('renders them moving in the browser, where nothing would lift the pause', async () => {
    vi.stubEnv('SSR', false);
    vi.resetModules();
    const { MOTION_PROPS } = await import('./motionProps');
    expect(MOTION_PROPS).toEqual({ 'data-motion': '' });
  });
});
