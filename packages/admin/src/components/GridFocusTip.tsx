import { useCallback, useState, type FocusEvent, type RefObject } from 'react';
import { isTruncated } from '../lib/grid-format';

interface FocusTip {
  text: string;
  top: number;
  left: number;
  width: number;
}

/**
 * A cell cut short by its column shows its whole text when the keyboard focuses it, as the
 * mouse's tooltip does on hover.
 */
export function useGridFocusTip(wrapper: RefObject<HTMLDivElement | null>) {
  const [focusTip, setFocusTip] = useState<FocusTip | null>(null);
  const showFocusTip = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>('.ag-cell');
      const text = cell?.getAttribute('title');
      if (!cell || !text || !wrapper.current || !isTruncated(cell)) return setFocusTip(null);
      const outer = wrapper.current.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      setFocusTip({ text, top: box.bottom - outer.top + 2, left: box.left - outer.left, width: box.width });
    },
    [wrapper],
  );
  const hideFocusTip = useCallback(() => setFocusTip(null), []);
  return { focusTip, showFocusTip, hideFocusTip };
}

/** The focused cell's whole text, just under the cell. */
export function GridFocusTip({ tip }: { tip: FocusTip }) {
  return (
    <div
      role="tooltip"
      data-testid="grid-focus-tip"
      style={{
        position: 'absolute',
        top: tip.top,
        left: tip.left,
        minWidth: tip.width,
        maxWidth: 480,
        zIndex: 10,
        padding: '6px 10px',
        borderRadius: 4,
        background: '#242424',
        color: '#fff',
        fontSize: 13,
        lineHeight: 1.4,
        overflowWrap: 'anywhere',
        pointerEvents: 'none',
        whiteSpace: 'pre-line',
      }}
    >
      {tip.text}
    </div>
  );
}
