import { Mail } from 'lucide-react';
import { brand } from '@vitrine/shared/brand';

const MEMBERS = [
  { name: 'Mariana Duarte Schmitt', role: 'DPO', area: 'Encarregada pelo Tratamento de Dados Pessoais', since: 2020 },
  { name: 'Rafael Tomasi', role: 'Desenvolvimento', area: 'Gerente de Engenharia de Software', since: 2020 },
  { name: 'Cláudia Hoffmann', role: 'Administrativo', area: 'Coordenadora Administrativa e de Pessoas', since: 2021 },
  { name: 'Bruno Vieira Lenz', role: 'Comercial', area: 'Diretor Comercial', since: 2020 },
  { name: 'Patrícia Ramos Kühn', role: 'Contratos', area: 'Advogada — Contratos e Compliance', since: 2022 },
];

const ATTRIBUTIONS = [
  'Aprovar, revisar e divulgar as políticas, normas e procedimentos do Programa de Privacidade.',
  'Acompanhar o inventário de dados pessoais e deliberar sobre os Relatórios de Impacto (RIPD).',
  'Avaliar incidentes de segurança e decidir sobre a comunicação à ANPD e aos titulares.',
  'Promover a cultura de privacidade com treinamentos, campanhas e orientação às áreas.',
  'Reportar à Diretoria os indicadores e riscos do programa, propondo melhorias contínuas.',
];

const initials = (name: string) =>
  name
    .split(' ')
    .filter((part) => part.length > 2)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

export function CommitteePanel() {
  return (
    <div className="lgpd-committee">
      <h2>Comitê Gestor</h2>
      <p className="lgpd-committee__lead">
        O Comitê Gestor de Privacidade conduz o programa de adequação à LGPD da {brand.companyName}. Reúne-se
        mensalmente e sempre que um incidente ou um novo tratamento de alto risco exigir.
      </p>
      <ul className="lgpd-members">
        {MEMBERS.map((member) => (
          <li key={member.name} className="lgpd-member">
            <span className="lgpd-member__avatar" aria-hidden="true">
              {initials(member.name)}
            </span>
            <div>
              <p className="lgpd-member__role">{member.role}</p>
              <h3 className="lgpd-member__name">{member.name}</h3>
              <p className="lgpd-member__area">
                {member.area} · no Comitê desde {member.since}
              </p>
            </div>
          </li>
        ))}
      </ul>

      <section className="lgpd-attributions" aria-labelledby="lgpd-attr-title">
        <h3 id="lgpd-attr-title">Atribuições</h3>
        <ol type="I">
          {ATTRIBUTIONS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>

      <div className="lgpd-dpo-cta">
        <p>
          Exerça seus direitos de titular ou tire dúvidas sobre o tratamento dos seus dados diretamente com o nosso
          Encarregado.
        </p>
        <a className="lgpd-button" href={`mailto:${brand.dpoEmail}?subject=${encodeURIComponent('Dúvida sobre LGPD')}`}>
          <Mail size={18} aria-hidden="true" />
          Dúvidas? Contate o DPO
        </a>
      </div>
    </div>
  );
}
