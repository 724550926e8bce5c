import type { ReactNode } from 'react';
import { paths } from '../../routes';
import { Island } from '../../islands/Island';
import { ProductInfoCarousel, ProductModules } from '../CatalogueIslands';
import { ExpertButton, InfoCards, PageHero } from '../components';
import type { LogisticsProduct } from '../types';
import { FeaturesButton } from './FeaturesButton';

// The parts of a logistics product's page (LogisticsProductView.tsx).

/** Id of the features section, the target of the hero's features button. */
const FEATURES_ID = 'recursos';

/** A titled section of the page; `alt` gives it the alternate background. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  alt,
  children,
  focusable,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  alt?: boolean;
  children: ReactNode;
  focusable?: boolean;
}) {
  return (
    <section
      id={id}
      className={alt ? 'cat-section cat-section--alt lp-section' : 'cat-section lp-section'}
      aria-labelledby={`${id}-title`}
      // The features button moves focus here after scrolling; nothing else tabs to it.
      tabIndex={focusable ? -1 : undefined}
    >
      <div className="cat-container">
        <div className="lp-section__head">
          <p className="cat-eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`} className="cat-heading">
            {title}
          </h2>
          {lead && <p className="cat-lead">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The product's heading, with the button to its features and the one to a specialist. */
export function LogisticsHero({ product }: { product: LogisticsProduct }) {
  const { heading } = product;
  return (
    <PageHero
      eyebrow="Sistemas para logística"
      title={heading.title}
      subtitle={heading.subtitle}
      description={<p>{heading.description}</p>}
      image={heading.image}
      trail={[
        { label: 'Soluções', href: paths.solutions },
        { label: 'Sistemas para logística', href: paths.logistics },
      ]}
      actions={
        <>
          <Island
            name="featuresButton"
            component={FeaturesButton}
            props={{ label: product.featuresButtonLabel, targetId: FEATURES_ID }}
            when="interaction"
          />
          <ExpertButton className="cat-btn--ghost" />
        </>
      }
    />
  );
}

/** "Principais recursos": the features' cards (a carousel on small screens); the hero's button scrolls here. */
export function FeaturesSection({ product }: { product: LogisticsProduct }) {
  const { heading } = product;
  return (
    <Section id={FEATURES_ID} eyebrow={heading.title} title="Principais recursos" focusable>
      <InfoCards
        cards={product.infoCards}
        perLineLg={product.infoCards.length === 4 ? 4 : 3}
        carousel={
          <Island
            name="productInfoCarousel"
            component={ProductInfoCarousel}
            props={{ product: product.id, label: `Recursos: ${heading.title}` }}
            when="visible"
          />
        }
      />
    </Section>
  );
}

/** "Conheça os módulos": the module browser, with tabs when there is more than one category. */
export function ModulesSection({
  product,
  modules,
}: {
  product: LogisticsProduct;
  modules: NonNullable<LogisticsProduct['modules']>;
}) {
  const { heading } = product;
  return (
    <Section
      id="modulos"
      eyebrow="Módulos"
      title="Conheça os módulos"
      lead={
        modules.tabOptions.length > 1
          ? 'Escolha uma categoria e abra um módulo para ver como ele funciona.'
          : 'Abra um módulo para ver como ele funciona.'
      }
      alt
    >
      <Island
        name="productModules"
        component={ProductModules}
        props={{ product: product.id, label: `Categorias de módulos: ${heading.title}` }}
        when="visible"
      />
    </Section>
  );
}
