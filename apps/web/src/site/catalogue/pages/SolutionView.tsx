import { ArrowDown, MessageCircle } from 'lucide-react';
import { paths } from '../../routes';
import { OPENS_CONTACT } from '../../contact/openContact';
import type { Solution } from '../types';
import { BannerCard, ContactBand, InfoCards, PageHero } from '../components';
import { moduleTabHref } from '../components/ModuleBrowser';
import { Island } from '../../islands/Island';
import { SolutionInfoCarousel, SolutionModules } from '../CatalogueIslands';
import './SolutionView.css';
import { brand } from '@vitrine/shared/brand';

/**
 * The hero's right-hand panel: the module categories and how many modules each holds. Each links
 * to its tab in the module browser below, which the address selects (no script needed here).
 */
function SolutionSummary({ solution, modulesId }: { solution: Solution; modulesId: string }) {
  const total = solution.modulesCardsData.length;
  return (
    <div className="solution-summary">
      <p className="solution-summary__count">
        <strong>{total}</strong> módulos em <strong>{solution.tabOptions.length}</strong> categorias
      </p>
      <ul className="solution-summary__list">
        {solution.tabOptions.map((tab, index) => {
          const count = solution.modulesCardsData.filter((m) => m.category === tab.id).length;
          return (
            <li key={tab.id}>
              <a href={moduleTabHref(modulesId, index)}>
                <span>{tab.tabName}</span>
                <span className="solution-summary__badge">{count}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface SolutionViewProps {
  solution: Solution;
}

/**
 * The solution page template (spec: title, subtitle, description, info cards, banner card,
 * tab bar filtering module cards by category, card detail modals), driven by one Solution.
 */
export function SolutionView({ solution }: SolutionViewProps) {
  const modulesId = `${solution.id}-modulos`;
  const highlights = `Destaques do ${solution.title}`;
  return (
    <>
      <PageHero
        eyebrow="Sistemas de gestão"
        title={solution.title}
        subtitle={solution.subtitle}
        description={<p>{solution.description}</p>}
        trail={[
          { label: 'Soluções', href: paths.solutions },
          { label: 'Sistemas de gestão', href: paths.management },
        ]}
        aside={<SolutionSummary solution={solution} modulesId={modulesId} />}
        actions={
          <>
            <button
              type="button"
              className="cat-btn cat-btn--primary"
              {...OPENS_CONTACT}
              aria-label={`Fale com um especialista sobre o ${solution.title}`}
            >
              <MessageCircle aria-hidden="true" size={18} />
              Fale com um especialista
            </button>
            <a className="cat-btn cat-btn--ghost" href={`#${modulesId}`}>
              Ver módulos
              <ArrowDown aria-hidden="true" size={18} />
            </a>
          </>
        }
      />
      <section className="cat-section" aria-labelledby={`${solution.id}-beneficios`}>
        <div className="cat-container">
          <div className="cat-section-head">
            <div>
              <p className="cat-eyebrow">Por que o {solution.title}</p>
              <h2 className="cat-heading" id={`${solution.id}-beneficios`}>
                O que muda na sua operação
              </h2>
            </div>
          </div>
          <InfoCards
            cards={solution.infoCardsData}
            perLineLg={solution.infoCardsPerLineLg}
            carousel={
              <Island
                name="solutionInfoCarousel"
                component={SolutionInfoCarousel}
                props={{ solution: solution.id, label: highlights }}
                when="visible"
              />
            }
          />
        </div>
      </section>
      <div className="cat-container solution-view__banner">
        <BannerCard
          banner={solution.bannerData}
          action={
            <button
              type="button"
              className="cat-btn cat-btn--primary"
              {...OPENS_CONTACT}
              aria-label={`Fale com um especialista: uma conversa sobre o ${solution.title} na sua empresa`}
            >
              Fale com um especialista
            </button>
          }
        />
      </div>
      <section className="cat-section solution-view__modules" id={modulesId} aria-labelledby={`${modulesId}-titulo`}>
        <div className="cat-container">
          <div className="cat-section-head">
            <div>
              <p className="cat-eyebrow">Módulos</p>
              <h2 className="cat-heading" id={`${modulesId}-titulo`}>
                Monte o {solution.title} do tamanho da sua empresa
              </h2>
              <p className="cat-lead">
                Escolha uma categoria e abra cada módulo para ver recursos, integrações e resultados.
              </p>
            </div>
          </div>
          <Island
            name="solutionModules"
            component={SolutionModules}
            props={{
              solution: solution.id,
              label: `Categorias de módulos do ${solution.title}`,
              idPrefix: modulesId,
            }}
            when="visible"
          />
        </div>
      </section>
      <ContactBand
        title={`Vamos desenhar o ${solution.title} da sua empresa?`}
        text={`Um especialista da ${brand.companyName} apresenta os módulos na prática, com os processos e a realidade do seu negócio.`}
      />
    </>
  );
}
