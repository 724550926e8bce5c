import { Headset, Layers, ShieldCheck } from 'lucide-react';
import { brand, yearsInBusiness } from '@vitrine/shared/brand';

const reasons = [
  {
    icon: Layers,
    title: 'Uma plataforma, da folha à entrega',
    text: 'Gestão de pessoas, ERP e logística conversam entre si: menos integrações, menos retrabalho.',
  },
  {
    icon: Headset,
    title: 'Suporte de quem conhece a operação',
    text: 'Analistas especializados por segmento, com atendimento humano e acompanhamento pós-implantação.',
  },
  {
    icon: ShieldCheck,
    title: 'Segurança e conformidade',
    text: 'Dados protegidos conforme a LGPD, obrigações fiscais e trabalhistas sempre atualizadas.',
  },
];

/** "Por que a Alvorada?": the spec's facts (93% satisfaction, 80%+ clients for 5+ years). */
export function WhySection() {
  const { satisfactionPercent, longTermClientsPercent, longTermClientsYears } = brand.facts;
  const stats = [
    { value: `${satisfactionPercent}%`, label: 'de satisfação dos clientes' },
    {
      value: `${longTermClientsPercent}%+`,
      label: `dos clientes estão conosco há mais de ${longTermClientsYears} anos`,
    },
    { value: String(yearsInBusiness()), label: 'anos de experiência em software de gestão' },
  ];
  return (
    <section id="por-que" className="home-section why" aria-labelledby="por-que-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">Por que escolher</p>
          <h2 id="por-que-title">Por que a {brand.companyName}?</h2>
          <p className="lead">
            Relações longas se constroem com entregas consistentes. Os números dos nossos clientes contam essa história
            melhor do que nós.
          </p>
        </div>
        <ul className="why__stats">
          {stats.map((s) => (
            <li key={s.label} className="why__stat">
              <strong className="why__value">{s.value}</strong> <span className="why__label">{s.label}</span>
            </li>
          ))}
        </ul>
        <ul className="why__reasons">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="why__reason">
              <span className="why__icon">
                <Icon aria-hidden="true" size={24} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
