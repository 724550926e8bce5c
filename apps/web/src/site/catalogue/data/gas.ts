/**
 * GAS — Gestão de Acesso e Segurança (docs/PRODUCT.md §9: modules in three tabs,
 * Security and Prevention, Operation, Compliance). Content only: rendered by the solution
 * page template. Texts are marked text (types.ts): **bold**, [[highlight]].
 */
import {
  Building2,
  Cctv,
  ClipboardCheck,
  DoorOpen,
  Fingerprint,
  HardHat,
  History,
  IdCard,
  Link2,
  ShieldCheck,
  Siren,
  Truck,
  Footprints,
} from 'lucide-react';
import { illustrations, withAlt } from '../illustrations';
import type { Solution } from '../types';

export const gas: Solution = {
  id: 'gas',
  title: 'GAS',
  subtitle: 'Gestão de Acesso e Segurança',
  description:
    'Controle quem entra, por onde, quando e com qual autorização em todas as unidades da empresa. O GAS reúne controle de acesso, portaria, visitantes, terceiros, CFTV, rondas e conformidade com as Normas Regulamentadoras em uma única plataforma, integrada à folha, ao ponto e aos equipamentos que você já tem.',
  infoCardsData: [
    {
      image: Fingerprint,
      title: 'Acesso sob regra, não sob memória',
      description:
        'Catracas, cancelas e fechaduras liberam cada pessoa conforme cargo, turno, área e validade de documentos — sem depender do porteiro lembrar quem pode entrar.',
    },
    {
      image: Building2,
      title: 'Todas as unidades em uma visão',
      description:
        'Fábricas, centros de distribuição, escritórios e canteiros de obra monitorados a partir de um painel central, com regras locais quando a unidade precisa.',
    },
    {
      image: ShieldCheck,
      title: 'Conformidade comprovada',
      description:
        'Treinamentos de NR, ASO e integração de segurança conferidos antes da liberação. Quem está com documento vencido simplesmente não passa.',
    },
    {
      image: History,
      title: 'Trilha completa para auditoria',
      description:
        'Cada passagem, liberação manual e alteração de permissão fica registrada com data, hora, responsável e evidência, pronta para auditorias e perícias.',
    },
  ],
  infoCardsPerLineLg: 4,
  bannerData: {
    title: 'Segurança patrimonial e do trabalho, lado a lado',
    bigText: 'Quem entrou, onde está e com qual autorização — em tempo real, em todas as unidades.',
    image: withAlt(illustrations.accessControl, 'Crachá sendo apresentado a uma catraca de controle de acesso'),
  },
  tabOptions: [
    {
      id: 'Segurança e Prevenção',
      tabName: 'Segurança e Prevenção',
      description:
        'Controle físico de acesso, imagens integradas, rondas e resposta a ocorrências para proteger pessoas, patrimônio e informação antes que o incidente aconteça.',
    },
    {
      id: 'Operação',
      tabName: 'Operação',
      description:
        'A rotina da portaria sem filas nem planilhas: recepção, visitantes, prestadores de serviço e veículos com cadastro prévio, autoatendimento e liberação em segundos.',
    },
    {
      id: 'Conformidade',
      tabName: 'Conformidade',
      description:
        'Normas Regulamentadoras, auditoria e integração com o RH: cada liberação apoiada em documento válido e cada evento registrado para prestar contas.',
    },
  ],
  modulesCardsData: [
    // ——— Segurança e Prevenção ———
    {
      id: 'controle-de-acesso',
      title: 'Controle de Acesso',
      icon: Fingerprint,
      description:
        '<p>Catracas, cancelas, torniquetes e fechaduras eletrônicas comandados por <strong>regras de acesso por perfil, área e horário</strong>, com biometria, reconhecimento facial, cartão ou QR Code.</p>',
      category: 'Segurança e Prevenção',
      content: {
        section: {
          title: 'Cada porta sabe quem pode passar',
          text: 'O **Controle de Acesso** do GAS centraliza as permissões de colaboradores, terceiros e visitantes e as distribui para os equipamentos de todas as unidades. A regra é definida uma vez — por cargo, área, turno ou projeto — e vale em [[todas as portas ao mesmo tempo]].',
          image: withAlt(illustrations.accessControl, 'Colaborador apresentando crachá a uma catraca'),
        },
        sections: [
          {
            title: 'Regras que acompanham a pessoa',
            text: 'Admissões, transferências, férias, afastamentos e desligamentos chegam do RH e atualizam as permissões automaticamente. Quem foi desligado às 17h não entra às 17h01.',
            items: [
              {
                title: 'Perfis por área e horário',
                text: 'Faixas de horário por turno, escalas 12x36 e exceções para plantões, com bloqueio fora da jornada.',
                markersDecoration: true,
              },
              {
                title: 'Zonas e antipassback',
                text: 'Áreas restritas em camadas, controle de lotação e bloqueio de reentrada sem registro de saída.',
                markersDecoration: true,
              },
              {
                title: 'Múltiplas credenciais',
                text: 'Biometria digital, facial, cartão de proximidade, QR Code temporário e senha, combináveis em áreas críticas.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Compatível com o parque que você já tem',
            textNImage: {
              text: 'O GAS conversa com os principais fabricantes de catracas, controladoras e leitores do mercado nacional. Em unidades com internet instável, os equipamentos operam **offline com a última regra recebida** e sincronizam os eventos quando a conexão volta.',
              image: withAlt(illustrations.cloud, 'Equipamentos de acesso sincronizados com a nuvem'),
            },
          },
        ],
        conclusion: {
          text: 'Com o Controle de Acesso, a segurança deixa de depender de listas impressas e passa a seguir [[regras auditáveis]] aplicadas igualmente em todas as unidades.',
        },
      },
    },
    {
      id: 'cftv-integrado',
      title: 'CFTV Integrado',
      icon: Cctv,
      description:
        '<p>Imagens das câmeras vinculadas a cada evento de acesso: abra uma passagem negada e veja <strong>o vídeo exato daquele momento</strong>, sem procurar horas de gravação.</p>',
      category: 'Segurança e Prevenção',
      content: {
        section: {
          title: 'O evento e a imagem na mesma tela',
          text: 'O **CFTV Integrado** liga o GAS aos gravadores e câmeras IP da empresa. Toda tentativa de acesso negada, porta forçada ou alarme de pânico abre automaticamente a câmera da área, e o trecho gravado fica [[anexado ao evento]].',
          image: withAlt(illustrations.surveillance, 'Câmera de monitoramento e tela com imagens ao vivo'),
        },
        sections: [
          {
            title: 'Central de monitoramento mais eficiente',
            items: [
              {
                text: 'Mosaicos de câmeras por unidade, área ou tipo de evento, configurados por operador.',
              },
              {
                text: 'Pop-up de vídeo ao vivo quando um alarme dispara, com o procedimento de resposta ao lado.',
              },
              {
                text: 'Exportação do trecho gravado com marca d’água e hash para uso em investigações.',
              },
            ],
          },
          {
            title: 'Inteligência de vídeo onde faz diferença',
            subtitle: 'Analíticos aplicados aos pontos críticos',
            items: [
              {
                title: 'Leitura de placas',
                text: 'Reconhecimento de placas nas cancelas, cruzado com agendamentos e veículos autorizados.',
                markersDecoration: true,
              },
              {
                title: 'Cerca virtual',
                text: 'Alerta quando alguém cruza o perímetro fora do horário ou permanece em área restrita.',
                markersDecoration: true,
              },
              {
                title: 'Detecção de EPI',
                text: 'Aviso quando a câmera identifica pessoas sem capacete ou colete em áreas que os exigem.',
                markersDecoration: true,
              },
            ],
          },
        ],
        conclusion: {
          text: 'A equipe de segurança passa a **reagir em segundos** e a comprovar cada ocorrência com imagem, horário e local.',
        },
      },
    },
    {
      id: 'rondas',
      title: 'Rondas e Vigilância',
      icon: Footprints,
      description:
        '<p>Roteiros de ronda com pontos de checagem por QR Code ou NFC no celular do vigilante, horários obrigatórios e <strong>alerta imediato para ponto não visitado</strong>.</p>',
      category: 'Segurança e Prevenção',
      content: {
        section: {
          title: 'Ronda comprovada, não apenas anotada',
          text: 'Com o módulo **Rondas e Vigilância**, cada roteiro tem pontos de checagem, ordem e janela de horário definidos. O vigilante registra a passagem no aplicativo, e o supervisor acompanha o trajeto [[em tempo real]] no mapa da unidade.',
          image: withAlt(illustrations.route, 'Mapa com o trajeto de uma ronda e os pontos de checagem'),
        },
        sections: [
          {
            title: 'No aplicativo do vigilante',
            items: [
              { text: 'Leitura de QR Code ou etiqueta NFC em cada ponto, mesmo sem sinal de internet.' },
              { text: 'Checklists por ponto: extintor no lugar, portão trancado, iluminação funcionando.' },
              { text: 'Registro de não conformidade com foto, áudio e geolocalização.' },
              { text: 'Botão de pânico que alerta a central com a posição do vigilante.' },
            ],
          },
          {
            title: 'Na central',
            textNImage: {
              text: 'Rondas atrasadas, pontos pulados e roteiros interrompidos geram alertas para o supervisor. Relatórios mensais mostram **cumprimento por posto, turno e vigilante**, base objetiva para a gestão do contrato de vigilância.',
              image: withAlt(illustrations.dashboard, 'Painel de acompanhamento das rondas por posto'),
            },
          },
        ],
        conclusion: {
          text: 'Ronda deixa de ser um livro de ocorrências preenchido no fim do turno e passa a ser um **serviço medido**, com evidência de cada passagem.',
        },
      },
    },
    {
      id: 'alertas-e-ocorrencias',
      title: 'Alertas e Ocorrências',
      icon: Siren,
      description:
        '<p>Registro, classificação e tratamento de incidentes de segurança com <strong>procedimentos padronizados de resposta</strong>, prazos de atendimento e análise de causa.</p>',
      category: 'Segurança e Prevenção',
      content: {
        section: {
          title: 'Do alarme à lição aprendida',
          text: 'Alarmes de equipamentos, chamados do aplicativo e registros manuais caem em uma única fila de **Alertas e Ocorrências**. Cada tipo de evento tem um procedimento de resposta, um responsável e um prazo — e a central vê [[o que está em aberto]] a qualquer momento.',
          image: withAlt(illustrations.security, 'Escudo de segurança representando a resposta a incidentes'),
        },
        sections: [
          {
            title: 'Resposta padronizada',
            items: [
              {
                title: 'Procedimentos por tipo de evento',
                text: 'Porta forçada, invasão de perímetro, furto, acidente e emergência médica com passos definidos.',
                markersDecoration: true,
              },
              {
                title: 'Escalonamento automático',
                text: 'Se o primeiro responsável não atende no prazo, o alerta sobe para o supervisor e a gerência.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Prevenção baseada em dados',
            text: 'Mapas de calor por área e horário, recorrência por tipo de ocorrência e análise de causa raiz mostram onde reforçar iluminação, câmeras ou rondas — antes que o próximo incidente aconteça.',
          },
        ],
        conclusion: {
          text: 'Cada ocorrência tratada vira **informação para prevenir a próxima**, com histórico completo para seguradoras e auditorias.',
        },
      },
    },
    // ——— Operação ———
    {
      id: 'portaria-e-recepcao',
      title: 'Portaria e Recepção',
      icon: DoorOpen,
      description:
        '<p>Uma tela única para o porteiro e a recepcionista: identificação, foto, impressão de etiqueta, liberação de catraca e <strong>avisos ao anfitrião por e-mail ou WhatsApp</strong>.</p>',
      category: 'Operação',
      content: {
        section: {
          title: 'Atendimento rápido na entrada',
          text: 'A **Portaria e Recepção** reúne em uma tela tudo o que a equipe de entrada precisa: busca por nome ou documento, foto capturada na hora, crachá provisório e liberação da catraca. Pessoas pré-cadastradas entram [[em menos de 30 segundos]].',
          image: withAlt(illustrations.documents, 'Documentos de identificação conferidos na recepção'),
        },
        sections: [
          {
            title: 'Recursos do posto de atendimento',
            items: [
              { text: 'Leitura de documento com preenchimento automático dos dados.' },
              { text: 'Impressão de etiqueta com foto, anfitrião, área liberada e validade.' },
              { text: 'Aviso ao anfitrião quando o visitante chega, com confirmação de recebimento.' },
              { text: 'Livro de portaria digital com passagem de turno e pendências.' },
            ],
          },
          {
            title: 'Totem de autoatendimento',
            textNImage: {
              text: 'Em recepções de grande fluxo, o visitante com convite faz o próprio check-in no totem: apresenta o QR Code, tira a foto e recebe a etiqueta. A recepcionista **atende apenas as exceções**.',
              image: withAlt(illustrations.mobile, 'Visitante apresentando o QR Code do convite no celular'),
            },
          },
        ],
        conclusion: {
          text: 'Menos fila na entrada, mais atenção da equipe para o que realmente exige julgamento humano.',
        },
      },
    },
    {
      id: 'gestao-de-visitantes',
      title: 'Gestão de Visitantes',
      icon: IdCard,
      description:
        '<p>Convites enviados pelo anfitrião com <strong>pré-cadastro, QR Code de acesso e aceite do termo de privacidade</strong>, conforme a LGPD, antes mesmo de o visitante chegar.</p>',
      category: 'Operação',
      content: {
        section: {
          title: 'O visitante chega já cadastrado',
          text: 'Na **Gestão de Visitantes**, o anfitrião agenda a visita pelo portal ou pelo aplicativo. O visitante recebe um convite com link de pré-cadastro, orientações de segurança e o QR Code que vai [[liberar apenas as áreas e o horário da reunião]].',
          image: withAlt(illustrations.people, 'Visitantes sendo recebidos na empresa'),
        },
        sections: [
          {
            title: 'Privacidade desde o convite',
            text: 'O visitante lê e aceita o termo de tratamento de dados no pré-cadastro. Foto e documento ficam retidos apenas pelo prazo definido na política da empresa e são **eliminados automaticamente** depois dele.',
          },
          {
            title: 'Controle durante a visita',
            items: [
              {
                title: 'Acesso restrito ao necessário',
                text: 'O QR Code vale só para as áreas, o dia e a janela de horário da visita.',
                markersDecoration: true,
              },
              {
                title: 'Lista de restrição',
                text: 'Pessoas impedidas de entrar geram alerta para a segurança no momento da identificação.',
                markersDecoration: true,
              },
              {
                title: 'Quem está na unidade agora',
                text: 'Lista em tempo real de visitantes presentes, essencial em evacuações de emergência.',
                markersDecoration: true,
              },
            ],
          },
        ],
        conclusion: {
          text: 'Uma recepção profissional para quem visita e **controle total** para quem responde pela segurança.',
        },
      },
    },
    {
      id: 'gestao-de-terceiros',
      title: 'Gestão de Terceiros',
      icon: HardHat,
      description:
        '<p>Empresas prestadoras e seus trabalhadores cadastrados com contratos, documentos e treinamentos; o acesso é <strong>bloqueado automaticamente quando algo vence</strong>.</p>',
      category: 'Operação',
      content: {
        section: {
          title: 'Prestador liberado só com tudo em dia',
          text: 'A **Gestão de Terceiros** dá a cada empresa prestadora um portal para enviar contratos, guias de recolhimento, ASO, fichas de EPI e certificados de treinamento dos seus trabalhadores. A área de segurança valida, e o GAS [[libera o acesso apenas enquanto os documentos estiverem válidos]].',
          image: withAlt(illustrations.compliance, 'Lista de documentos de prestadores de serviço conferida'),
        },
        sections: [
          {
            title: 'Portal do prestador',
            items: [
              { text: 'Envio de documentos da empresa e de cada trabalhador, com validade controlada.' },
              { text: 'Aviso automático 30, 15 e 5 dias antes de cada vencimento.' },
              { text: 'Solicitação de acesso por contrato, frente de serviço e período.' },
            ],
          },
          {
            title: 'Responsabilidade solidária sob controle',
            textNImage: {
              text: 'Comprovantes de recolhimento de FGTS e INSS mês a mês reduzem o **risco trabalhista e previdenciário** do contratante. Relatórios por contrato mostram horas de permanência, o que também ajuda a conferir as medições do serviço.',
              image: withAlt(illustrations.documents, 'Comprovantes de recolhimento organizados por contrato'),
            },
          },
        ],
        conclusion: {
          text: 'Paradas de manutenção e obras com centenas de terceiros passam a ter **mobilização rápida e nenhuma liberação irregular**.',
        },
      },
    },
    {
      id: 'acesso-de-veiculos',
      title: 'Acesso de Veículos',
      icon: Truck,
      description:
        '<p>Cancelas com leitura de placa, agendamento de carga e descarga, <strong>pesagem e vistoria integradas</strong> e controle de permanência de caminhões e carros no pátio.</p>',
      category: 'Operação',
      content: {
        section: {
          title: 'Da cancela à doca sem papel',
          text: 'O módulo **Acesso de Veículos** identifica carros e caminhões pela placa, confere o agendamento e o motorista e registra entrada, pesagem, vistoria e saída. Fornecedores e transportadoras [[agendam janelas de descarga]] e chegam com tudo pré-aprovado.',
          image: withAlt(illustrations.yard, 'Pátio com caminhões aguardando nas docas'),
        },
        sections: [
          {
            title: 'Etapas controladas',
            items: [
              {
                title: 'Identificação',
                text: 'Placa lida pela câmera, motorista validado por documento ou biometria.',
                markersDecoration: true,
              },
              {
                title: 'Vistoria',
                text: 'Checklist de entrada e saída com fotos do veículo, lacres e carga.',
                markersDecoration: true,
              },
              {
                title: 'Permanência',
                text: 'Tempo no pátio por veículo, com alerta quando ultrapassa o previsto.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Integração com a logística',
            text: 'Para operações com grande volume de docas, o GAS se integra ao YMS e ao WMS da Alvorada: a liberação na portaria já reserva a doca e avisa o armazém de que a carga chegou.',
          },
        ],
        conclusion: {
          text: 'Portarias logísticas com **menos filas e mais rastreabilidade** sobre tudo o que entra e sai da unidade.',
        },
      },
    },
    // ——— Conformidade ———
    {
      id: 'conformidade-nr-sst',
      title: 'Conformidade NR / SST',
      icon: ShieldCheck,
      description:
        '<p>Treinamentos obrigatórios das Normas Regulamentadoras, ASO e permissões de trabalho <strong>conferidos na catraca</strong>: ninguém entra em área de risco sem estar habilitado.</p>',
      category: 'Conformidade',
      content: {
        section: {
          title: 'Segurança do trabalho aplicada na porta',
          text: 'O módulo **Conformidade NR / SST** cruza a área de destino com as exigências de saúde e segurança: NR-10 para instalações elétricas, NR-33 para espaços confinados, NR-35 para trabalho em altura, ASO válido e integração de segurança em dia. Faltou um requisito, [[o acesso é negado e o motivo aparece na tela]].',
          image: withAlt(
            illustrations.security,
            'Escudo de segurança representando a conformidade com as Normas Regulamentadoras',
          ),
        },
        sections: [
          {
            title: 'Requisitos por área de risco',
            items: [
              { text: 'Matriz de exigências por área: treinamentos, exames, EPIs e permissões de trabalho.' },
              { text: 'Validade acompanhada para colaboradores e terceiros no mesmo painel.' },
              { text: 'Permissão de trabalho emitida digitalmente e vinculada ao acesso do dia.' },
            ],
          },
          {
            title: 'Integrado ao SST do HCM',
            textNImage: {
              text: 'Treinamentos e exames registrados no módulo de Saúde, Medicina e Segurança do HCM chegam ao GAS sem redigitação, e as informações para os **eventos de SST do eSocial** continuam sendo geradas no HCM.',
              image: withAlt(illustrations.gears, 'Sistemas de RH e segurança integrados'),
            },
          },
        ],
        conclusion: {
          text: 'A regra de segurança deixa de ser um cartaz na parede e passa a ser **aplicada automaticamente** em cada passagem.',
        },
      },
    },
    {
      id: 'auditoria-e-trilhas',
      title: 'Auditoria e Trilhas',
      icon: ClipboardCheck,
      description:
        '<p>Registro inviolável de passagens, liberações manuais e mudanças de permissão, com <strong>relatórios prontos para auditorias internas, seguradoras e perícias</strong>.</p>',
      category: 'Conformidade',
      content: {
        section: {
          title: 'Tudo registrado, nada reescrito',
          text: 'Em **Auditoria e Trilhas**, cada evento do GAS — passagem, tentativa negada, liberação manual pela portaria, inclusão ou retirada de permissão — é gravado com data, hora, equipamento, operador e justificativa. Os registros não podem ser editados, apenas [[consultados e exportados]].',
          image: withAlt(illustrations.documents, 'Relatórios de auditoria com selo de aprovação'),
        },
        sections: [
          {
            title: 'Perguntas que o sistema responde em segundos',
            items: [
              {
                title: 'Quem esteve na área?',
                text: 'Todas as pessoas que passaram por uma área em um intervalo de tempo, com imagem do CFTV.',
                markersDecoration: true,
              },
              {
                title: 'Quem liberou?',
                text: 'Liberações manuais por operador, com motivo informado e frequência fora do padrão.',
                markersDecoration: true,
              },
              {
                title: 'Quem alterou?',
                text: 'Histórico de mudanças de perfis e permissões, com o antes e o depois.',
                markersDecoration: true,
              },
            ],
          },
          {
            title: 'Revisão periódica de acessos',
            text: 'Gestores recebem, a cada trimestre, a lista de quem tem acesso às suas áreas e confirmam ou revogam cada permissão. A revisão fica registrada como evidência para **SOX, ISO 27001 e auditorias de clientes**.',
          },
        ],
        conclusion: {
          text: 'Auditorias que levavam semanas de levantamento passam a ser atendidas com **um relatório e uma assinatura**.',
        },
      },
    },
    {
      id: 'integracao-folha-ponto',
      title: 'Integração com Folha e Ponto',
      icon: Link2,
      description:
        '<p>Admissões, férias, afastamentos e desligamentos chegam do HCM e ajustam o acesso na hora; as <strong>marcações de acesso alimentam o ponto</strong> sem coleta duplicada.</p>',
      category: 'Conformidade',
      content: {
        section: {
          title: 'Um cadastro, duas finalidades',
          text: 'A **Integração com Folha e Ponto** mantém o GAS sincronizado com o HCM da Alvorada ou com o sistema de folha da sua empresa. O colaborador admitido ganha acesso no primeiro dia; o colaborador em férias ou afastado [[não passa pela catraca]]; o desligado perde todos os acessos no mesmo minuto.',
          image: withAlt(illustrations.people, 'Colaboradores sincronizados entre RH e portaria'),
        },
        sections: [
          {
            title: 'Catraca que também marca ponto',
            textNImage: {
              text: 'Em unidades que usam a catraca como registrador, as passagens seguem para o módulo de Ponto com a identificação do equipamento, **em conformidade com a Portaria 671 do MTE**, evitando filas em relógios separados.',
              image: withAlt(illustrations.accessControl, 'Catraca registrando entrada e ponto ao mesmo tempo'),
            },
          },
          {
            title: 'Sincronizações disponíveis',
            items: [
              { text: 'Cadastro de colaboradores, cargos, centros de custo e lotação.' },
              { text: 'Situações de férias, afastamento, licença e desligamento.' },
              { text: 'Escalas e turnos para as faixas de horário de acesso.' },
              { text: 'Treinamentos e exames do SST para a conformidade com as NRs.' },
            ],
          },
        ],
        conclusion: {
          text: 'O RH mantém o cadastro, a segurança aplica as regras, e **nenhum acesso fica esquecido** entre um sistema e outro.',
        },
      },
    },
  ],
  meta: {
    title: 'GAS — Gestão de Acesso e Segurança',
    description:
      'Controle de acesso, portaria, visitantes, terceiros, CFTV, rondas e conformidade com as NRs em uma única plataforma integrada à folha e ao ponto.',
  },
};
