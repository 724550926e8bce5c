import { ArrowDown } from 'lucide-react';
import { paths } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { Island } from '../../islands/Island';
import { ContactBand, ExpertButton, PageHero } from '../components';
import { illustrations, withAlt } from '../illustrations';
import { LogisticsJourney } from '../logistics/LogisticsJourney';
import { MiddleText } from '../logistics/MiddleText';
import { NamedSolutionCarousel } from '../SolutionCarousels';
import '../logistics/LogisticsProduct.css';
import '../logistics/LogisticsLanding.css';

const DESCRIPTION =
  'Doze sistemas para armazém, pátio, transporte e visibilidade, desenhados para a realidade da logística brasileira: nota fiscal, CT-e, janelas de entrega curtas e picos de Black Friday.';

/** /solucoes/sistemas-logistica — the logistics landing: description, highlight, carousel. */
export default function LogisticsLandingPage() {
  usePageMeta('Sistemas para logística', DESCRIPTION);

  return (
    <main id="conteudo" className="logistics-landing">
      <PageHero
        eyebrow="Soluções"
        title="Sistemas para logística"
        subtitle="Do recebimento no armazém à confirmação da entrega"
        description={<p>{DESCRIPTION}</p>}
        image={withAlt(illustrations.warehouse, 'Armazém com prateleiras e caixas prontas para expedição')}
        trail={[{ label: 'Soluções', href: paths.solutions }]}
        actions={
          <>
            <a href="#sistemas" className="cat-btn cat-btn--primary">
              Ver os sistemas
              <ArrowDown aria-hidden="true" size={18} />
            </a>
            <ExpertButton className="cat-btn--ghost" />
          </>
        }
      />

      <MiddleText
        text={
          'Cada sistema resolve um elo da cadeia; juntos, eles [[falam a mesma língua]].\nComece pelo gargalo de hoje e integre o resto no seu ritmo.'
        }
      />

      <section id="sistemas" className="cat-section lp-section" aria-labelledby="sistemas-title">
        <div className="cat-container">
          <div className="lp-section__head">
            <p className="cat-eyebrow">Portfólio</p>
            <h2 id="sistemas-title" className="cat-heading">
              Os 12 sistemas para logística
            </h2>
            <p className="cat-lead">Escolha um sistema para ver recursos, módulos e resultados de clientes.</p>
          </div>
          <Island
            name="solutionCarousel"
            component={NamedSolutionCarousel}
            props={{ name: 'logisticsLanding' }}
            when="visible"
          />
        </div>
      </section>

      <section className="cat-section cat-section--alt lp-section" aria-labelledby="cadeia-title">
        <div className="cat-container">
          <div className="lp-section__head">
            <p className="cat-eyebrow">Por etapa</p>
            <h2 id="cadeia-title" className="cat-heading">
              Onde cada sistema atua
            </h2>
          </div>
          <LogisticsJourney />
        </div>
      </section>

      <ContactBand
        title="Vamos conversar sobre a sua operação?"
        text="Conte qual é o gargalo da sua operação hoje. Um especialista indica por qual sistema começar e como integrá-lo ao que você já usa."
      />
    </main>
  );
}
