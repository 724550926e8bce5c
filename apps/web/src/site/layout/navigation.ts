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

/**
 * While set on <html>, the page sections that are otherwise drawn only near the viewport
 * (`content-visibility: auto`, styles/base.css) are all drawn.
 */
const DRAW_ALL_SECTIONS_ATTRIBUTE = 'data-draw-all-sections';
/** Longest a jump keeps every section drawn if the browser never reports the scroll's end. */
const JUMP_SETTLE_MS = 3000;
/** The latest jump: only its end puts the sections back, not that of one it interrupted. */
let latestJump = 0;

/**
 * Smooth in-page jump (instant when the visitor asked for reduced motion).
 * The sections between here and there may not be drawn yet, so their height is an estimate
 * until they are: a smooth scroll aimed at the target's estimated place would stop short of it
 * as they are drawn on the way. They are drawn for the jump, so the place is exact; each keeps
 * its real height afterwards (`contain-intrinsic-size: auto`).
 */
export function scrollToSection(id: string, offset = SCROLL_OFFSET_DEFAULT_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const root = document.documentElement;
  root.setAttribute(DRAW_ALL_SECTIONS_ATTRIBUTE, '');
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = scrollTargetY(element.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  const jump = ++latestJump;
  const settle = (event?: Event) => {
    if (jump !== latestJump) return;
    // The end of a scroll this jump interrupted: its own is still under way (or cannot get
    // there, at the bottom of the page: the timeout ends it).
    if (event && Math.abs(window.scrollY - top) > 1) {
      window.addEventListener('scrollend', settle, { once: true });
      return;
    }
    root.removeAttribute(DRAW_ALL_SECTIONS_ATTRIBUTE);
  };
  window.addEventListener('scrollend', settle, { once: true });
  window.setTimeout(settle, JUMP_SETTLE_MS);
  return true;
}
