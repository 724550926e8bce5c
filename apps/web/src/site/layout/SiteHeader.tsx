import { useCallback, useState } from 'react';
import { Menu, Search, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { paths } from '../routes';
import { Modal } from '../components/Modal';
import { OPENS_CONTACT } from '../contact/openContact';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import { PartnerBadge } from './PartnerBadge';
import { SearchForm } from './SearchForm';

/** The fixed header: logo, menu with the solutions mega-menu, partner badge, blog search. */
export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const current = (href: string) => (location === href ? 'page' : undefined);
  // An article, a tag page or a preview belongs to the blog: the menu marks where the visitor is.
  const inBlog = location === paths.blog ? 'page' : location.startsWith(`${paths.blog}/`) ? 'true' : undefined;
  // The blog's list and a tag's page have a search box of their own: one box on a screen at a time.
  const pageHasSearch = location === paths.blog || location.startsWith(`${paths.blog}/tag/`);

  return (
    <header className={pageHasSearch ? 'site-header site-header--page-search' : 'site-header'}>
      <div className="container site-header__bar">
        <Link href={paths.home} className="site-header__logo" aria-label={`${brand.companyName} — página inicial`}>
          <Logo />
        </Link>

        <nav className="nav" aria-label="Menu principal">
          <ul className="nav__list">
            <li className="nav__item">
              <Link href={paths.home} className="nav__link" aria-current={current(paths.home)}>
                Início
              </Link>
            </li>
            <MegaMenu />
            <li className="nav__item">
              <Link href={paths.partners} className="nav__link" aria-current={current(paths.partners)}>
                Parcerias
              </Link>
            </li>
            <li className="nav__item">
              <Link href={paths.blog} className="nav__link" aria-current={inBlog}>
                Blog
              </Link>
            </li>
            <li className="nav__item">
              <button type="button" className="nav__link" {...OPENS_CONTACT}>
                Contato
              </button>
            </li>
          </ul>
        </nav>

        <div className="site-header__tools">
          <PartnerBadge placement="header" />
          <div className="site-header__search">
            <SearchForm variant="header" />
          </div>
          <button
            type="button"
            className="icon-btn site-header__search-btn"
            aria-label="Abrir busca do blog"
            onClick={() => setSearchOpen(true)}
          >
            <Search aria-hidden="true" size={22} />
          </button>
          <button
            id="mobile-menu-toggle"
            type="button"
            className="icon-btn site-header__menu-btn"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          </button>
        </div>
      </div>

      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <Modal open={searchOpen} onClose={() => setSearchOpen(false)} title="Buscar no blog" size="sm">
        <SearchForm variant="dialog" onDone={() => setSearchOpen(false)} />
      </Modal>
    </header>
  );
}
