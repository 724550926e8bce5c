import { useEffect, useRef } from 'react';

/*
 * The hero's "video": a loop drawn in SVG instead of a heavy video file. Routes between
 * cities carry moving parcels (SMIL, a few bytes) while a sunrise glows on the horizon.
 * `paused` freezes everything on a composed frame (reduced motion or the pause button).
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

export function HeroAnimation({ paused }: { paused: boolean }) {
  const svg = useRef<SVGSVGElement>(null);

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    if (paused) {
      // A frame where the parcels are spread along their routes reads as a still photo.
      el.setCurrentTime(2.6);
      el.pauseAnimations();
    } else {
      el.unpauseAnimations();
    }
  }, [paused]);

  return (
    <svg
      ref={svg}
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
        {routes.map((d, i) => (
          <path
            key={`flow-${d}`}
            className="hero-anim__flow"
            style={{ animationDuration: `${3 + (i % 3)}s` }}
            d={d}
            stroke="#9ff3f9"
            strokeOpacity="0.55"
            strokeWidth="2"
            strokeDasharray="2 14"
          />
        ))}
      </g>
      {nodes.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#0b2a4a" stroke="#0fa3b1" strokeWidth="2.5" />
      ))}
      <g transform="translate(860 560)">
        <circle className="hero-anim__pulse" r="34" fill="none" stroke="#f26b1d" strokeWidth="2" />
        <circle r="16" fill="#f26b1d" opacity="0.25" />
        <circle r="9" fill="#f26b1d" />
      </g>
      {parcels.map((p, i) => (
        <circle key={i} className="hero-anim__parcel" r="5" fill={p.color}>
          <animateMotion
            dur={`${p.dur}s`}
            begin={p.begin ? `-${p.begin}s` : '0s'}
            repeatCount="indefinite"
            path={routes[p.route]}
            keyPoints="0;1"
            keyTimes="0;1"
            calcMode="linear"
          />
        </circle>
      ))}
    </svg>
  );
}
