import { SCROLL_OFFSET_DEFAULT_PX } from '@vitrine/shared/constants';
import { searchToUrl } from '@vitrine/shared/format';
import { LOGISTICS_TITLES, MANAGEMENT_TITLES, paths, type LogisticsSolution, type ManagementSolution } from '../routes';
import { brand } from '@vitrine/shared/brand';

/** What the header, the mobile menu and the footer link to, in one place. */
export interface NavLink {
  label: string;
  href: string;
}

export const managementLinks: NavLink[] = (Object.keys(MANAGEMENT_TITLES) as ManagementSolution[]).map((id) => ({
  label: MANAGEMENT_TITLES[id],
  href: paths.managementSolution(id),
}));

export const logisticsLinks: NavLink[] = (Object.keys(LOGISTICS_TITLES) as LogisticsSolution[]).map((id) => ({
  label: LOGISTICS_TITLES[id],
  href: paths.logisticsSolution(id),
}));

/** Short descriptions under the management titles in the mega-menu. */
export const managementHints: Record<string, string> = {
  HCM: 'Gestão de pessoas, folha e talentos',
  ERP: 'Finanças, suprimentos e produção',
  GAS: 'Gestão de acesso e segurança',
};

/** The home page sections the sub-header jumps to (ids are the in-page anchors). */
export const homeSections = [
  { id: 'nossa-historia', label: 'Nossa história' },
  { id: 'por-que', label: `Por que a ${brand.companyName}?` },
  { id: 'o-que-fazemos', label: 'O que fazemos' },
  { id: 'clientes', label: 'Clientes' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'];

/** Where the header search sends the visitor: only spaces means the plain blog. */
export function blogSearchHref(term: string): string {
  const slug = searchToUrl(term);
  return slug ? `${paths.blog}?search=${encodeURIComponent(slug)}` : paths.blog;
}

/**
 * The document scroll position that puts an element `offset` pixels below the top of the
 * viewport, so the fixed header does not cover its title. Never negative.
 */
export function scrollTargetY(elementTop: number, currentScrollY: number, offset = SCROLL_OFFSET_DEFAULT_PX): number {
  return Math.max(0, Math.round(elementTop + currentScrollY - offset));
}

/** Smooth in-page jump (instant when the visitor asked for reduced motion). */
export function scrollToSection(id: string, offset = SCROLL_OFFSET_DEFAULT_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: scrollTargetY(element.getBoundingClientRect().top, window.scrollY, offset),
    behavior: reduce ? 'auto' : 'smooth',
  });
  return true;
}
