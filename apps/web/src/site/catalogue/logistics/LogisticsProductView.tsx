import type { ReactNode } from 'react';
import { paths } from '../../routes';
import { brand } from '@vitrine/shared/brand';
import { Island } from '../../islands/Island';
import { ProductBanners, ProductCases, ProductInfoCarousel, ProductModules } from '../CatalogueIslands';
import { ContactBand, ExpertButton, InfoCards, PageHero } from '../components';
import type { LogisticsProduct } from '../types';
import { FeaturesButton } from './FeaturesButton';
import { ImageAndText } from './ImageAndText';
import { MiddleText } from './MiddleText';
import { ResumeCards } from './ResumeCards';
import './LogisticsProduct.css';

/** Id of the features section, the target of the hero's features button. */
const FEATURES_ID = 'recursos';

function Section({
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

/**
 * The product page template (spec: heading, info cards, middle texts, carousels or tabs,
 * image-and-text, modules, resume cards, features button). Middle texts are spread between
 * the sections so each statement introduces what follows it.
 */
export function LogisticsProductView({ product }: { product: LogisticsProduct }) {
  const { heading, middleTexts } = product;
  const [firstText, secondText, thirdText] = middleTexts;

  return (
    <>
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

      {firstText && <MiddleText text={firstText} />}

      {product.bannerCarousel && (
        <Section id="na-pratica" eyebrow="Na prática" title="Como funciona no dia a dia" alt>
          <Island
            name="productBanners"
            component={ProductBanners}
            props={{ product: product.id, label: `Etapas: ${heading.title}` }}
            when="visible"
          />
        </Section>
      )}

      <section className="cat-section lp-section" aria-label={`${heading.title} em detalhe`}>
        <div className="cat-container lp-splits">
          {product.imageAndText.map((item, index) => (
            <ImageAndText key={item.text} item={item} reversed={index % 2 === 1} />
          ))}
        </div>
      </section>

      {secondText && <MiddleText text={secondText} />}

      {product.textCarousel && (
        <Section id="rotina" eyebrow="Na rotina da operação" title="Onde faz diferença" alt={!product.modules}>
          <Island
            name="productCases"
            component={ProductCases}
            props={{ product: product.id, label: `Casos: ${heading.title}` }}
            when="visible"
          />
        </Section>
      )}

      {product.modules && (
        <Section
          id="modulos"
          eyebrow="Módulos"
          title="Conheça os módulos"
          lead={
            product.modules.tabOptions.length > 1
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
      )}

      {thirdText && <MiddleText text={thirdText} />}

      <Section id="resumo" eyebrow="Em resumo" title="O que você ganha">
        <ResumeCards cards={product.resumeCards} />
      </Section>

      <ContactBand
        title="Vamos conversar sobre a sua operação?"
        text={`Peça uma demonstração ${heading.article === 'a' ? 'da' : 'do'} ${heading.title} com os seus processos e os seus números. Um especialista da ${brand.companyName} entra em contato para entender o seu cenário.`}
      />
    </>
  );
}
