import { useEffect, useState, type RefObject } from 'react';

/**
 * Which sides of a sideways scroller hide content: a fade and an arrow there say "there is more,
 * scroll". Measured in an effect, so the server's and the first client render agree (no hint
 * until measured).
 */
export function useScrollHints(scroller: RefObject<HTMLDivElement | null>) {
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const bar = scroller.current;
    if (!bar) return;
    const measure = () => {
      const before = bar.scrollLeft > 2;
      const after = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 2;
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    bar.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      bar.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller]);
  return more;
}
