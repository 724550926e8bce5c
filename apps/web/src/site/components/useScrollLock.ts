import { useEffect } from 'react';

let locks = 0;

/**
 * Locks page scroll while `active` (spec: while the contact form or a modal is open).
 * Counted, so nested overlays unlock only when the last one closes.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    const root = document.documentElement;
    if (locks === 1) {
      const scrollbar = window.innerWidth - root.clientWidth;
      root.style.setProperty('--scrollbar-compensation', `${scrollbar}px`);
      root.classList.add('scroll-locked');
    }
    return () => {
      locks -= 1;
      if (locks === 0) root.classList.remove('scroll-locked');
    };
  }, [active]);
}
