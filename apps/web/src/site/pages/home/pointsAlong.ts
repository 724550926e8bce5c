type Point = [x: number, y: number];
type Cubic = [start: Point, control1: Point, control2: Point, end: Point];

/** How finely a curve is cut to measure its length: far below a pixel's error on the hero. */
const MEASURE_STEPS = 200;

/** The point at `t` (0..1) of a cubic Bézier curve. */
function cubicAt([p0, p1, p2, p3]: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

function parseCubic(path: string): Cubic {
  const numbers = path.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
  if (!/^M[^C]*C[^C]*$/.test(path.trim()) || numbers.length !== 8) {
    throw new Error(`Not a single cubic curve: ${path}`);
  }
  const [x0, y0, x1, y1, x2, y2, x3, y3] = numbers as [number, number, number, number, number, number, number, number];
  return [
    [x0, y0],
    [x1, y1],
    [x2, y2],
    [x3, y3],
  ];
}

/**
 * `count + 1` points spaced evenly by distance along an SVG path of one cubic curve
 * (`M x y C x1 y1 x2 y2 x y`), first and last included: keyframes through them move a thing
 * along the path at a steady speed, as SVG's animateMotion did. Computed without a DOM, so the
 * server renders the same points the browser would measure.
 */
export function pointsAlong(path: string, count: number): Point[] {
  const curve = parseCubic(path);
  // The curve as a fine polyline, and the distance along it to each of its points.
  const polyline: Point[] = [];
  const distances: number[] = [];
  let travelled = 0;
  for (let i = 0; i <= MEASURE_STEPS; i++) {
    const point = cubicAt(curve, i / MEASURE_STEPS);
    const previous = polyline[i - 1];
    if (previous) travelled += Math.hypot(point[0] - previous[0], point[1] - previous[1]);
    polyline.push(point);
    distances.push(travelled);
  }
  let segment = 1;
  return Array.from({ length: count + 1 }, (_, i): Point => {
    const wanted = (travelled * i) / count;
    while (segment < MEASURE_STEPS && (distances[segment] ?? 0) < wanted) segment++;
    const [x0, y0] = polyline[segment - 1] ?? curve[0];
    const [x1, y1] = polyline[segment] ?? curve[3];
    const from = distances[segment - 1] ?? 0;
    const span = (distances[segment] ?? from) - from;
    const along = span > 0 ? (wanted - from) / span : 0;
    return [x0 + (x1 - x0) * along, y0 + (y1 - y0) * along];
  });
}
