import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../routes';
import { OPENS_CONTACT } from '../contact/openContact';
import { useScrollLock } from '../components/useScrollLock';
import { PartnerBadge } from './PartnerBadge';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

const itemsBefore = [
  { label: 'Início', href: paths.home },
  { label: 'Soluções', href: paths.solutions },
] as const;
const solutionItems = [
  { label: 'Sistemas de gestão', href: paths.management },
  { label: 'Sistemas para logística', href: paths.logistics },
  { label: 'Consultoria', href: paths.consulting },
] as const;
const itemsAfter = [
  { label: 'Parcerias', href: paths.partners },
  { label: 'Blog', href: paths.blog },
] as const;

/** The small-screen dropdown menu; 'Política de Privacidade' lives here (docs/PRODUCT.md §2). */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  useScrollLock(open);
  const [location] = useLocation();
  // Where the visitor is: the page itself, or the blog for an article of it.
  const current = (href: string) =>
    location === href ? 'page' : href === paths.blog && location.startsWith(`${paths.blog}/`) ? 'true' : undefined;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        document.getElementById('mobile-menu-toggle')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Menu principal (celular)">
      <ul className="mobile-menu__list">
        {itemsBefore.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="mobile-menu__link" aria-current={current(item.href)} onClick={onClose}>
              {item.label}
            </Link>
          </li>
        ))}
        {solutionItems.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="mobile-menu__link mobile-menu__link--sub"
              aria-current={current(item.href)}
              onClick={onClose}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {itemsAfter.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className="mobile-menu__link" aria-current={current(item.href)} onClick={onClose}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="mobile-menu__link" {...OPENS_CONTACT} onClick={onClose}>
            Contato
          </button>
        </li>
        <li>
          <Link href={paths.privacy} className="mobile-menu__link" onClick={onClose}>
            Política de Privacidade
          </Link>
        </li>
        <li className="mobile-menu__badge">
          <PartnerBadge placement="menu" onClick={onClose} />
        </li>
      </ul>
    </nav>
  );
}
