import type { ReactNode } from 'react';

/** The technology partners (fictional companies) and their self-drawn logos. */
export interface Partner {
  id: string;
  name: string;
  category: string;
  summary: string;
  description: [string, string];
  highlights: string[];
  color: string;
  glyph: ReactNode;
}

export const partners: Partner[] = [
  {
    id: 'nimbus',
    name: 'Nimbus Cloud',
    category: 'Infraestrutura em nuvem',
    summary: 'Data centers no Brasil que hospedam as soluções Alvorada com alta disponibilidade.',
    description: [
      'A Nimbus Cloud opera data centers em São Paulo e Porto Alegre, com certificações ISO 27001 e SOC 2. Toda a linha de soluções em nuvem da Alvorada roda na infraestrutura da Nimbus, com replicação entre regiões, cópias de segurança diárias e monitoramento 24 horas.',
      'A parceria garante que os dados dos nossos clientes permaneçam em território nacional, em conformidade com a LGPD, e que a disponibilidade contratada de 99,9% seja acompanhada em painéis abertos às equipes de TI de cada cliente.',
    ],
    highlights: ['Dados hospedados no Brasil', 'Disponibilidade de 99,9%', 'Recuperação de desastres entre regiões'],
    color: '#1b5590',
    glyph: <path d="M14 36h24a9 9 0 0 0 1-18 13 13 0 0 0-25-2 10 10 0 0 0 0 20Z" fill="currentColor" />,
  },
  {
    id: 'prisma',
    name: 'Prisma Analytics',
    category: 'Business Intelligence',
    summary: 'Painéis e análises prontos sobre os dados de gestão e de logística.',
    description: [
      'A Prisma Analytics desenvolve uma plataforma de BI de autoatendimento usada por mais de 900 empresas brasileiras. Em conjunto com a Alvorada, criou conectores nativos para o ERP, o HCM e os sistemas de logística, que atualizam os indicadores sem exportações manuais.',
      'Os clientes recebem modelos de painéis para custo de frete, nível de serviço, absenteísmo e fluxo de caixa, e podem adaptá-los com o apoio dos consultores da Alvorada, que conhecem de perto a estrutura de cada módulo.',
    ],
    highlights: [
      'Conectores nativos para ERP, HCM e TMS',
      'Modelos de painéis por segmento',
      'Atualização automática dos dados',
    ],
    color: '#7b3fe4',
    glyph: (
      <>
        <path d="M24 6 42 38H6Z" fill="currentColor" opacity="0.35" />
        <path d="M24 6 33 22 24 38 15 22Z" fill="currentColor" />
      </>
    ),
  },
  {
    id: 'telemetra',
    name: 'Telemetra',
    category: 'Telemetria e rastreamento',
    summary: 'Rastreadores e sensores embarcados integrados à Torre de Controle e à Gestão de Frotas.',
    description: [
      'A Telemetra fabrica rastreadores, sensores de temperatura e câmeras embarcadas para caminhões e utilitários. Os dispositivos enviam posição, consumo e eventos de direção diretamente para a Torre de Controle e para a Gestão de Frotas da Alvorada.',
      'Com a integração, transportadoras e embarcadores acompanham cada entrega em tempo real, recebem alertas de desvio de rota e de parada não programada e alimentam o cálculo de custos da frota com dados reais de quilometragem.',
    ],
    highlights: [
      'Posição e telemetria em tempo real',
      'Alertas de desvio e de temperatura',
      'Instalação em todo o território nacional',
    ],
    color: '#0b8793',
    glyph: (
      <>
        <path d="M24 42s13-12 13-22a13 13 0 0 0-26 0c0 10 13 22 13 22Z" fill="currentColor" />
        <circle cx="24" cy="20" r="5" fill="#fff" />
      </>
    ),
  },
  {
    id: 'pagora',
    name: 'Pagora',
    category: 'Meios de pagamento',
    summary: 'Pix, boletos e cartões conciliados automaticamente no financeiro do ERP.',
    description: [
      'A Pagora é uma instituição de pagamento autorizada pelo Banco Central que processa Pix, boletos e cartões para empresas de médio e grande porte. Integrada ao ERP Alvorada, registra cobranças e baixa os títulos assim que o pagamento é confirmado.',
      'O resultado é uma conciliação bancária praticamente automática: o time financeiro deixa de conferir extratos linha a linha e passa a tratar apenas as exceções, com previsões de caixa atualizadas ao longo do dia.',
    ],
    highlights: [
      'Pix, boletos e cartões em um só contrato',
      'Baixa automática de títulos',
      'Conciliação bancária diária',
    ],
    color: '#12a150',
    glyph: (
      <>
        <rect x="5" y="11" width="38" height="26" rx="5" fill="currentColor" />
        <rect x="5" y="17" width="38" height="5" fill="#fff" opacity="0.7" />
        <rect x="10" y="28" width="12" height="4" rx="2" fill="#fff" />
      </>
    ),
  },
  {
    id: 'sintonia',
    name: 'Sintonia Automação',
    category: 'RFID e automação',
    summary: 'Projetos de RFID, coletores e esteiras conectados ao WMS e ao YMS.',
    description: [
      'A Sintonia Automação é integradora de RFID, coletores de dados, balanças e sistemas de separação automatizada para centros de distribuição. Seus projetos são entregues já conectados ao WMS e ao YMS da Alvorada, do recebimento à expedição.',
      'Em conjunto, as duas equipes desenham o fluxo físico e o fluxo de informação do armazém ao mesmo tempo, reduzindo erros de separação, acelerando o inventário e eliminando a digitação de etiquetas e documentos no pátio.',
    ],
    highlights: [
      'Inventário por RFID em minutos',
      'Coletores e impressoras homologados',
      'Projetos entregues prontos para o WMS',
    ],
    color: '#e2580f',
    glyph: (
      <>
        <path
          d="M10 24a14 14 0 0 1 28 0M16 24a8 8 0 0 1 16 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <rect x="19" y="26" width="10" height="14" rx="2" fill="currentColor" />
      </>
    ),
  },
  {
    id: 'saber',
    name: 'Instituto Saber Logístico',
    category: 'Educação corporativa',
    summary: 'Cursos e certificações para as equipes que usam as soluções Alvorada.',
    description: [
      'O Instituto Saber Logístico oferece cursos presenciais e on-line de gestão de transportes, armazenagem, departamento pessoal e controladoria. Em parceria com a Alvorada, mantém trilhas de capacitação que combinam conceitos de gestão com a prática nos nossos sistemas.',
      'Os clientes podem certificar usuários-chave antes e depois da implantação, o que acelera a adoção das soluções e forma multiplicadores internos capazes de treinar novos colaboradores sem depender de consultoria externa.',
    ],
    highlights: ['Trilhas por função e por sistema', 'Certificação de usuários-chave', 'Turmas presenciais e on-line'],
    color: '#0b2a4a',
    glyph: (
      <>
        <path d="m24 8 20 10-20 10L4 18Z" fill="currentColor" />
        <path d="M12 23v9c0 3 6 6 12 6s12-3 12-6v-9l-12 6Z" fill="currentColor" opacity="0.55" />
      </>
    ),
  },
];

/** A partner's logo: its glyph and name, in the partner's colour. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <span className="partner-logo" style={{ color: partner.color }}>
      <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        {partner.glyph}
      </svg>
      <span className="partner-logo__name">{partner.name}</span>
    </span>
  );
}
