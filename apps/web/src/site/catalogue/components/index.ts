/**
 * The catalogue's shared components, for the solution pages and the logistics pages alike.
 * Each component documents its props; see also ../illustrations.ts for the image set.
 */
import './catalogue.css';

export { Carousel, type CarouselProps } from './Carousel';
export { InfoCards, type InfoCardsProps } from './InfoCards';
export { BannerCard, type BannerCardProps } from './BannerCard';
export { TabBar, tabElementId, type TabBarProps, type TabBarTab } from './TabBar';
export { ModuleCard, type ModuleCardProps } from './ModuleCard';
export { ModuleContent, type ModuleContentProps } from './ModuleContent';
export { ModuleDetailModal, type ModuleDetailModalProps } from './ModuleDetailModal';
export { ModuleBrowser, type ModuleBrowserProps } from './ModuleBrowser';
export { MarkedText, type MarkedTextProps } from './MarkedText';
export { Illustration, type IllustrationProps } from './Illustration';
export { SolutionCard, type SolutionCardProps } from './SolutionCard';
export { SolutionCarousel, type SolutionCarouselProps } from './SolutionCarousel';
export { DescriptionModal, type DescriptionModalItem, type DescriptionModalProps } from './DescriptionModal';
export { PageHero, type PageHeroProps } from './PageHero';
export { ContactBand, type ContactBandProps } from './ContactBand';
export { ExpertButton, type ExpertButtonProps } from './ExpertButton';
export { useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { AUTOPLAY_TRANSITION_DURATION, useAutoplay } from './useAutoplay';
export { parseMarked, markedToPlain, type MarkedParagraph, type MarkedSegment } from './marked-text-parser';
export { stripHtml, cardDescription } from './text';
