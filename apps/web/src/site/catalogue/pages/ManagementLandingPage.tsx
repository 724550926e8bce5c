import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';
import { paths, type ManagementSolution } from '../../routes';
import { usePageMeta } from '../../usePageMeta';
import { ContactBand, ExpertButton, Illustration, PageHero } from '../components';
import { managementCards } from '../data/solution-cards';
import { illustrations } from '../illustrations';
import './catalogue-pages.css';

/** What each management system covers, in three lines a buyer can scan. */
const HIGHLIGHTS: Record<ManagementSolution, { name: string; points: string[] }> = {
  hcm: {
    name: 'Human Capital Management',
    points: [
      'Folha, ponto e benefícios em conformidade com o eSocial',
      'Recrutamento, admissão digital e portal de talentos',
      'Desempenho, carreira, clima e aprendizagem',
    ],
  },
  erp: {
    name: 'Enterprise Resource Planning',
    points: [
      'Finanças, controladoria, tributos e patrimônio',
      'Suprimentos, manufatura, qualidade e custos',
      'Vendas, CRM e planejamento orçamentário',
    ],
  },
  gas: {
    name: 'Gestão de Acesso e Segurança',
    points: [
      'Controle de acesso, CFTV e rondas integrados',
      'Portaria, visitantes, terceiros e veículos',
      'Normas Regulamentadoras e trilhas de auditoria',
    ],
  },
};

const IDS: ManagementSolution[] = ['hcm', 'erp', 'gas'];

/** One system's row: its picture, what it covers, and the way to its page. */
function ManagementRow({ id, index }: { id: ManagementSolution; index: number }) {
  const card = managementCards[index];
  if (!card?.link) return null;
  const { name, points } = HIGHLIGHTS[id];
  return (
    <article key={id} className="management-row" aria-labelledby={`${id}-titulo`}>
      <div className="management-row__art">
        <Illustration illustration={card.image} eager={index === 0} />
      </div>
      <div className="management-row__text">
        <p className="cat-eyebrow">{name}</p>
        <h2 className="cat-heading" id={`${id}-titulo`}>
          {card.title}
        </h2>
        <p className="cat-lead">{card.subtitle}</p>
        <ul className="management-row__points">
          {points.map((point) => (
            <li key={point}>
              <Check aria-hidden="true" size={18} />
              {point}
            </li>
          ))}
        </ul>
        <Link href={card.link} className="cat-btn cat-btn--outline">
          Conhecer o {card.title}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </article>
  );
}

/** "Por que a empresa": the years in business and the clients' figures. */
function ManagementFacts() {
  const { facts } = brand;
  return (
    <section className="cat-section cat-section--alt" aria-labelledby="gestao-numeros">
      <div className="cat-container">
        <h2 className="cat-heading" id="gestao-numeros">
          Por que a {brand.companyName}
        </h2>
        <dl className="management-facts">
          <div>
            <dt>Desde</dt>
            <dd className="management-facts__value">{brand.foundedYear}</dd>
            <dd>{yearsInBusiness()} anos desenvolvendo sistemas para empresas brasileiras.</dd>
          </div>
          <div>
            <dt>Satisfação</dt>
            <dd className="management-facts__value">{facts.satisfactionPercent}%</dd>
            <dd>dos clientes satisfeitos com as soluções e o atendimento.</dd>
          </div>
          <div>
            <dt>Relacionamento</dt>
            <dd className="management-facts__value">{facts.longTermClientsPercent}%+</dd>
            <dd>dos clientes estão conosco há {facts.longTermClientsYears} anos ou mais.</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** /solucoes/sistemas-gestao — the three management systems, one feature row each. */
export default function ManagementLandingPage() {
  usePageMeta(
    'Sistemas de gestão',
    `HCM, ERP e GAS da ${brand.companyName}: gestão de pessoas, recursos da empresa e acesso e segurança integrados.`,
  );

  return (
    <main id="conteudo" className="catalogue-page">
      <PageHero
        eyebrow="Sistemas de gestão"
        title="Gestão integrada, do RH à portaria"
        subtitle="Três sistemas que compartilham cadastros, regras e indicadores."
        description={
          <p>
            Comece pelo sistema que resolve a sua urgência e conecte os demais quando fizer sentido: um colaborador
            admitido no HCM ganha acesso no GAS e aparece nos custos do ERP sem digitação duplicada.
          </p>
        }
        trail={[{ label: 'Soluções', href: paths.solutions }]}
        current="Sistemas de gestão"
        image={illustrations.gears}
        actions={<ExpertButton className="cat-btn--primary" />}
      />
      <section className="cat-section" aria-label="Sistemas de gestão">
        <div className="cat-container management-rows">
          {IDS.map((id, index) => (
            <ManagementRow key={id} id={id} index={index} />
          ))}
        </div>
      </section>
      <ManagementFacts />
      <ContactBand
        title="Quer ver os sistemas funcionando?"
        text="Agende uma demonstração com os processos da sua empresa e compare com o que você usa hoje."
        buttonLabel="Agendar demonstração"
      />
    </main>
  );
}
