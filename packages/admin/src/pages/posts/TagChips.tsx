import { useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '@fluentui/react-components';
import type { Tag } from '@vitrine/shared/schemas';

/** Room kept at the end of the cell for the "+N" chip, and the gap between chips. */
const MORE_PX = 36;
const GAP_PX = 4;

/** How many whole chips fit in `width`, keeping room for "+N" when some do not; at least one. */
function chipsThatFit(widths: number[], width: number): number {
  let right = 0;
  for (let count = 0; count < widths.length; count += 1) {
    right += (count > 0 ? GAP_PX : 0) + widths[count]!;
    const room = count === widths.length - 1 ? width : width - MORE_PX;
    if (right > room) return Math.max(1, count);
  }
  return widths.length;
}

/**
 * A post's tags as whole chips, as many as the column has room for, then "+N" for the rest (the
 * cell's tooltip lists them all). Chips that shrank to fit ended as "Y…" and "Lo…", which nobody
 * could read. Every chip is laid out once to be measured (before the paint), then only those
 * that fit stay; a change of the column's width measures again.
 */
export function TagChips({ tags }: { tags?: Tag[] }) {
  const list = tags ?? [];
  const box = useRef<HTMLDivElement>(null);
  const measuredWidth = useRef(-1);
  const [fits, setFits] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || fits !== null) return;
    const widths = [...element.querySelectorAll<HTMLElement>('[data-chip]')].map((chip) => chip.offsetWidth);
    measuredWidth.current = element.clientWidth;
    setFits(chipsThatFit(widths, element.clientWidth));
  }, [fits, list.length]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== measuredWidth.current) setFits(null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = fits === null ? list : list.slice(0, fits);
  const rest = list.length - shown.length;
  return (
    <div
      ref={box}
      style={{ display: 'flex', alignItems: 'center', gap: GAP_PX, overflow: 'hidden', height: '100%', width: '100%' }}
    >
      {shown.map((tag, index) => (
        <Badge
          key={tag.key}
          data-chip
          appearance="tint"
          color="brand"
          shape="rounded"
          // While measured every chip keeps its whole width; after, only a lone first chip wider
          // than the column shrinks (and ends in "…").
          style={{ flexShrink: fits !== null && index === 0 ? 1 : 0, minWidth: 0 }}
        >
          <span className="cell-ellipsis">{tag.label}</span>
        </Badge>
      ))}
      {rest > 0 && (
        <Badge appearance="outline" color="brand" shape="rounded" style={{ flexShrink: 0 }} aria-label={`mais ${rest}`}>
          +{rest}
        </Badge>
      )}
    </div>
  );
}
