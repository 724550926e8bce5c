import { brand, yearsInBusiness } from '@vitrine/shared/brand';

const milestones = [
  { year: '1984', text: 'Fundada em Blumenau, com um sistema de folha de pagamento para a indústria têxtil.' },
  { year: '1996', text: `Lançamento do ERP ${brand.companyName}, com finanças, suprimentos e produção integrados.` },
  { year: '2008', text: 'Entrada na logística: TMS, WMS e roteirização para transportadoras e embarcadores.' },
  { year: '2017', text: 'Todas as soluções disponíveis em nuvem, com atendimento 24×7.' },
  { year: '2024', text: 'AI Logistics e Torre de Controle levam inteligência artificial à operação.' },
];

/** "Nossa história": since 1984; the years are counted, not written, so the copy never ages. */
export function HistorySection() {
  // One figure for the company's age on every page: counted from the founding year.
  const years = yearsInBusiness();
  return (
    <section id="nossa-historia" className="home-section history" aria-labelledby="historia-title">
      <div className="container history__grid">
        <div>
          <p className="eyebrow">Nossa história</p>
          <h2 id="historia-title">Há {years} anos fazendo a gestão e a logística do Brasil acontecerem</h2>
          <p className="lead">
            A {brand.companyName} nasceu em {brand.foundedYear}, quando informatizar uma empresa ainda era um projeto de
            coragem. Desde então, crescemos ao lado de indústrias, transportadoras, cooperativas e varejistas que
            confiam em nós para o que não pode falhar: pagar as pessoas em dia, faturar, armazenar e entregar.
          </p>
          <p>
            São {years} anos combinando software próprio e gente que entende de operação — do chão de fábrica ao centro
            de distribuição. Nossas equipes de implantação, suporte e consultoria trabalham perto de cada cliente,
            porque tecnologia só vale quando muda o resultado.
          </p>
          <div className="history__badge" aria-hidden="true">
            <span className="history__badge-number">{years}</span>
            <span className="history__badge-text">anos de mercado</span>
          </div>
        </div>
        <ol className="timeline" aria-label="Marcos da nossa história">
          {milestones.map((m) => (
            <li key={m.year} className="timeline__item">
              <span className="timeline__year">{m.year}</span>
              <p className="timeline__text">{m.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
