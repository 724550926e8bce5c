import { SolutionCarousel, type SolutionCarouselProps } from './components/SolutionCarousel';
import { consulting } from './data/consulting';
import { consultingCards, logisticsCards, managementCards } from './data/solution-cards';
import type { SolutionCard } from './types';

/** The consulting modal shows the English name above and the deliverables below the text. */
function consultingDetails(card: SolutionCard) {
  const service = consulting.find((s) => s.title === card.title);
  return service && { highlights: service.deliverables, highlightsTitle: 'O que entregamos' };
}

/**
 * The carousels of solution cards, by name: the three rows of /solucoes and the logistics
 * landing's. Each is an island whose only prop is its name (a card's data holds components, which
 * the page cannot write as JSON), so the page and the island read the same settings from here.
 */
const carousels = {
  management: {
    label: 'Sistemas de gestão',
    cards: managementCards,
    slideWidth: 'calc(100% / 3 - 24px)',
    mobileSlideWidth: '82%',
  },
  logistics: {
    label: 'Sistemas para logística',
    cards: logisticsCards,
    autoplay: true,
    slideWidth: 'calc(25% - 24px)',
    mobileSlideWidth: '80%',
  },
  consulting: {
    label: 'Consultoria',
    cards: consultingCards,
    details: consultingDetails,
    slideWidth: 'calc(25% - 24px)',
    mobileSlideWidth: '80%',
  },
  logisticsLanding: { label: 'Sistemas para logística', cards: logisticsCards },
} satisfies Record<string, SolutionCarouselProps>;

export type SolutionCarouselName = keyof typeof carousels;

export function NamedSolutionCarousel({ name }: { name: SolutionCarouselName }) {
  return <SolutionCarousel {...carousels[name]} />;
}
