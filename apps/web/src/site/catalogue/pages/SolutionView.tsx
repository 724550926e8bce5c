import { paths } from '../../routes';
import { OPENS_CONTACT } from '../../contact/openContact';
import type { Solution } from '../types';
import { BannerCard, ContactBand, PageHero } from '../components';
import { SolutionBenefits, SolutionHeroActions, SolutionModulesSection, SolutionSummary } from './SolutionSections';
import './SolutionView.css';
import { brand } from '@vitrine/shared/brand';

export interface SolutionViewProps {
  solution: Solution;
}

/**
 * The solution page template (spec: title, subtitle, description, info cards, banner card,
 * tab bar filtering module cards by category, card detail modals), driven by one Solution.
 */
export function SolutionView({ solution }: SolutionViewProps) {
  const modulesId = `${solution.id}-modulos`;
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
        actions={<SolutionHeroActions solution={solution} modulesId={modulesId} />}
      />
      <SolutionBenefits solution={solution} />
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
      <SolutionModulesSection solution={solution} modulesId={modulesId} />
      <ContactBand
        title={`Vamos desenhar o ${solution.title} da sua empresa?`}
        text={`Um especialista da ${brand.companyName} apresenta os módulos na prática, com os processos e a realidade do seu negócio.`}
      />
    </>
  );
}
