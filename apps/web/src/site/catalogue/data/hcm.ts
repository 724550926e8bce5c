/**
 * HCM — the people-management suite (docs/PRODUCT.md §9, "Catalogue content").
 * Content only: rendered by the solution page template. Figures from the spec's
 * "Marketing figures" list are placed in the module they describe (Folha, Carreira e
 * Sucessão, Gestão de desempenho, Pesquisa de Clima, Pesquisa Salarial, Benefícios Wiipo).
 */
import {
  Banknote,
  Blocks,
  Briefcase,
  ChartColumnBig,
  ChartLine,
  Clock,
  CreditCard,
  Gift,
  Globe,
  GraduationCap,
  Grid3x3,
  HandCoins,
  Heart,
  HeartHandshake,
  HeartPulse,
  LayoutDashboard,
  Network,
  Scale,
  ShieldCheck,
  Signature,
  Smartphone,
  Target,
  ThermometerSun,
  UserSearch,
  Zap,
} from 'lucide-react';
import { yearsInBusiness } from '@vitrine/shared/brand';
import { illustrations, withAlt } from '../illustrations';
import type { Solution } from '../types';

export const hcm: Solution = {
  id: 'hcm',
  title: 'HCM',
  subtitle: 'Mais agilidade e precisão na gestão de pessoas',
  description:
    'Uma plataforma completa de Human Capital Management que acompanha o colaborador da vaga ao desligamento: recrutamento, admissão, folha, ponto, benefícios, saúde e segurança, desempenho, carreira e experiência do colaborador, com a legislação trabalhista brasileira sempre em dia.',
  infoCardsData: [
    {
      image: Zap,
      title: 'Automação de processos',
      description:
        'Cálculos de folha, férias, rescisões, apuração de ponto e envio de eventos ao eSocial acontecem de forma automática, liberando o RH da digitação e do retrabalho.',
    },
    {
      image: Blocks,
      title: 'Integração completa',
      description:
        'Módulos que compartilham o mesmo cadastro e conversam com o ERP, a contabilidade e os sistemas de terceiros: um dado é digitado uma vez e vale em toda a empresa.',
    },
    {
      image: ShieldCheck,
      title: 'Conformidade legal',
      description:
        'CLT, convenções coletivas, eSocial, FGTS Digital, DCTFWeb, EFD-Reinf e Normas Regulamentadoras acompanhadas por uma equipe dedicada, com atualizações entregues antes dos prazos.',
    },
    {
      image: ChartLine,
      title: 'Análise de dados',
      description:
        'Indicadores de turnover, absenteísmo, custo de pessoal e desempenho em painéis prontos, para decisões baseadas em dados e não em planilhas paralelas.',
    },
    {
      image: Heart,
      title: 'Experiência do colaborador',
      description:
        'Holerite, férias, ponto, benefícios e comunicados no celular: o colaborador resolve sozinho o que antes exigia um atendimento do RH.',
    },
  ],
  infoCardsPerLineLg: 3,
  bannerData: {
    title: `Há ${yearsInBusiness()} anos ao lado do RH brasileiro`,
    bigText: 'Da primeira entrevista ao último holerite, toda a jornada do colaborador em uma única plataforma.',
    image: withAlt(illustrations.people, 'Colaboradores de diferentes áreas reunidos em torno da plataforma de RH'),
  },
  // The category ids stay as the spec spells them (data, 'Talent Managment' included); the tab a
  // person reads is in Portuguese, like every other label on the site.
  tabOptions: [
    {
      id: 'Talent Acquisition',
      tabName: 'Atração de talentos',
      description:
        'Do pedido de vaga ao primeiro dia de trabalho: recrutamento, seleção, portal de carreiras e admissão 100% digital.',
    },
    {
      id: 'Talent Operation',
      tabName: 'Administração de pessoal',
      description:
        'A rotina que não pode falhar: folha, ponto, benefícios, departamento pessoal, saúde e segurança e jurídico trabalhista em conformidade com a lei.',
    },
    {
      id: 'Talent Managment',
      tabName: 'Gestão de talentos',
      description:
        'Desempenho, carreira, remuneração, aprendizagem, clima e diversidade para desenvolver e reter as pessoas certas.',
    },
    {
      id: 'Employee Experience',
      tabName: 'Experiência do colaborador',
      description:
        'Benefícios flexíveis e um aplicativo próprio para que cada pessoa resolva sua vida funcional com autonomia, onde estiver.',
    },
  ],
  modulesCardsData: [
    // ——— Talent Operation ———
    {
      id: 'planejamento-de-pessoal',
      title: 'Planejamento de Pessoal',
      icon: Network,
      description:
        'Quadro de vagas, orçamento de pessoal e estrutura organizacional planejados em um só lugar, com simulações de cenários antes de qualquer contratação ou reajuste.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'Cada contratação começa no planejamento',
          text: 'O módulo **Planejamento de Pessoal** conecta a estratégia da empresa ao quadro de colaboradores. Defina quantas pessoas cada área precisa, quanto isso vai custar e quando as vagas devem ser abertas, com [[aprovação em fluxo]] e histórico de cada decisão.',
          image: withAlt(illustrations.team, 'Gestores planejando o quadro de pessoal em uma reunião'),
        },
        sections: [
          {
            title: 'Quadro de lotação sob controle',
            text: 'Compare o quadro previsto com o realizado por unidade, centro de custo, cargo e turno. Vagas excedentes, posições congeladas e substituições pendentes aparecem em destaque para o gestor e para o RH.',
            items: [
              {
                title: 'Estrutura organizacional',
                text: 'Organograma navegável com posições, níveis hierárquicos e lideranças, mantido a partir do próprio cadastro de colaboradores.',
                markersDecoration: true,
              },
              {
                title: 'Requisição de vagas com alçadas',
                text: 'Pedidos de aumento de quadro ou substituição passam por aprovadores definidos por valor, área e tipo de vaga.',
                markersDecoration: true,
              },
              {
                title: 'Integração com o recrutamento',
                text: 'Vaga aprovada segue direto para o módulo de Recrutamento e Seleção, já com cargo, faixa salarial e centro de custo.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Orçamento de pessoal com simulações',
            subtitle: 'Antecipe o impacto antes de assinar',
            text: 'Projete salários, encargos, provisões de férias e 13º e benefícios mês a mês. Simule o efeito de um dissídio, de uma nova filial ou de um turno extra e compare cenários lado a lado antes de levar a proposta à diretoria.',
          },
          {
            textNImage: {
              text: 'O orçado e o realizado ficam no mesmo painel: a folha calculada alimenta automaticamente o acompanhamento do orçamento, sem exportações nem planilhas paralelas.',
              image: withAlt(
                illustrations.financeChart,
                'Gráfico comparando orçamento de pessoal previsto e realizado',
              ),
            },
          },
        ],
        conclusion: {
          text: 'Com o Planejamento de Pessoal, o crescimento da equipe deixa de ser reativo: cada vaga nasce aprovada, orçada e alinhada à estratégia do negócio.',
        },
      },
    },
    {
      id: 'saude-medicina-e-seguranca',
      title: 'Saúde Medicina e Segurança',
      icon: HeartPulse,
      description:
        'PCMSO, PGR, ASOs, CAT, EPIs e os eventos S-2210, S-2220 e S-2240 do eSocial em um só módulo, para proteger as pessoas e manter a empresa em dia com as NRs.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'Segurança do trabalho que sai do papel',
          text: 'Saúde ocupacional e segurança do trabalho exigem controle de prazos, exames, riscos e documentos. O módulo **Saúde Medicina e Segurança** reúne tudo isso e envia ao eSocial os eventos de [[SST]] a partir dos mesmos dados usados pela equipe técnica no dia a dia.',
          image: withAlt(
            illustrations.security,
            'Escudo representando a proteção da saúde e segurança dos colaboradores',
          ),
        },
        sections: [
          {
            title: 'Medicina ocupacional',
            items: [
              {
                title: 'PCMSO e ASOs',
                text: 'Programa de Controle Médico de Saúde Ocupacional (NR-7) com convocação automática para exames admissionais, periódicos, de retorno ao trabalho, de mudança de risco e demissionais.',
                markersDecoration: true,
              },
              {
                title: 'Agenda com clínicas credenciadas',
                text: 'Agendamento, controle de comparecimento e recebimento dos atestados de saúde ocupacional em formato digital.',
                markersDecoration: true,
              },
              {
                title: 'Atestados e afastamentos',
                text: 'Registro de atestados médicos com CID, controle de afastamentos acima de 15 dias e encaminhamento ao INSS.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Segurança do trabalho',
            items: [
              {
                title: 'GRO e PGR',
                text: 'Inventário de riscos e plano de ação do Programa de Gerenciamento de Riscos conforme a NR-1, por ambiente, função e atividade.',
                markersDecoration: true,
              },
              {
                title: 'EPIs com rastreabilidade',
                text: 'Entrega de equipamentos com número de CA, validade, periodicidade de troca e ficha assinada eletronicamente, conforme a NR-6.',
                markersDecoration: true,
              },
              {
                title: 'CIPA e investigação de acidentes',
                text: 'Processo eleitoral da CIPA (NR-5), atas de reunião, emissão de CAT e análise de causas com plano de ação.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'eSocial de SST sem retrabalho',
            text: 'Os eventos **S-2210** (Comunicação de Acidente de Trabalho), **S-2220** (Monitoramento da Saúde do Trabalhador) e **S-2240** (Condições Ambientais do Trabalho) são gerados a partir dos registros do módulo, e o PPP eletrônico é composto automaticamente com o histórico de exposição de cada colaborador.',
          },
        ],
        conclusion: {
          text: 'Menos acidentes, menos afastamentos e nenhuma surpresa na fiscalização: a gestão de SST passa a ser preventiva, documentada e integrada à folha.',
        },
      },
    },
    {
      id: 'folha',
      title: 'Folha',
      icon: Banknote,
      description:
        'Folha de pagamento que atende de 70 a mais de 150 mil vínculos e processa cerca de 20% dos vínculos empregatícios do Brasil, integrada ao eSocial, FGTS Digital e DCTFWeb.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'A folha de pagamento em que o Brasil confia',
          text: 'Da pequena empresa com 70 colaboradores ao grande grupo com **mais de 150 mil vínculos**, o módulo **Folha** calcula com precisão a remuneração de [[cerca de 20% dos vínculos empregatícios do Brasil]]. Motor de cálculo configurável, regras de convenções coletivas parametrizadas e obrigações legais entregues no prazo.',
          image: withAlt(illustrations.documents, 'Holerites empilhados com selo de aprovação'),
        },
        sections: [
          {
            title: 'Todos os cálculos da rotina trabalhista',
            items: [
              {
                title: 'Folha mensal, adiantamento e complementares',
                text: 'Proventos, descontos, adicionais de insalubridade, periculosidade e noturno, DSR sobre variáveis e pensão alimentícia calculados a partir de regras configuráveis.',
                markersDecoration: true,
              },
              {
                title: 'Férias, 13º salário e rescisões',
                text: 'Médias de variáveis, abono pecuniário, férias coletivas e verbas rescisórias com o termo de rescisão pronto para assinatura.',
                markersDecoration: true,
              },
              {
                title: 'PLR, dissídios e retroativos',
                text: 'Pagamentos de participação nos lucros e diferenças de reajuste sindical calculados em lote, com reflexos em encargos e provisões.',
                markersDecoration: true,
              },
              {
                title: 'Múltiplas empresas e CNPJs',
                text: 'Grupos econômicos com diversas empresas, filiais e sindicatos processados em paralelo no mesmo ambiente.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Obrigações legais integradas',
            subtitle: 'eSocial, FGTS Digital, DCTFWeb e EFD-Reinf',
            text: 'Os eventos periódicos **S-1200**, **S-1210** e **S-1299** são gerados e transmitidos a partir da folha fechada. As guias do **FGTS Digital**, pagas por PIX, e as contribuições previdenciárias declaradas na **DCTFWeb** são conferidas contra os valores calculados antes do vencimento, evitando multas e divergências.',
          },
          {
            textNImage: {
              text: 'Uma auditoria prévia compara cada competência com a anterior e aponta variações fora do padrão, como horas extras atípicas ou rubricas sem incidência, antes do fechamento. Depois, a contabilização segue automaticamente para o ERP.',
              image: withAlt(illustrations.analytics, 'Análise de variações da folha entre competências'),
            },
          },
        ],
        conclusion: {
          text: 'Uma folha que escala com a sua empresa, de 70 a mais de 150 mil vínculos, sem perder precisão nem prazo.',
        },
      },
    },
    {
      id: 'ponto',
      title: 'Ponto',
      icon: Clock,
      description:
        'Controle de jornada conforme a Portaria 671/2021: marcações por REP, aplicativo ou web, banco de horas, escalas e apuração enviada direto para a folha.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'Jornada apurada do jeito que a lei exige',
          text: 'O módulo **Ponto** recebe marcações de relógios REP-C, REP-A e do REP-P por aplicativo ou navegador, trata as ocorrências e entrega a apuração pronta para a folha. Tudo em conformidade com a [[Portaria MTP 671/2021]], com geração do AFD e do AEJ para a fiscalização.',
          image: withAlt(illustrations.mobile, 'Colaborador registrando o ponto pelo celular'),
        },
        sections: [
          {
            title: 'Marcação onde o trabalho acontece',
            items: [
              {
                text: 'Aplicativo com geolocalização, cerca virtual e reconhecimento facial para equipes externas e em home office.',
                markersDecoration: true,
              },
              {
                text: 'Integração com relógios de ponto dos principais fabricantes, com coleta automática das marcações.',
                markersDecoration: true,
              },
              {
                text: 'Comprovante de registro enviado ao colaborador a cada marcação, como determina a portaria.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Regras de jornada sem planilhas',
            text: 'Escalas 12x36, 6x1, revezamento e turnos noturnos com hora reduzida, tolerâncias, intervalos intrajornada e interjornada e limites de horas extras configurados por sindicato. O **banco de horas** controla saldos, prazos de compensação e vencimentos conforme o acordo vigente.',
          },
          {
            title: 'Tratamento de ocorrências pelo gestor',
            text: 'Atrasos, faltas, esquecimentos de marcação e horas extras não autorizadas chegam ao líder em uma fila de aprovação. Quando o período fecha, a apuração segue para a folha sem digitação, e o espelho de ponto fica disponível para ciência eletrônica do colaborador.',
          },
        ],
        conclusion: {
          text: 'Menos passivo trabalhista, horas extras sob controle e um fechamento de ponto que leva horas, não dias.',
        },
      },
    },
    {
      id: 'gestao-de-departamento-pessoal',
      title: 'Gestão de Departamento Pessoal',
      icon: Briefcase,
      description:
        'Cadastro, contratos, alterações, afastamentos, transferências e desligamentos com fluxos de aprovação, prontuário digital e eventos do eSocial gerados automaticamente.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'O coração administrativo do RH',
          text: 'Tudo o que acontece com o vínculo de um colaborador passa pelo Departamento Pessoal. O módulo **Gestão de Departamento Pessoal** organiza essas movimentações em [[fluxos digitais com aprovação]], mantém o histórico completo e comunica cada alteração ao eSocial no prazo correto.',
          image: withAlt(illustrations.documents, 'Prontuário digital do colaborador com documentos organizados'),
        },
        sections: [
          {
            title: 'Movimentações com rastreabilidade',
            items: [
              {
                title: 'Alterações cadastrais e contratuais',
                text: 'Promoções, mudanças de cargo, jornada ou salário geram os eventos S-2205 e S-2206 a partir da aprovação, sem redigitação.',
                markersDecoration: true,
              },
              {
                title: 'Afastamentos',
                text: 'Licença-maternidade, auxílio-doença, acidente de trabalho e licenças previstas em convenção, com envio do evento S-2230.',
                markersDecoration: true,
              },
              {
                title: 'Transferências entre empresas e filiais',
                text: 'Mudanças de estabelecimento, sindicato ou empresa do grupo preservando o histórico e os direitos do colaborador.',
                markersDecoration: true,
              },
              {
                title: 'Desligamentos',
                text: 'Checklist de devoluções, aviso prévio, homologação e o evento S-2299, integrados ao cálculo rescisório da folha.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Prontuário digital',
            text: 'Contratos, aditivos, documentos pessoais, dependentes e termos assinados ficam no prontuário eletrônico de cada colaborador, com controle de acesso por perfil e retenção conforme a **LGPD**. Adeus às pastas físicas e às buscas no arquivo morto.',
          },
          {
            title: 'Controles legais do dia a dia',
            text: 'Cotas de aprendizes e de pessoas com deficiência, vencimento de contratos de experiência e temporários, estabilidades provisórias e contribuições sindicais ficam monitorados com alertas antes do prazo.',
          },
        ],
        conclusion: {
          text: 'Um Departamento Pessoal que trabalha com processos, não com pilhas de papel, e que responde a qualquer auditoria em minutos.',
        },
      },
    },
    {
      id: 'gestao-de-beneficios',
      title: 'Gestão de Benefícios',
      icon: Gift,
      description:
        'Vale-transporte, alimentação, refeição, plano de saúde, odontológico e seguro de vida com elegibilidade por política, conferência de faturas e descontos direto na folha.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'Benefícios bem administrados valem mais',
          text: 'Benefícios são um dos maiores custos de pessoal depois do salário, e também um dos mais sujeitos a erros. O módulo **Gestão de Benefícios** aplica as políticas da empresa automaticamente, [[confere as faturas dos fornecedores]] e leva coparticipações e descontos para a folha.',
          image: withAlt(illustrations.compliance, 'Lista de benefícios conferidos item a item'),
        },
        sections: [
          {
            title: 'Políticas que se aplicam sozinhas',
            text: 'Defina regras de elegibilidade por cargo, sindicato, filial ou tempo de casa. Na admissão, na promoção ou na transferência, o colaborador recebe exatamente os benefícios a que tem direito, sem depender de lembrança ou planilha.',
          },
          {
            title: 'Tudo o que o RH precisa controlar',
            items: [
              {
                title: 'Vale-transporte',
                text: 'Cálculo por itinerário e dias úteis, com o desconto de até 6% do salário aplicado na folha.',
                markersDecoration: true,
              },
              {
                title: 'Alimentação e refeição',
                text: 'Créditos conforme as regras do PAT, com ajustes por faltas, férias e afastamentos.',
                markersDecoration: true,
              },
              {
                title: 'Saúde e odontológico',
                text: 'Inclusão e exclusão de titulares e dependentes, coparticipação e mensalidades por faixa etária.',
                markersDecoration: true,
              },
              {
                title: 'Seguro de vida e previdência privada',
                text: 'Capitais segurados, beneficiários e contribuições controlados por colaborador.',
                markersDecoration: true,
              },
            ],
          },
          {
            textNImage: {
              text: 'A conciliação compara a fatura de cada operadora com a base ativa e aponta cobranças de ex-colaboradores, dependentes sem vínculo ou valores fora do contrato, uma fonte comum de desperdício.',
              image: withAlt(illustrations.financeChart, 'Gráfico de economia obtida com a conciliação de faturas'),
            },
          },
        ],
        conclusion: {
          text: 'Cada real investido em benefícios chega a quem tem direito, e nenhum é pago por engano.',
        },
      },
    },
    {
      id: 'juridico',
      title: 'Jurídico',
      icon: Scale,
      description:
        'Processos trabalhistas, prazos, audiências, depósitos judiciais e provisões em um só lugar, com os eventos S-2500 e S-2501 do eSocial gerados a partir das decisões.',
      category: 'Talent Operation',
      content: {
        section: {
          title: 'Contencioso trabalhista sob controle',
          text: 'O módulo **Jurídico** une o RH e o departamento jurídico em torno dos processos trabalhistas. Prazos, audiências, pedidos, valores e provisões ficam organizados por processo, e os [[dados do contrato de trabalho]] vêm direto do cadastro do colaborador.',
          image: withAlt(illustrations.compliance, 'Checklist de prazos processuais cumpridos'),
        },
        sections: [
          {
            title: 'Acompanhamento de ponta a ponta',
            items: [
              {
                text: 'Cadastro de reclamações trabalhistas com pedidos, valores e escritório responsável, interno ou terceirizado.',
                markersDecoration: true,
              },
              {
                text: 'Agenda de prazos e audiências com alertas para advogados, prepostos e testemunhas.',
                markersDecoration: true,
              },
              {
                text: 'Controle de depósitos recursais, garantias judiciais, acordos e pagamentos de condenações.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Provisões para o balanço',
            text: 'Classifique cada pedido como provável, possível ou remoto e acompanhe a evolução da provisão contábil mês a mês, com a informação pronta para as notas explicativas e para a controladoria.',
          },
          {
            title: 'Processo trabalhista no eSocial',
            subtitle: 'S-2500 e S-2501',
            text: 'Decisões e acordos que reconhecem verbas ou vínculos são informados pelos eventos **S-2500** e **S-2501**, com os tributos decorrentes calculados a partir das bases do processo. A causa raiz de cada ação vira indicador para o RH agir na prevenção.',
          },
        ],
        conclusion: {
          text: 'Menos risco, provisões confiáveis e informações que ajudam a evitar o próximo processo.',
        },
      },
    },

    // ——— Talent Acquisition ———
    {
      id: 'recrutamento-e-selecao',
      title: 'Recrutamento e Seleção',
      icon: UserSearch,
      description:
        'Da requisição da vaga à proposta aceita: divulgação em vários canais, triagem por critérios, testes, entrevistas agendadas e um funil de seleção visível para o gestor.',
      category: 'Talent Acquisition',
      content: {
        section: {
          title: 'Contrate melhor e em menos tempo',
          text: 'O módulo **Recrutamento e Seleção** organiza todo o processo seletivo em um funil visual. Recrutadores e gestores acompanham cada candidato, registram avaliações e decidem com base em [[critérios objetivos]], não em e-mails perdidos.',
          image: withAlt(illustrations.people, 'Candidatos em diferentes etapas do processo seletivo'),
        },
        sections: [
          {
            title: 'Atração em vários canais',
            text: 'Publique a vaga no portal de carreiras da empresa, no LinkedIn e em sites de emprego com um clique. Vagas internas podem ser divulgadas primeiro aos colaboradores, valorizando a mobilidade dentro de casa.',
          },
          {
            title: 'Triagem e avaliação',
            items: [
              {
                title: 'Perguntas eliminatórias e ranqueamento',
                text: 'Candidatos classificados por aderência aos requisitos da vaga, como formação, experiência, disponibilidade e localização.',
                markersDecoration: true,
              },
              {
                title: 'Testes e entrevistas',
                text: 'Testes on-line, entrevistas por vídeo e agenda integrada ao calendário dos entrevistadores.',
                markersDecoration: true,
              },
              {
                title: 'Pareceres padronizados',
                text: 'Roteiros de entrevista e avaliações por competência que tornam a comparação entre candidatos justa.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Indicadores do processo seletivo',
            text: 'Tempo para contratar, taxa de conversão por etapa, origem dos candidatos contratados e custo por contratação em tempo real. O banco de talentos guarda quem ficou de fora com consentimento registrado, conforme a **LGPD**, para as próximas oportunidades.',
          },
        ],
        conclusion: {
          text: 'Com o processo seletivo estruturado, a vaga é preenchida mais rápido e o candidato vive uma experiência à altura da sua marca.',
        },
      },
    },
    {
      id: 'admissao-digital',
      title: 'Admissão Digital',
      icon: Signature,
      description:
        'O candidato aprovado envia documentos pelo celular, assina o contrato eletronicamente e chega ao primeiro dia com cadastro, exame admissional e eSocial resolvidos.',
      category: 'Talent Acquisition',
      content: {
        section: {
          title: 'Admissão sem papel e sem filas',
          text: 'Com a **Admissão Digital**, o RH envia um link ao candidato aprovado, que fotografa documentos, preenche os dados e [[assina o contrato de trabalho eletronicamente]]. O cadastro chega pronto para a folha, sem digitação.',
          image: withAlt(illustrations.mobile, 'Candidato enviando documentos de admissão pelo celular'),
        },
        sections: [
          {
            title: 'Como funciona',
            items: [
              {
                title: '1. Convite',
                text: 'Ao aprovar o candidato, o RH dispara o convite por e-mail ou WhatsApp com a lista de documentos exigidos para o cargo.',
                markersDecoration: true,
              },
              {
                title: '2. Envio e validação',
                text: 'Fotos de RG, CPF, comprovantes e certidões passam por leitura automática e conferência pelo RH na mesma tela.',
                markersDecoration: true,
              },
              {
                title: '3. Exame e assinatura',
                text: 'O exame admissional é agendado com a clínica, e o contrato e os termos são assinados eletronicamente com validade jurídica.',
                markersDecoration: true,
              },
              {
                title: '4. Cadastro e eSocial',
                text: 'Os dados seguem para o cadastro, e o evento S-2200 é enviado antes do início das atividades, como exige o eSocial.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Dados corretos desde o primeiro dia',
            text: 'A qualificação cadastral de CPF e NIS evita rejeições no eSocial, e os dados de dependentes, conta para pagamento e opções de benefícios entram validados. Acabam os retornos ao candidato para corrigir informação incompleta.',
          },
        ],
        conclusion: {
          text: 'Uma admissão que leva minutos para o RH e causa uma ótima primeira impressão no novo colaborador.',
        },
      },
    },
    {
      id: 'portal-de-talentos',
      title: 'Portal de Talentos',
      icon: Globe,
      description:
        'Um site de carreiras com a identidade da sua empresa, vagas sempre atualizadas, candidatura simples pelo celular e acompanhamento de cada etapa pelo candidato.',
      category: 'Talent Acquisition',
      content: {
        section: {
          title: 'A vitrine da sua marca empregadora',
          text: 'O **Portal de Talentos** é a porta de entrada de quem quer trabalhar na sua empresa. Ele apresenta cultura, benefícios e vagas abertas com a [[sua identidade visual]] e leva cada candidatura direto para o módulo de Recrutamento e Seleção.',
          image: withAlt(illustrations.cloud, 'Portal de carreiras acessado de vários dispositivos'),
        },
        sections: [
          {
            title: 'Para o candidato',
            items: [
              {
                text: 'Candidatura em poucos passos, com importação do currículo e do perfil profissional.',
                markersDecoration: true,
              },
              {
                text: 'Acompanhamento da situação de cada processo seletivo, sem precisar escrever ao RH.',
                markersDecoration: true,
              },
              {
                text: 'Alertas de novas vagas por área de interesse e cidade.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Para a empresa',
            text: 'Páginas de vaga otimizadas para buscadores, seção de depoimentos de colaboradores, vagas afirmativas com filtros próprios e recursos de acessibilidade. Termos de consentimento e a política de privacidade ficam visíveis em cada candidatura, conforme a **LGPD**.',
          },
          {
            title: 'Publicação sem depender da TI',
            text: 'O próprio RH edita textos, fotos, vídeos e a página de benefícios em um editor visual, cria páginas específicas para programas de estágio e trainee e publica as vagas aprovadas no Recrutamento e Seleção sem intervenção técnica.',
          },
          {
            textNImage: {
              text: 'Relatórios de acesso mostram de quais canais vêm os visitantes, quantos iniciam e concluem a candidatura e em qual etapa desistem, para que a empresa invista onde o portal mais converte.',
              image: withAlt(illustrations.analytics, 'Funil de conversão das visitas ao portal em candidaturas'),
            },
          },
        ],
        conclusion: {
          text: 'Mais candidatos qualificados chegando por conta própria, e menos dependência de anúncios pagos.',
        },
      },
    },

    // ——— Employee Experience ———
    {
      id: 'beneficios-flexiveis-wiipo',
      title: 'Benefícios Flexíveis Wiipo',
      icon: CreditCard,
      description:
        'Cartão multibenefícios aceito em mais de 6 milhões de estabelecimentos: o colaborador distribui o saldo entre alimentação, refeição, mobilidade, saúde, educação e cultura.',
      category: 'Employee Experience',
      content: {
        section: {
          title: 'O benefício que se adapta a cada pessoa',
          text: 'Com os **Benefícios Flexíveis Wiipo**, a empresa define o valor e o colaborador escolhe como usar. O cartão é aceito em [[mais de 6 milhões de estabelecimentos]] em todo o país, e o saldo fica organizado em carteiras por categoria.',
          image: withAlt(illustrations.mobile, 'Aplicativo de benefícios flexíveis com saldos por categoria'),
        },
        sections: [
          {
            title: 'Carteiras para cada necessidade',
            items: [
              {
                title: 'Alimentação e refeição',
                text: 'Supermercados, restaurantes e aplicativos de entrega, dentro das regras do PAT.',
                markersDecoration: true,
              },
              {
                title: 'Mobilidade',
                text: 'Combustível, transporte por aplicativo, estacionamento e transporte público.',
                markersDecoration: true,
              },
              {
                title: 'Saúde e bem-estar',
                text: 'Farmácias, academias, consultas e terapias.',
                markersDecoration: true,
              },
              {
                title: 'Educação e cultura',
                text: 'Cursos, livros, cinema e eventos.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Recarga integrada à folha',
            text: 'Os créditos são calculados a partir da Gestão de Benefícios e da folha, considerando faltas, férias e afastamentos, e liberados em lote na data definida pelo RH. Relatórios de uso por categoria mostram o que realmente importa para as pessoas.',
          },
          {
            textNImage: {
              text: 'No aplicativo, o colaborador consulta saldo e extrato, move valores entre as carteiras permitidas, bloqueia o cartão em caso de perda e usa o cartão virtual para compras on-line.',
              image: withAlt(illustrations.security, 'Cartão de benefícios protegido por bloqueio no aplicativo'),
            },
          },
        ],
        conclusion: {
          text: 'Um único cartão, liberdade de escolha para o colaborador e controle total para a empresa.',
        },
      },
    },
    {
      id: 'app-do-colaborador-waapi',
      title: 'App do colaborador Waapi',
      icon: Smartphone,
      description:
        'Holerite, informe de rendimentos, férias, ponto, comunicados e pesquisas no celular de cada colaborador, inclusive de quem trabalha no chão de fábrica, na loja ou na estrada.',
      category: 'Employee Experience',
      content: {
        section: {
          title: 'O RH no bolso de cada colaborador',
          text: 'O **App do colaborador Waapi** dá autonomia às pessoas e tira do RH as solicitações repetitivas. Tudo o que o colaborador precisa consultar ou pedir está a [[poucos toques de distância]], com as informações vindas diretamente da folha e do ponto.',
          image: withAlt(illustrations.mobile, 'Aplicativo do colaborador aberto na tela inicial'),
        },
        sections: [
          {
            title: 'Autoatendimento que resolve',
            items: [
              {
                text: 'Holerite, informe de rendimentos e espelho de ponto disponíveis a qualquer hora.',
                markersDecoration: true,
              },
              {
                text: 'Solicitação de férias, abono e ajustes de marcação com aprovação do gestor no próprio app.',
                markersDecoration: true,
              },
              {
                text: 'Atualização de dados pessoais, dependentes e conta bancária, com validação do RH.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Comunicação interna de verdade',
            subtitle: 'Especialmente para quem não usa e-mail corporativo',
            text: 'Comunicados segmentados por unidade ou cargo com confirmação de leitura, aniversariantes, campanhas internas e pesquisas rápidas. Equipes operacionais, que muitas vezes não têm computador nem e-mail, passam a receber as mesmas informações que o escritório.',
          },
          {
            title: 'Integração com o HCM',
            text: 'O app conversa com os módulos de Folha, Ponto, Pesquisa de Clima, Aprendizagem e Benefícios Flexíveis, e o acesso é feito com login seguro e biometria do próprio aparelho.',
          },
        ],
        conclusion: {
          text: 'Colaboradores mais bem informados e um RH livre para cuidar do que é estratégico.',
        },
      },
    },

    // ——— Talent Managment ———
    {
      id: 'painel-de-gestao',
      title: 'Painel de Gestão',
      icon: LayoutDashboard,
      description:
        'Turnover, absenteísmo, headcount, horas extras e custo de pessoal em painéis prontos, com filtros por área e detalhamento até o colaborador para decisões rápidas.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'People analytics sem montar planilhas',
          text: 'O **Painel de Gestão** transforma os dados de todos os módulos do HCM em indicadores prontos para a diretoria, o RH e cada líder. Os números se atualizam sozinhos e [[falam a mesma língua]] em toda a empresa.',
          image: withAlt(illustrations.dashboard, 'Painel de indicadores de gestão de pessoas'),
        },
        sections: [
          {
            title: 'Indicadores que importam',
            items: [
              {
                title: 'Quadro e movimentação',
                text: 'Headcount, admissões, desligamentos, turnover voluntário e involuntário por área e período.',
                markersDecoration: true,
              },
              {
                title: 'Custo de pessoal',
                text: 'Folha, encargos, benefícios e horas extras comparados com o orçamento.',
                markersDecoration: true,
              },
              {
                title: 'Absenteísmo e saúde',
                text: 'Faltas, atestados e afastamentos com tendência mensal e principais causas.',
                markersDecoration: true,
              },
              {
                title: 'Desenvolvimento',
                text: 'Resultado das avaliações, cursos concluídos e posições com sucessor definido.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Cada líder vê a sua equipe',
            text: 'Permissões por perfil garantem que o gestor veja apenas o seu time, enquanto o RH e a diretoria têm a visão consolidada. Alertas avisam quando um indicador sai da meta, como um aumento de horas extras ou de atestados em uma unidade.',
          },
          {
            title: 'Do indicador ao detalhe',
            subtitle: 'Investigue a causa com poucos cliques',
            text: 'Parta do número consolidado da empresa e desça por unidade, área e equipe até a lista de colaboradores que explica o resultado. Os painéis podem ser exportados para apresentações, e os dados ficam disponíveis para ferramentas de BI já usadas pela empresa.',
          },
        ],
        conclusion: {
          text: 'Decisões sobre pessoas baseadas em dados confiáveis, na hora em que são necessárias.',
        },
      },
    },
    {
      id: 'aprendizagem-lms',
      title: 'Aprendizagem LMS',
      icon: GraduationCap,
      description:
        'Plataforma de aprendizagem com trilhas, cursos on-line e presenciais, treinamentos obrigatórios das NRs com controle de validade, certificados e gamificação.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Desenvolvimento contínuo para toda a empresa',
          text: 'O **Aprendizagem LMS** reúne a universidade corporativa em um só ambiente: trilhas por cargo, cursos próprios ou de parceiros e a gestão dos [[treinamentos obrigatórios]], acessível pelo computador ou pelo celular.',
          image: withAlt(illustrations.team, 'Colaboradores participando de um treinamento'),
        },
        sections: [
          {
            title: 'Conteúdo para todos os formatos',
            items: [
              {
                text: 'Cursos em vídeo, pacotes SCORM, documentos, questionários e turmas presenciais com lista de presença digital.',
                markersDecoration: true,
              },
              {
                text: 'Trilhas de integração para novos colaboradores e trilhas de desenvolvimento por cargo ou competência.',
                markersDecoration: true,
              },
              {
                text: 'Gamificação com pontos, medalhas e ranking para estimular a participação.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Treinamentos obrigatórios em dia',
            subtitle: 'NR-10, NR-12, NR-35 e outros',
            text: 'Defina quais capacitações cada função exige e a validade de cada uma. O sistema convoca o colaborador antes do vencimento, registra a carga horária e emite o certificado, mantendo a empresa preparada para auditorias e fiscalizações.',
          },
          {
            title: 'Aprendizado ligado ao desempenho',
            text: 'Lacunas identificadas na avaliação de desempenho viram recomendações de cursos no plano de desenvolvimento individual. Avaliações de reação e de aprendizagem mostram quais treinamentos trazem resultado.',
          },
        ],
        conclusion: {
          text: 'Pessoas mais preparadas, conformidade garantida e investimento em treinamento com retorno mensurável.',
        },
      },
    },
    {
      id: 'gestao-de-desempenho',
      title: 'Gestão de desempenho',
      icon: Target,
      description:
        'Avaliações de 90, 180 e 360 graus, metas, competências, feedback contínuo e calibração, com o plano de desenvolvimento individual nascendo do próprio resultado.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Avaliar para desenvolver',
          text: 'O módulo **Gestão de desempenho** estrutura o ciclo de avaliação do início ao fim, com modelos de [[90, 180 e 360 graus]] para que cada empresa escolha quem avalia quem. Metas, competências e feedbacks ficam registrados e acessíveis ao longo do ano.',
          image: withAlt(illustrations.analytics, 'Evolução do desempenho de um colaborador ao longo do ciclo'),
        },
        sections: [
          {
            title: 'Modelos de avaliação',
            items: [
              {
                title: '90 graus',
                text: 'O gestor avalia o colaborador: ideal para ciclos iniciais e equipes operacionais.',
                markersDecoration: true,
              },
              {
                title: '180 graus',
                text: 'Autoavaliação combinada à avaliação do gestor, abrindo espaço para o diálogo.',
                markersDecoration: true,
              },
              {
                title: '360 graus',
                text: 'Pares, liderados, clientes internos e gestor contribuem para uma visão completa do comportamento.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Metas e competências',
            text: 'Cadastre metas individuais e de equipe, com pesos e indicadores, inclusive no formato de OKRs, e combine com as competências do cargo. O colaborador acompanha o andamento e registra evidências ao longo do período.',
          },
          {
            title: 'Calibração e feedback contínuo',
            text: 'Comitês de calibração ajustam notas com a visão de vários líderes, reduzindo vieses. Feedbacks e reuniões individuais ficam registrados, e o resultado final alimenta o PDI, a política de mérito e o mapeamento de sucessão.',
          },
        ],
        conclusion: {
          text: 'Um ciclo de desempenho justo e transparente, que orienta promoções, reconhecimento e desenvolvimento.',
        },
      },
    },
    {
      id: 'remuneracao',
      title: 'Remuneração',
      icon: HandCoins,
      description:
        'Cargos, tabelas e faixas salariais, enquadramentos, política de mérito e simulação de reajustes, com apoio ao Relatório de Transparência Salarial da Lei 14.611/2023.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Uma política salarial clara e sustentável',
          text: 'O módulo **Remuneração** organiza a estrutura de cargos e salários e dá ao RH as ferramentas para [[remunerar com coerência]]: cada colaborador enquadrado em uma faixa, cada movimentação justificada e cada reajuste simulado antes de ser aplicado.',
          image: withAlt(illustrations.financeChart, 'Faixas salariais organizadas por nível de cargo'),
        },
        sections: [
          {
            title: 'Estrutura de cargos e salários',
            items: [
              {
                text: 'Descrições de cargo com requisitos, responsabilidades e código CBO.',
                markersDecoration: true,
              },
              {
                text: 'Tabelas salariais com níveis, steps e faixas por região ou unidade de negócio.',
                markersDecoration: true,
              },
              {
                text: 'Mapa de enquadramento que mostra quem está abaixo, dentro ou acima da faixa.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Mérito, promoções e incentivos',
            text: 'Distribua a verba de mérito entre as equipes com base no resultado da avaliação de desempenho e na posição na faixa. Bônus e PLR seguem regras de elegibilidade e metas, e cada movimentação aprovada vai para a folha sem redigitação.',
          },
          {
            title: 'Equidade salarial',
            subtitle: 'Lei 14.611/2023',
            text: 'Relatórios comparam a remuneração de homens e mulheres em cargos equivalentes e apoiam o preenchimento do **Relatório de Transparência Salarial**, exigido de empresas com 100 ou mais empregados. As distorções identificadas geram planos de ação acompanhados pelo RH.',
          },
        ],
        conclusion: {
          text: 'Remuneração competitiva, equilíbrio interno e segurança para explicar cada decisão salarial.',
        },
      },
    },
    {
      id: 'pesquisa-de-clima',
      title: 'Pesquisa de Clima',
      icon: ThermometerSun,
      description:
        'Pesquisas de clima e de pulso com recorrência semanal, quinzenal, mensal ou trimestral, anonimato garantido, eNPS e planos de ação acompanhados por líder.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Ouça as pessoas com frequência',
          text: 'A **Pesquisa de Clima** deixa de ser um evento anual e passa a ser uma escuta contínua. Programe pesquisas com recorrência [[semanal, quinzenal, mensal ou trimestral]] e acompanhe a evolução do engajamento antes que um problema vire pedido de demissão.',
          image: withAlt(illustrations.analytics, 'Evolução do índice de engajamento ao longo das pesquisas'),
        },
        sections: [
          {
            title: 'Pesquisas do seu jeito',
            items: [
              {
                text: 'Modelos prontos de clima organizacional, eNPS e pesquisas de pulso, ou questionários totalmente personalizados.',
                markersDecoration: true,
              },
              {
                text: 'Respostas pelo computador ou pelo App do colaborador Waapi, inclusive para equipes operacionais.',
                markersDecoration: true,
              },
              {
                text: 'Anonimato garantido, com resultados exibidos apenas para grupos acima de um número mínimo de respondentes.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Do resultado à ação',
            text: 'Cada líder recebe os resultados da sua equipe comparados com a média da empresa, e os temas críticos viram planos de ação com responsáveis e prazos. Comentários abertos são agrupados por assunto para facilitar a leitura.',
          },
          {
            textNImage: {
              text: 'Cruzamentos por área, tempo de casa, cargo e unidade revelam onde o clima está melhorando e onde precisa de atenção, e o histórico mostra o efeito das ações tomadas.',
              image: withAlt(illustrations.dashboard, 'Painel de resultados da pesquisa de clima por área'),
            },
          },
        ],
        conclusion: {
          text: 'Colaboradores ouvidos com regularidade, líderes com dados para agir e um clima que melhora de forma mensurável.',
        },
      },
    },
    {
      id: 'carreira-e-sucessao',
      title: 'Carreira e Sucessão',
      icon: Grid3x3,
      description:
        'Trilhas de carreira, mapa de talentos com 9 Box expansível até 100 quadrantes e planos de sucessão para as posições críticas, com prontidão de cada sucessor.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Prepare hoje os líderes de amanhã',
          text: 'O módulo **Carreira e Sucessão** mostra quem são os talentos da empresa, para onde cada um pode crescer e quem está pronto para assumir as posições críticas. A matriz [[9 Box pode ser expandida para até 100 quadrantes]], para um mapeamento tão detalhado quanto a sua estratégia exige.',
          image: withAlt(illustrations.team, 'Equipe com futuros líderes em destaque'),
        },
        sections: [
          {
            title: 'Mapa de talentos flexível',
            text: 'Combine desempenho e potencial, ou os eixos que a sua empresa escolher, na matriz 9 Box tradicional ou em grades maiores, de até 100 quadrantes. Comitês de talentos movem colaboradores entre os quadros durante a calibração, com o histórico de cada decisão registrado.',
          },
          {
            title: 'Trilhas de carreira',
            items: [
              {
                text: 'Carreiras em Y, com caminhos técnicos e de gestão, e requisitos claros para cada degrau.',
                markersDecoration: true,
              },
              {
                text: 'Comparação entre o perfil do colaborador e o cargo desejado, com as lacunas a desenvolver.',
                markersDecoration: true,
              },
              {
                text: 'Recomendações de treinamentos do Aprendizagem LMS para cada etapa da trilha.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Sucessão das posições críticas',
            text: 'Identifique as posições em que uma saída inesperada traria maior impacto, indique sucessores com o nível de prontidão de cada um e acompanhe o risco de perda dos talentos-chave. A diretoria enxerga a cobertura sucessória em um só painel.',
          },
        ],
        conclusion: {
          text: 'Continuidade do negócio garantida e colaboradores que enxergam futuro dentro da empresa.',
        },
      },
    },
    {
      id: 'censo-diversidade-e-inclusao',
      title: 'Censo Diversidade e Inclusão',
      icon: HeartHandshake,
      description:
        'Censo de autodeclaração com consentimento e tratamento seguro de dados sensíveis, para conhecer o perfil da empresa e acompanhar metas de diversidade e inclusão.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Conheça quem faz a sua empresa',
          text: 'Não é possível promover diversidade sem conhecer o ponto de partida. O **Censo Diversidade e Inclusão** coleta informações de autodeclaração de forma voluntária e segura e transforma as respostas em [[indicadores para orientar a estratégia]] de inclusão.',
          image: withAlt(illustrations.people, 'Pessoas diversas representadas lado a lado'),
        },
        sections: [
          {
            title: 'Coleta respeitosa e segura',
            items: [
              {
                text: 'Questionário de autodeclaração com raça e cor segundo as categorias do IBGE, identidade de gênero, orientação sexual, deficiência e geração.',
                markersDecoration: true,
              },
              {
                text: 'Participação voluntária, com termo de consentimento específico e opção de não responder a cada pergunta.',
                markersDecoration: true,
              },
              {
                text: 'Dados sensíveis tratados conforme a LGPD, com acesso restrito e resultados sempre agregados.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Indicadores de representatividade',
            text: 'Acompanhe a presença de cada grupo por nível hierárquico, área e unidade, em admissões, promoções e desligamentos. Cruzamentos com os módulos de Remuneração e Carreira mostram se as oportunidades chegam a todos da mesma forma.',
          },
          {
            title: 'Metas e compromissos',
            text: 'Registre metas, como a participação de mulheres na liderança, e acompanhe a evolução ano a ano. O cumprimento da cota de pessoas com deficiência prevista na Lei 8.213/1991 fica visível por estabelecimento.',
          },
        ],
        conclusion: {
          text: 'Diversidade e inclusão conduzidas com dados, respeito à privacidade e metas acompanhadas de perto.',
        },
      },
    },
    {
      id: 'pesquisa-salarial',
      title: 'Pesquisa Salarial',
      icon: ChartColumnBig,
      description:
        'Compare sua remuneração com o mercado e participe de pesquisas salariais reduzindo em até 80% o tempo de preenchimento e em 50% as etapas do processo.',
      category: 'Talent Managment',
      content: {
        section: {
          title: 'Decisões salariais com referência de mercado',
          text: 'Responder a uma pesquisa salarial costuma consumir semanas de trabalho do RH. Com a **Pesquisa Salarial**, os dados saem direto do HCM: o tempo de preenchimento cai em [[até 80%]] e as etapas do processo diminuem [[50%]].',
          image: withAlt(illustrations.financeChart, 'Comparação de salários da empresa com o mercado'),
        },
        sections: [
          {
            title: 'Preenchimento a partir da base do HCM',
            items: [
              {
                text: 'Cargos, salários, benefícios e incentivos extraídos automaticamente da folha e da estrutura de cargos.',
                markersDecoration: true,
              },
              {
                text: 'Correlação dos cargos internos com os cargos de referência da pesquisa, feita uma vez e reaproveitada nas edições seguintes.',
                markersDecoration: true,
              },
              {
                text: 'Validações que evitam inconsistências antes do envio à consultoria.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Comparação com o mercado',
            text: 'Importe os resultados das pesquisas de mercado e compare cada cargo com os percentis P25, P50 e P75 por região e porte de empresa. O RH identifica rapidamente os cargos com risco de perda de talentos e os que estão acima da referência.',
          },
          {
            textNImage: {
              text: 'Os resultados alimentam a revisão das tabelas salariais no módulo de Remuneração, fechando o ciclo entre mercado, política salarial e folha.',
              image: withAlt(
                illustrations.gears,
                'Engrenagens representando a integração entre pesquisa salarial e remuneração',
              ),
            },
          },
        ],
        conclusion: {
          text: 'Menos esforço para participar das pesquisas e mais segurança para definir salários competitivos.',
        },
      },
    },
  ],
  meta: {
    title: 'HCM: gestão de pessoas completa | Alvorada Sistemas',
    description:
      'HCM da Alvorada Sistemas: folha de pagamento, ponto, eSocial, admissão digital, recrutamento, desempenho, carreira, benefícios e app do colaborador em uma única plataforma.',
  },
};
