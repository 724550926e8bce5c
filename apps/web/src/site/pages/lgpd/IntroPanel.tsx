import { Link } from 'wouter';
import { ArrowRight, Cog, GraduationCap, Landmark, ShieldCheck } from 'lucide-react';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';
import { paths } from '@vitrine/shared/routes';
import { SUBJECT_REQUEST_SECTION_ID } from './SubjectRequestSection';

const PILLARS = [
  {
    icon: Landmark,
    title: 'Governança',
    text: 'Um Comitê Gestor multidisciplinar e um Encarregado (DPO) dedicado conduzem o programa e respondem à Diretoria.',
  },
  {
    icon: Cog,
    title: 'Processos',
    text: 'Inventário de dados, relatórios de impacto e avaliação de fornecedores antes de qualquer novo tratamento.',
  },
  {
    icon: ShieldCheck,
    title: 'Tecnologia',
    text: 'Criptografia, controle de acesso por perfil, autenticação multifator e privacidade desde a concepção nos nossos produtos.',
  },
  {
    icon: GraduationCap,
    title: 'Pessoas',
    text: 'Treinamento obrigatório na integração, reciclagem anual e campanhas de conscientização para todo o time.',
  },
];

const TIMELINE = [
  {
    year: '2019',
    text: 'Início do programa de adequação, com diagnóstico de maturidade conduzido por consultoria externa.',
  },
  { year: '2020', text: 'Nomeação do Encarregado (DPO) e criação do Comitê Gestor de Privacidade.' },
  { year: '2021', text: 'Inventário de dados pessoais concluído e publicação das primeiras políticas.' },
  { year: '2023', text: 'Revisão do sistema de gestão de segurança alinhada à ISO/IEC 27001:2022.' },
  {
    year: '2025',
    text: 'Atualização dos documentos às resoluções da ANPD sobre incidentes e transferência internacional.',
  },
];

export function IntroPanel({ onShowDocuments }: { onShowDocuments: () => void }) {
  return (
    <div className="lgpd-intro">
      <div className="lgpd-intro__text">
        <h2>Nosso compromisso com a sua privacidade</h2>
        <p>
          Há {yearsInBusiness()} anos a {brand.companyName} desenvolve sistemas que guardam informações valiosas de
          empresas e de milhões de pessoas: folhas de pagamento, cadastros de colaboradores, entregas e clientes finais.
          Proteger esses dados sempre fez parte do nosso trabalho — com a Lei Geral de Proteção de Dados (LGPD), esse
          cuidado ganhou um programa estruturado, com regras claras, responsáveis definidos e prestação de contas.
        </p>
        <p>
          O nosso Programa de Privacidade abrange tanto os dados que tratamos como controladora (o site, o atendimento,
          o relacionamento comercial e os nossos colaboradores) quanto os que tratamos como operadora, em nome dos
          clientes que usam os nossos sistemas. Em todos os casos seguimos os princípios da finalidade, necessidade,
          transparência e segurança.
        </p>
        <p>
          Nesta página você encontra os documentos que orientam o programa e quem responde por ele. Para exercer os seus
          direitos como titular, <a href={`#${SUBJECT_REQUEST_SECTION_ID}`}>faça a sua solicitação pelo formulário</a>{' '}
          desta página: confirmamos pelo seu e-mail e respondemos em até 15 dias. Se preferir, escreva ao nosso
          Encarregado: <a href={`mailto:${brand.dpoEmail}`}>{brand.dpoEmail}</a>.
        </p>
        <div className="lgpd-intro__actions">
          <button type="button" className="lgpd-button" onClick={onShowDocuments}>
            Ver documentação <ArrowRight size={18} aria-hidden="true" />
          </button>
          <Link href={paths.privacy} className="lgpd-button lgpd-button--ghost">
            Política de Privacidade
          </Link>
        </div>
      </div>

      <ul className="lgpd-pillars" aria-label="Pilares do programa">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <span className="lgpd-pillars__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>

      <section className="lgpd-timeline" aria-labelledby="lgpd-timeline-title">
        <h2 id="lgpd-timeline-title">A trajetória do programa</h2>
        <ol>
          {TIMELINE.map((step) => (
            <li key={step.year}>
              <span className="lgpd-timeline__year">{step.year}</span>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
