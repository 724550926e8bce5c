import type { CSSProperties } from 'react';
import { pointsAlong } from './pointsAlong';

/*
 * The hero's "video": a loop drawn in SVG instead of a heavy video file. Routes between
 * cities carry moving parcels and flowing light while a sunrise glows on the horizon.
 *
 * It moves by CSS alone (hero.css), since the page runs no script for it until a visitor
 * reaches for the pause button, and every animation changes only `transform` or `opacity`,
 * which the browser's compositor plays without repainting or the main thread:
 * - parcels: `translate()` keyframes through points sampled evenly along their route, here at
 *   render time (the server prerenders them), handed to CSS as custom properties;
 * - flows: each route's dotted line is drawn FLOW_PHASES times, each copy's dots a little
 *   further along, and the copies light up one after the other, so the dots seem to march;
 * - the sun breathes and the hub pulses (scale and fade).
 * `paused` (the pause button, or reduced motion once the island is awake) freezes it in place;
 * before that, hero.css holds it still for reduced motion, and site/motion/pauseOffscreen.ts
 * starts it once the page has settled and stops it off-screen and in a background tab.
 */
const routes = [
  'M300 720C520 700 700 640 860 560',
  'M860 560C960 480 1000 300 1080 180',
  'M860 560C1040 600 1220 560 1440 470',
  'M860 560C980 650 1180 700 1380 760',
  'M1080 180C1200 120 1320 110 1440 60',
  'M560 250C680 230 900 180 1080 180',
  'M1080 180C1180 260 1300 300 1440 300',
];
const nodes: Array<[number, number]> = [
  [300, 720],
  [1080, 180],
  [1440, 470],
  [1380, 760],
  [560, 250],
  [1440, 60],
  [1440, 300],
];
const parcels = [
  { route: 0, dur: 7, color: 'var(--color-sunrise-400)' },
  { route: 1, dur: 5.5, color: 'var(--color-teal-500)' },
  { route: 2, dur: 6, color: 'var(--color-sunrise-400)' },
  { route: 3, dur: 8, color: 'var(--color-teal-500)' },
  { route: 4, dur: 9, color: '#ffffff' },
  { route: 5, dur: 6.5, color: 'var(--color-teal-500)' },
  { route: 6, dur: 7.5, color: 'var(--color-sunrise-400)' },
  { route: 2, dur: 6, color: '#ffffff', begin: 3 },
  { route: 0, dur: 7, color: '#ffffff', begin: 3.5 },
  { route: 3, dur: 8, color: 'var(--color-sunrise-400)', begin: 4 },
];

/** Segments of a parcel's path: as many as the `hero-parcel` keyframes have steps (hero.css). */
const PARCEL_STEPS = 16;
/** Seconds into the loop of a composed frame (parcels spread along their routes): the loop
 *  starts there, and reduced motion holds it. */
const STILL_FRAME_S = 2.6;
/** The flows' dots: a 2-unit dash every DOT_PERIOD units of the route. */
const DOT_PERIOD = 16;
const DOT_GAP = DOT_PERIOD - 2;
/** How many staggered copies of each dotted line take turns to light up. */
const FLOW_PHASES = 4;
/** Seconds for a dot to reach where the next one was, for the three speeds the routes take. */
const FLOW_PERIODS_S = [0.3, 0.4, 0.5];

/** For each route, the custom properties `--p0` … `--p16` the `hero-parcel` keyframes move through. */
const parcelPaths = routes.map((route): CSSProperties => {
  const entries = pointsAlong(route, PARCEL_STEPS).map(([x, y], i) => [
    `--p${i}`,
    `${x.toFixed(1)}px, ${y.toFixed(1)}px`,
  ]);
  return Object.fromEntries(entries) as CSSProperties;
});

/**
 * The `animation-delay` of copy `phase` of a flow: copy 0 is brightest at the start of each
 * period, copy 1 a step later, and so on, so the light moves the way the route runs. The
 * `hero-flow` keyframes peak a quarter of the way in, hence the shift by one step.
 */
function flowDelay(phase: number, period: number): string {
  const steps = (FLOW_PHASES + 1 - phase) % FLOW_PHASES;
  return `${((-steps * period) / FLOW_PHASES).toFixed(3)}s`;
}

export function HeroAnimation({ paused }: { paused: boolean }) {
  return (
    <svg
      className={`hero-anim${paused ? ' is-paused' : ''}`}
      viewBox="0 0 1440 760"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label="Animação ilustrativa: encomendas percorrem rotas entre cidades enquanto o sol nasce no horizonte."
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffb36b" />
          <stop offset="0.35" stopColor="#f26b1d" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f26b1d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-route" x1="0" x2="1">
          <stop offset="0" stopColor="#0fa3b1" stopOpacity="0.15" />
          <stop offset="1" stopColor="#0fa3b1" stopOpacity="0.75" />
        </linearGradient>
        <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.4" fill="#ffffff" opacity="0.09" />
        </pattern>
      </defs>
      <rect width="1440" height="760" fill="url(#hero-dots)" />
      <circle className="hero-anim__sun" cx="1180" cy="860" r="420" fill="url(#hero-sun)" />
      <g fill="none" strokeLinecap="round">
        {routes.map((d) => (
          <path key={d} d={d} stroke="url(#hero-route)" strokeWidth="2" />
        ))}
      </g>
      {/* One group per speed and phase (not per route): fewer layers for the compositor. */}
      <g fill="none" stroke="#9ff3f9" strokeOpacity="0.55" strokeWidth="2" strokeLinecap="round">
        {FLOW_PERIODS_S.map((period, speed) =>
          Array.from({ length: FLOW_PHASES }, (_, phase) => (
            <g
              key={`${speed}-${phase}`}
              className={`hero-anim__flow${phase === 0 ? ' hero-anim__flow--still' : ''}`}
              style={{ animationDuration: `${period}s`, animationDelay: flowDelay(phase, period) }}
              strokeDasharray={`2 ${DOT_GAP}`}
              strokeDashoffset={(-phase * DOT_PERIOD) / FLOW_PHASES}
            >
              {routes
                .filter((_, route) => route % FLOW_PERIODS_S.length === speed)
                .map((d) => (
                  <path key={d} d={d} />
                ))}
            </g>
          )),
        )}
      </g>
      {nodes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#0b2a4a" stroke="#0fa3b1" strokeWidth="2.5" />
      ))}
      <g transform="translate(860 560)">
        <circle className="hero-anim__pulse" r="34" fill="none" stroke="#f26b1d" strokeWidth="2" />
        <circle r="16" fill="#f26b1d" opacity="0.25" />
        <circle r="9" fill="#f26b1d" />
      </g>
      {routes.map((d, route) => (
        <g key={d} style={parcelPaths[route]}>
          {parcels.map(
            (p, i) =>
              p.route === route && (
                <circle
                  key={i}
                  className="hero-anim__parcel"
                  r="5"
                  fill={p.color}
                  style={{ animationDuration: `${p.dur}s`, animationDelay: `-${(p.begin ?? 0) + STILL_FRAME_S}s` }}
                />
              ),
          )}
        </g>
      ))}
    </svg>
  );
}
