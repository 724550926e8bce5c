import { brand, formatAddress } from '@vitrine/shared/brand';
import type { PolicyDocument } from './types';
import { updatedLabel } from './updated';

const c = brand.companyName;

/** Política de Privacidade — texto em português (versão de referência). */
export const privacyPolicyPt: PolicyDocument = {
  lang: 'pt-BR',
  title: 'Política de Privacidade',
  updatedLabel: updatedLabel('pt-BR'),
  pdfFile: 'privacy-policy-pt-BR.pdf',
  pdfLabel: 'Baixar PDF (português)',
  intro: [
    {
      type: 'p',
      text: `A ${brand.legalName} (“${c}”, “nós”), inscrita no CNPJ sob o nº ${brand.cnpj}, com sede na ${formatAddress()}, respeita a sua privacidade. Esta Política explica, de forma clara e objetiva, quais dados pessoais tratamos quando você visita o nosso site, fala conosco, assina a nossa newsletter ou se relaciona com a ${c} como cliente, parceiro ou candidato, e como você pode exercer os seus direitos.`,
    },
    {
      type: 'p',
      text: 'Esta Política foi elaborada de acordo com a Lei\u00a0nº\u00a013.709/2018 — Lei Geral de Proteção de Dados Pessoais (LGPD), o Marco Civil da Internet (Lei\u00a0nº\u00a012.965/2014) e as orientações da Autoridade Nacional de Proteção de Dados (ANPD). Recomendamos a leitura integral; em caso de dúvida, fale com o nosso Encarregado pelo Tratamento de Dados Pessoais (DPO).',
    },
  ],
  sections: [
    {
      id: 'definitions',
      nav: 'Definições',
      title: '1. Definições',
      blocks: [
        { type: 'p', text: 'Para facilitar a leitura, os termos abaixo têm o seguinte significado nesta Política:' },
        {
          type: 'terms',
          items: [
            {
              term: 'Dado pessoal',
              text: 'informação relacionada a pessoa natural identificada ou identificável, como nome, e-mail, telefone ou endereço IP.',
            },
            {
              term: 'Dado pessoal sensível',
              text:
                'dado sobre origem racial ou étnica, convicção religiosa, opinião política, filiação a sindicato, saúde, vida sexual, dado genético ou biométrico. O site da ' +
                c +
                ' não solicita dados sensíveis.',
            },
            {
              term: 'Titular',
              text: 'a pessoa natural a quem se referem os dados pessoais — por exemplo, você, visitante do site.',
            },
            {
              term: 'Tratamento',
              text: 'toda operação realizada com dados pessoais, como coleta, uso, acesso, armazenamento, compartilhamento, eliminação e transferência.',
            },
            {
              term: 'Controlador',
              text: `quem toma as decisões sobre o tratamento. Para os dados coletados neste site, a controladora é a ${brand.legalName.replace(/\.?$/, '.')}`,
            },
            {
              term: 'Operador',
              text:
                'quem realiza o tratamento em nome do controlador, como provedores de hospedagem e de envio de e-mails contratados pela ' +
                c +
                '.',
            },
            {
              term: 'Encarregado (DPO)',
              text: `pessoa indicada pela ${c} para ser o canal de comunicação entre a empresa, os titulares e a ANPD, pelo e-mail ${brand.dpoEmail}.`,
            },
            {
              term: 'Consentimento',
              text: 'manifestação livre, informada e inequívoca pela qual o titular concorda com o tratamento dos seus dados para uma finalidade determinada.',
            },
            {
              term: 'Anonimização',
              text: 'uso de meios técnicos pelos quais um dado perde a possibilidade de associação, direta ou indireta, a um indivíduo.',
            },
          ],
        },
      ],
    },
    {
      id: 'data',
      nav: 'Dados coletados',
      title: '2. Dados que coletamos',
      blocks: [
        {
          type: 'p',
          text: 'Coletamos apenas os dados necessários para cada finalidade, sempre informados no momento da coleta:',
        },
        {
          type: 'list',
          items: [
            'Formulário de contato: nome, e-mail, telefone, assunto e a mensagem que você escrever.',
            'Newsletter: o seu endereço de e-mail e, se você cancelar a inscrição, o motivo informado (opcional) e a data do cancelamento.',
            'Relacionamento comercial: dados de contato profissional de representantes de clientes, fornecedores e parceiros, como nome, cargo, empresa, e-mail e telefone.',
            'Candidatos a vagas: dados do currículo enviado voluntariamente pelos canais de recrutamento indicados.',
            'Dados técnicos de segurança: endereço IP, data e hora de acesso e identificação do navegador, guardados em registros de acesso por no mínimo seis meses, como exige o Marco Civil da Internet.',
          ],
        },
        {
          type: 'p',
          text: 'Métricas de audiência: contamos visitas, contatos e inscrições de forma agregada (por exemplo, “quantas visitas a página de soluções recebeu hoje”), sem cookies de rastreamento e sem associar esses números a você. O site não utiliza cookies de publicidade nem ferramentas de terceiros que criem perfis de navegação.',
        },
        {
          type: 'p',
          text:
            'Guia de integração de colaboradores: quando acessado pela plataforma corporativa, o guia recebe da própria plataforma o nome e a empresa do colaborador apenas para exibir a saudação e verificar a permissão de acesso. Esses dados permanecem no navegador e não são armazenados pela ' +
            c +
            ' por meio do site.',
        },
        {
          type: 'p',
          text: 'O site não é direcionado a crianças e adolescentes e não coleta intencionalmente dados de menores de 18 anos.',
        },
      ],
    },
    {
      id: 'personal-information',
      nav: 'Uso das informações',
      title: '3. Como usamos as informações pessoais',
      blocks: [
        {
          type: 'p',
          text: 'Utilizamos os dados pessoais somente para as finalidades abaixo, cada uma amparada em uma base legal da LGPD (art. 7º):',
        },
        {
          type: 'terms',
          items: [
            {
              term: 'Responder ao seu contato',
              text: 'retornar mensagens, enviar propostas e apresentar nossas soluções a pedido do titular — procedimentos preliminares a contrato e legítimo interesse.',
            },
            {
              term: 'Enviar a newsletter',
              text: 'remeter conteúdos sobre gestão, logística e tecnologia a quem se inscreveu — consentimento, que pode ser revogado a qualquer momento pelo link presente em todos os e-mails.',
            },
            {
              term: 'Executar contratos',
              text: 'prestar os serviços contratados, dar suporte, faturar e cumprir obrigações contratuais — execução de contrato.',
            },
            {
              term: 'Cumprir a lei',
              text: 'guardar registros de acesso, emitir documentos fiscais e atender autoridades — cumprimento de obrigação legal ou regulatória.',
            },
            {
              term: 'Proteger o site',
              text: 'prevenir fraudes, abusos e ataques, limitar tentativas excessivas e investigar incidentes — legítimo interesse e proteção ao crédito, quando aplicável.',
            },
          ],
        },
        {
          type: 'p',
          text: 'Não vendemos dados pessoais e não os usamos para decisões tomadas unicamente com base em tratamento automatizado que afetem os seus interesses.',
        },
        {
          type: 'p',
          text: 'Direitos do titular (art. 18 da LGPD). Você pode, a qualquer momento e gratuitamente, solicitar:',
        },
        {
          type: 'list',
          items: [
            'confirmação da existência de tratamento e acesso aos seus dados;',
            'correção de dados incompletos, inexatos ou desatualizados;',
            'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
            'portabilidade dos dados a outro fornecedor, observados os segredos comercial e industrial;',
            'eliminação dos dados tratados com base no consentimento e informação sobre a possibilidade de não consentir;',
            'informação sobre as entidades públicas e privadas com as quais compartilhamos dados;',
            'revogação do consentimento e revisão de decisões automatizadas.',
          ],
        },
        {
          type: 'p',
          text: `Para exercer seus direitos, escreva para ${brand.dpoEmail}. Responderemos em até 15 (quinze) dias, podendo solicitar informações que confirmem a sua identidade, para proteger você contra pedidos feitos por terceiros.`,
        },
        {
          type: 'p',
          text: 'Retenção: mantemos os dados apenas pelo tempo necessário à finalidade — mensagens de contato por até 5 (cinco) anos após o último contato, e-mails da newsletter enquanto a inscrição estiver ativa (após o cancelamento, guardamos apenas o registro do cancelamento para respeitar a sua escolha) e documentos contratuais e fiscais pelos prazos legais. Depois disso, os dados são eliminados ou anonimizados.',
        },
      ],
    },
    {
      id: 'information-sharing',
      nav: 'Compartilhamento',
      title: '4. Compartilhamento de informações',
      blocks: [
        {
          type: 'p',
          text: `A ${c} compartilha dados pessoais somente quando necessário e com o mínimo de informação possível:`,
        },
        {
          type: 'list',
          items: [
            'Prestadores de serviço (operadores): hospedagem e infraestrutura em nuvem, envio de e-mails e ferramentas de atendimento, contratados com cláusulas de confidencialidade e proteção de dados.',
            'Parceiros comerciais: quando você solicita uma solução comercializada em parceria, apenas os dados necessários para o atendimento, mediante contrato que exige o mesmo nível de proteção.',
            'Autoridades públicas: para cumprir obrigação legal, ordem judicial ou requisição de autoridade competente.',
            'Operações societárias: em caso de fusão, aquisição ou incorporação, os dados poderão ser transferidos ao sucessor, que ficará obrigado a esta Política.',
          ],
        },
        {
          type: 'p',
          text: 'Transferência internacional: alguns fornecedores de infraestrutura podem armazenar dados fora do Brasil. Nesses casos, a transferência observa os arts. 33 a 36 da LGPD, com cláusulas contratuais padrão ou países com nível de proteção adequado.',
        },
      ],
    },
    {
      id: 'security',
      nav: 'Segurança',
      title: '5. Segurança',
      blocks: [
        {
          type: 'p',
          text: 'Adotamos medidas técnicas e administrativas aptas a proteger os dados pessoais contra acessos não autorizados e situações acidentais ou ilícitas de destruição, perda, alteração ou comunicação, entre elas:',
        },
        {
          type: 'list',
          items: [
            'conexões criptografadas (HTTPS) em todo o site e cabeçalhos de segurança que impedem a inserção do site em páginas de terceiros;',
            'senhas armazenadas com algoritmos de hash resistentes (Argon2id) e limitação de tentativas de login;',
            'controle de acesso por perfil, com o princípio do menor privilégio, e registros das operações administrativas;',
            'cópias de segurança periódicas e plano de continuidade de negócios;',
            'treinamento periódico dos colaboradores e termo de confidencialidade;',
            'procedimento de resposta a incidentes, com comunicação à ANPD e aos titulares quando houver risco ou dano relevante.',
          ],
        },
        {
          type: 'p',
          text:
            'Nenhum sistema é totalmente imune a riscos. Se você suspeitar de qualquer uso indevido dos seus dados ou de mensagens falsas em nome da ' +
            c +
            ', avise imediatamente o nosso DPO.',
        },
      ],
    },
    {
      id: 'general',
      nav: 'Disposições gerais',
      title: '6. Disposições gerais',
      blocks: [
        {
          type: 'p',
          text: 'Podemos atualizar esta Política para refletir mudanças legais, técnicas ou dos nossos serviços. A data da última atualização aparece no início do documento; alterações relevantes serão destacadas no site e, quando exigido, comunicadas por e-mail.',
        },
        {
          type: 'p',
          text: `Encarregado pelo Tratamento de Dados Pessoais (DPO): ${brand.dpoEmail}. Endereço para correspondência: ${formatAddress()}. Telefone: ${brand.phone}.`,
        },
        {
          type: 'p',
          text: 'Se entender que o tratamento dos seus dados viola a LGPD, você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), sem prejuízo de nos procurar antes para resolvermos juntos.',
        },
        {
          type: 'p',
          text: 'Esta Política é regida pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do titular para dirimir questões dela decorrentes.',
        },
        {
          type: 'contact',
          before: 'Ainda tem dúvidas? ',
          link: 'Fale conosco',
          after: ' pelo formulário do site ou pelo e-mail ' + brand.email + '.',
        },
      ],
    },
  ],
};
