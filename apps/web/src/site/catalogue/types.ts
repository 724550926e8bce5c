/**
 * The shapes of the solutions catalogue (docs/PRODUCT.md §3).
 * Every solution and product is one data file under catalogue/data/ typed with these; a
 * unit test (catalogue.test.ts) checks every file against a zod schema of the same shapes.
 *
 * Text conventions inside the data:
 * - `html` fields hold a small, trusted subset of HTML (<p>, <strong>, <em>, <br>, <ul>, <li>)
 *   written by us, never by visitors.
 * - `marked` fields use simple markup: `**x**` is bold, `[[x]]` is highlighted (coloured) text,
 *   and a line break in the string is kept as a line break.
 */
import type { LucideIcon } from 'lucide-react';

/** Module categories of the spec, exactly as it spells them (including 'Talent Managment'). */
export const MODULE_CATEGORIES = [
  'Módulos',
  'Sistemas',
  'Talent Acquisition',
  'Talent Operation',
  'Talent Managment',
  'Employee Experience',
  'Segurança e Prevenção',
  'Operação',
  'Conformidade',
] as const;
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number];

/** An illustration: a self-made SVG under apps/web/public/catalogue/ (path from the site root). */
export interface Illustration {
  src: string;
  alt: string;
}

export interface InfoCard {
  image: Illustration | LucideIcon;
  title: string;
  description: string;
}

export interface Banner {
  title: string;
  bigText: string;
  image: Illustration;
}

export interface TabOption {
  id: ModuleCategory;
  tabName: string;
  description: string;
}

export interface ModuleItem {
  title?: string;
  text: string;
  /** Shows the item with a coloured marker instead of a plain bullet. */
  markersDecoration?: boolean;
}

export interface ModuleSection {
  title?: string;
  subtitle?: string;
  /** marked text */
  text?: string;
  items?: ModuleItem[];
  textNImage?: { text: string; image: Illustration };
}

export interface ModuleContent {
  section: { title: string; text: string; image?: Illustration };
  sections: ModuleSection[];
  conclusion: { text: string };
}

export interface ModuleCard {
  /** URL-safe id, unique within its solution. */
  id: string;
  title: string;
  icon: LucideIcon;
  /** html; cards show it truncated (180 characters, cut at 160 on a word boundary). */
  description: string;
  category: ModuleCategory;
  content: ModuleContent;
}

/** HCM, ERP, GAS: the solution page template. */
export interface Solution {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  infoCardsData: InfoCard[];
  /** Cards per line on large screens: the spec has 4 in one dataset and 3 in another. */
  infoCardsPerLineLg: 3 | 4;
  bannerData: Banner;
  tabOptions: TabOption[];
  modulesCardsData: ModuleCard[];
  /** Browser tab title and meta description. */
  meta: { title: string; description: string };
}

/** Cards of the carousels on /solucoes and the logistics landing. */
export interface SolutionCard {
  title: string;
  subtitle: string;
  image: Illustration;
  /** A link to the solution's page, or a description shown in a modal (consulting). */
  link?: string;
  description?: string;
}

export interface BannerCarouselItem {
  id: string;
  tabName: string;
  image: Illustration;
  title: string;
  titleColor?: string;
}

export interface TextCarouselItem {
  image: Illustration;
  title: string;
  description: string;
}

export interface ImageAndTextItem {
  image: Illustration;
  /** marked text */
  text: string;
  cards: { icon: LucideIcon; title: string; text: string }[];
}

export interface ResumeCard {
  icon: LucideIcon;
  /** marked text: **x** is bold */
  description: string;
}

/** The twelve logistics products: the product page template. */
export interface LogisticsProduct {
  id: string;
  heading: {
    title: string;
    subtitle: string;
    description: string;
    image: Illustration;
    /** 'a' for a name Portuguese reads as feminine ("da Gestão de Frotas"); 'o' when absent ("do WMS"). */
    article?: 'a' | 'o';
  };
  /** Label of the button that scrolls to the features. */
  featuresButtonLabel: string;
  infoCards: InfoCard[];
  /** marked text with [[highlight]] tags and line breaks */
  middleTexts: string[];
  bannerCarousel?: BannerCarouselItem[];
  textCarousel?: TextCarouselItem[];
  imageAndText: ImageAndTextItem[];
  /** Optional module cards (WMS, YMS and others list their modules). */
  modules?: { tabOptions: TabOption[]; cards: ModuleCard[] };
  resumeCards: ResumeCard[];
  meta: { title: string; description: string };
}

/** A consulting service: the /solucoes/consultoria page and the consulting carousel. */
export interface ConsultingService {
  /** URL-safe id, used as the card's anchor on the consulting page. */
  id: string;
  title: string;
  /** The name the market knows it by, when the title is a translation (e.g. 'Software Factory'). */
  englishName?: string;
  /** One line for the card. */
  subtitle: string;
  icon: LucideIcon;
  image: Illustration;
  /** marked text; a blank line starts a new paragraph */
  description: string;
  /** What an engagement delivers, shown as a list in the modal. */
  deliverables: string[];
}
