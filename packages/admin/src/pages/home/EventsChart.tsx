import { tokens } from '@fluentui/react-components';
import type { EventsSummaryDay } from '@vitrine/shared/schemas';
import { niceScale, shortDay } from '../../lib/chart';
import { NAVY, SUNRISE } from '../../core/theme';

const W = 720;
const H = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

/**
 * Page views per day as bars, with contacts and subscriptions as dots on top of the same
 * days. Hand-made SVG: one small chart does not justify a chart library in the bundle.
 */
export function EventsChart({ days }: { days: EventsSummaryDay[] }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const { max, ticks } = niceScale(Math.max(0, ...days.map((d) => d.pageview)));
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.62);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const total = days.reduce((s, d) => s + d.pageview, 0);

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={`Visualizações de página por dia nos últimos ${days.length} dias: ${total} no total.`}
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={tokens.colorNeutralStroke2} />
          <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#707070">
            {t}
          </text>
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const h = (d.pageview / max) * innerH;
        return (
          <g key={d.day}>
            <rect x={x} y={PAD.top + innerH - h} width={barW} height={h} rx={2} fill={NAVY} opacity={0.85}>
              <title>{`${shortDay(d.day)}: ${d.pageview} visualizações, ${d.contact} contatos, ${d.newsletter} assinaturas`}</title>
            </rect>
            {d.contact > 0 && <circle cx={x + barW / 2} cy={PAD.top + 6} r={3.5} fill={SUNRISE} />}
            {d.newsletter > 0 && <circle cx={x + barW / 2} cy={PAD.top + 15} r={3.5} fill="#0f9d8a" />}
            {(i % 5 === 0 || i === days.length - 1) && (
              <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#707070">
                {shortDay(d.day)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
