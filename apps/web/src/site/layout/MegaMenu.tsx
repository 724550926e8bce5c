import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '../routes';
import { MegaMenuPanel } from './MegaMenuPanel';

/**
 * "Soluções" with its mega-menu. A disclosure: hover opens it for the mouse, the button
 * (Enter/Space) for the keyboard; it stays open while focus is inside and Escape closes it.
 */
export function MegaMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const inSolutions = location.startsWith(paths.solutions);
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      button.current?.focus();
    }
  }

  return (
    // The list item only listens: hover opens for the mouse, focus leaving and Escape close;
    // the button inside is the control keyboard users operate.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={wrapper}
      className={`nav__item nav__item--mega${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={`nav__link nav__toggle${inSolutions ? ' nav__link--current' : ''}`}
        aria-expanded={open}
        aria-controls="mega-menu"
        onClick={() => setOpen((v) => !v)}
      >
        Soluções <ChevronDown aria-hidden="true" size={16} className="nav__chevron" />
      </button>
      {open && <MegaMenuPanel close={close} />}
    </li>
  );
}
