import type { EventsSummaryDay } from '@vitrine/shared/schemas';

/** A y axis from 0 to a round maximum with 4 or 5 even steps (1, 2, 2.5 or 5 × 10^n). */
export function niceScale(maxValue: number): { max: number; ticks: number[] } {
  if (!(maxValue > 0)) return { max: 4, ticks: [0, 1, 2, 3, 4] };
  const rough = maxValue / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough)!;
  const integerStep = Math.max(1, Math.ceil(step));
  const max = Math.ceil(maxValue / integerStep) * integerStep;
  const ticks: number[] = [];
  for (let v = 0; v <= max; v += integerStep) ticks.push(v);
  return { max, ticks };
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The last `days` calendar days ending today (UTC), each with its counts; days the API
 * did not list (no events) count zero, so the chart always has one slot per day.
 */
export function fillDays(list: readonly EventsSummaryDay[], days: number, today: Date): EventsSummaryDay[] {
  const byDay = new Map(list.map((d) => [d.day.slice(0, 10), d]));
  const out: EventsSummaryDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const key = dayKey(date);
    const found = byDay.get(key);
    out.push({
      day: key,
      pageview: found?.pageview ?? 0,
      contact: found?.contact ?? 0,
      newsletter: found?.newsletter ?? 0,
    });
  }
  return out;
}

/** dd/mm of an ISO day (no time-zone shift: the day is already a calendar day). */
export function shortDay(day: string): string {
  const [, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}`;
}

/** An SVG path through the values, scaled into a width × height box (y grows downwards). */
export function linePath(values: readonly number[], width: number, height: number, max?: number): string {
  if (values.length === 0) return '';
  const top = max ?? Math.max(1, ...values);
  const stepX = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = i * stepX;
      const y = height - (Math.min(v, top) / top) * height;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
