import { brand } from '@vitrine/shared/brand';
import { Island } from '../../islands/Island';
import { ProductBanners, ProductCases } from '../CatalogueIslands';
import { ContactBand } from '../components';
import type { LogisticsProduct } from '../types';
import { ImageAndText } from './ImageAndText';
import { FeaturesSection, LogisticsHero, ModulesSection, Section } from './LogisticsSections';
import { MiddleText } from './MiddleText';
import { ResumeCards } from './ResumeCards';
import './LogisticsProduct.css';

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
      <LogisticsHero product={product} />
      <FeaturesSection product={product} />
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
      {product.modules && <ModulesSection product={product} modules={product.modules} />}
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
