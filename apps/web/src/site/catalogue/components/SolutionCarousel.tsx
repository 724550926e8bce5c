import { useState } from 'react';
import type { SolutionCard as SolutionCardData } from '../types';
import { Carousel } from './Carousel';
import { DescriptionModal, type DescriptionModalItem } from './DescriptionModal';
import { SolutionCard } from './SolutionCard';

export interface SolutionCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  cards: SolutionCardData[];
  autoplay?: boolean;
  /** CSS width of one card (default 'min(290px, 80%)'). */
  slideWidth?: string;
  /** Its width under 800 px, when it differs. */
  mobileSlideWidth?: string;
  /**
   * Extra content for the description modal of a card without a link, looked up by title
   * (e.g. the consulting highlights). Optional.
   */
  details?: (card: SolutionCardData) => Partial<DescriptionModalItem> | undefined;
}

/**
 * A carousel of SolutionCards (the /solucoes rows and the logistics landing). Cards with a
 * link navigate; cards with a description open it in a DescriptionModal.
 */
export function SolutionCarousel({
  label,
  cards,
  autoplay,
  slideWidth = 'min(290px, 80%)',
  mobileSlideWidth,
  details,
}: SolutionCarouselProps) {
  const [opened, setOpened] = useState<DescriptionModalItem | null>(null);
  return (
    <>
      <Carousel label={label} autoplay={autoplay} slideWidth={slideWidth} mobileSlideWidth={mobileSlideWidth}>
        {cards.map((card) => (
          <SolutionCard
            key={card.title}
            card={card}
            onOpen={(c) =>
              setOpened({
                title: c.title,
                subtitle: c.subtitle,
                image: c.image,
                description: c.description ?? '',
                ...details?.(c),
              })
            }
          />
        ))}
      </Carousel>
      <DescriptionModal item={opened} onClose={() => setOpened(null)} />
    </>
  );
}
