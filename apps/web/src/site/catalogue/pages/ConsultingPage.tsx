import { useState } from 'react';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { paths } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { OPENS_CONTACT } from '../../contact/openContact';
import { Island } from '../../islands/Island';
import { ContactBand, DescriptionModal, PageHero, type DescriptionModalItem } from '../components';
import { consulting } from '../data/consulting';
import { illustrations } from '../illustrations';
import type { ConsultingService } from '../types';
import './catalogue-pages.css';

/** How an engagement runs, whatever the service. */
const STEPS = [
  { title: 'Diagnóstico', text: 'Entrevistas, dados e processos analisados para medir o ponto de partida.' },
  { title: 'Plano', text: 'Metas, prioridades e cronograma acordados com a diretoria e as áreas.' },
  { title: 'Implantação', text: 'Nossa equipe trabalha lado a lado com a sua, nos sistemas e na rotina.' },
  { title: 'Resultado', text: 'Indicadores de antes e depois e transferência de conhecimento ao time.' },
];

const toModalItem = (service: ConsultingService): DescriptionModalItem => ({
  title: service.title,
  // The services' English names stay in the data (a pt-BR site shows no English eyebrows).
  eyebrow: 'Consultoria',
  subtitle: service.subtitle,
  image: service.image,
  description: service.description,
  highlights: service.deliverables,
  highlightsTitle: 'O que entregamos',
});

/** The eight services, each opening its full description in a dialog: the page's one island. */
export function ConsultingServices() {
  const [opened, setOpened] = useState<DescriptionModalItem | null>(null);
  return (
    <>
      <ul className="consulting-grid">
        {consulting.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.id} id={service.id} className="consulting-card">
              <span className="consulting-card__icon" aria-hidden="true">
                <Icon size={24} strokeWidth={1.8} />
              </span>
              <h3 className="consulting-card__title">{service.title}</h3>
              <p className="consulting-card__text">{service.subtitle}</p>
              <button
                type="button"
                className="module-card__button"
                aria-haspopup="dialog"
                aria-label={`Saiba mais: ${service.title}`}
                onClick={() => setOpened(toModalItem(service))}
              >
                Saiba mais
                <ArrowRight aria-hidden="true" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <DescriptionModal item={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** /solucoes/consultoria — the eight consulting services, each opening its full description. */
export default function ConsultingPage() {
  usePageMeta(
    'Consultoria',
    'Fábrica de Software, Administração Financeira, Análise Preditiva, Deep Scanner, Pessoas e Gestão, Indicadores, Processos e Supply Chain.',
  );
  return (
    <main id="conteudo" className="catalogue-page">
      <PageHero
        eyebrow="Consultoria"
        title="Consultoria que fica até o resultado aparecer"
        subtitle="Oito frentes que unem conhecimento de negócio, dados e tecnologia."
        description={
          <p>
            Nossos consultores conhecem por dentro os sistemas de gestão e de logística que as empresas usam — e por
            isso transformam diagnóstico em mudança concreta, medida em indicadores.
          </p>
        }
        trail={[{ label: 'Soluções', href: paths.solutions }]}
        current="Consultoria"
        image={illustrations.team}
        actions={
          <button type="button" className="cat-btn cat-btn--primary" {...OPENS_CONTACT}>
            <MessageCircle aria-hidden="true" size={18} />
            Fale com um consultor
          </button>
        }
      />
      <section className="cat-section" aria-labelledby="consultoria-frentes">
        <div className="cat-container">
          <div className="cat-section-head">
            <div>
              <p className="cat-eyebrow">Frentes de consultoria</p>
              <h2 className="cat-heading" id="consultoria-frentes">
                Escolha por onde começar
              </h2>
            </div>
          </div>
          <Island name="consultingServices" component={ConsultingServices} props={{}} when="interaction" />
        </div>
      </section>
      <section className="cat-section cat-section--alt" aria-labelledby="consultoria-metodo">
        <div className="cat-container">
          <p className="cat-eyebrow">Como trabalhamos</p>
          <h2 className="cat-heading" id="consultoria-metodo">
            Quatro etapas, um compromisso com o resultado
          </h2>
          <ol className="consulting-steps">
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="consulting-steps__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <ContactBand
        title="Tem um desafio que não cabe em um sistema?"
        text="Conte para nós. Um consultor retorna com uma proposta de diagnóstico sob medida."
        buttonLabel="Fale com um consultor"
      />
    </main>
  );
}
