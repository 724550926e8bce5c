import { useEffect, useState, type MouseEvent } from 'react';
import { SCROLL_OFFSET_PX } from '@vitrine/shared/constants';
import { homeSections, scrollToSection } from './navigation';

/**
 * Desktop bar under the header with jumps to the home page sections. Highlights the
 * section being read so the bar doubles as a "you are here".
 */
export function SubHeader() {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const targets = homeSections.map((s) => document.getElementById(s.id)).filter((el): el is HTMLElement => !!el);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: `-${SCROLL_OFFSET_PX}px 0px -55% 0px` },
    );
    targets.forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, []);

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (scrollToSection(id, SCROLL_OFFSET_PX)) {
      event.preventDefault();
      history.replaceState(null, '', `#${id}`);
      setActive(id);
    }
  }

  return (
    <nav className="sub-header" aria-label="Seções da página inicial">
      <ul className="container sub-header__list">
        {homeSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="sub-header__link"
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => jump(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
