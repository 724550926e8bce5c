import { ArrowDown, MessageCircle } from 'lucide-react';
import { OPENS_CONTACT } from '../../contact/openContact';
import { Island } from '../../islands/Island';
import { SolutionInfoCarousel, SolutionModules } from '../CatalogueIslands';
import { InfoCards } from '../components';
import { moduleTabHref } from '../components/ModuleBrowser';
import type { Solution } from '../types';

// The parts of a solution's page (SolutionView.tsx), top to bottom.

/**
 * The hero's right-hand panel: the module categories and how many modules each holds. Each links
 * to its tab in the module browser below, which the address selects (no script needed here).
 */
export function SolutionSummary({ solution, modulesId }: { solution: Solution; modulesId: string }) {
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

/** The hero's buttons: talk to a specialist, or jump to the modules. */
export function SolutionHeroActions({ solution, modulesId }: { solution: Solution; modulesId: string }) {
  return (
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
  );
}

/** "O que muda na sua operação": the solution's benefits, as cards (a carousel on small screens). */
export function SolutionBenefits({ solution }: { solution: Solution }) {
  const highlights = `Destaques do ${solution.title}`;
  return (
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
  );
}

/** The module browser: a tab per category, a card per module (an island: the tabs need script). */
export function SolutionModulesSection({ solution, modulesId }: { solution: Solution; modulesId: string }) {
  return (
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
  );
}
