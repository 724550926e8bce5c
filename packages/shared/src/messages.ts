import { brand } from './brand';
import { SEARCH_COUNT_CAP } from './constants';

/** 1000 → "1.000": Brazilian thousands, the same on every runtime (no locale data needed). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * The public forms' field errors (contact, newsletter, LGPD request), in one voice: an empty
 * field is asked for ("Informe seu nome"); a filled one that is wrong says what is wrong and
 * how to put it right ("Nome curto demais: …"), never "please fill in"; no "Por favor", no final
 * period. The rules behind them are the predicates in validation.ts.
 */
const form = {
  nameRequired: 'Informe seu nome',
  nameShort: 'Nome curto demais: informe pelo menos 3 letras',
  emailRequired: 'Informe seu e-mail',
  emailIncomplete: 'E-mail incompleto: use o formato nome@empresa.com.br',
  emailInvalid: 'E-mail inválido: confira espaços, acentos e pontos seguidos',
  phoneRequired: 'Informe seu telefone com DDD',
  phoneLength: 'Informe DDD + número, 10 ou 11 dígitos',
  phoneAreaCode: 'DDD inválido: use os 2 dígitos do código de área, sem zero (ex.: 47)',
  phoneMobile: 'Celular com 11 dígitos: depois do DDD, o número começa com 9',
  subjectRequired: 'Informe o assunto',
  subjectShort: 'Assunto curto demais: escreva pelo menos 3 caracteres',
  messageRequired: 'Escreva sua mensagem',
  messageShort: 'Mensagem curta demais: escreva pelo menos 3 caracteres',
  choiceRequired: 'Escolha o que você deseja solicitar',
  tooLong: (max: number) => `Texto longo demais: use até ${max} caracteres`,
} as const;

/**
 * Every sentence a person reads that the spec fixes, letter for letter, plus the API's own
 * error texts. Client and server import from here so the two never drift apart.
 */
export const messages = {
  form,
  contact: {
    /** What each empty field asks for (a filled but wrong field gets its own message from `form`). */
    name: form.nameRequired,
    email: form.emailRequired,
    phone: form.phoneRequired,
    subject: form.subjectRequired,
    message: form.messageRequired,
    thanks: 'Agradecemos o contato!',
    // Not in the spec (it only logs a failed send); a visitor is told rather than left waiting.
    sendFailed: 'Não foi possível enviar a sua mensagem. O que você escreveu continua aqui: tente novamente.',
    retry: 'Tentar novamente',
  },
  newsletter: {
    failure: 'Não foi possível registrar a assinatura! Por favor, tente novamente mais tarde.',
    success: `Assinatura registrada com sucesso! Você receberá newsletters da ${brand.companyName} de agora em diante.`,
    notActive: 'Este e-mail não possui uma inscrição ativa na newsletter.',
    cancelTokenMissing: 'Token de cancelamento ausente.',
    cancelTokenUnknown: 'Link de cancelamento inválido ou já utilizado.',
    // Not in the spec: the cancellation page checks its link when it opens.
    cancelLinkInvalidTitle: 'Este link de cancelamento é inválido ou já foi usado',
    cancelLinkChecking: 'Verificando o seu link de cancelamento...',
    cancelFailure: 'Erro ao cancelar inscrição.',
    cancelSuccess: 'Sua inscrição na newsletter foi cancelada.',
    cancelDefaultReason: 'Não informado',
    subscriberNotFound: 'Assinante não encontrado.',
    welcomeQueued: 'Enviaremos a confirmação para o seu e-mail em instantes.',
    /** Double opt-in (NEWSLETTER_CONFIRM=true): the snackbar after a signup. */
    confirmPending: 'Quase lá! Enviamos um e-mail de confirmação: abra sua caixa de entrada e confirme a inscrição.',
    confirmButton: 'Confirmar inscrição',
    confirmTitle: 'Confirme sua inscrição',
    confirmText: `Clique no botão abaixo para confirmar que deseja receber as newsletters da ${brand.companyName}.`,
    confirmSuccess: 'Inscrição confirmada! Você receberá nossas newsletters a partir de agora.',
    confirmTokenUnknown: 'Link de confirmação inválido, expirado ou já utilizado.',
    confirmFailure: 'Não foi possível confirmar a inscrição. Tente novamente mais tarde.',
  },
  campaign: {
    subject: 'Informe um assunto de 3 a 200 caracteres.',
    preheader: 'O texto de pré-visualização pode ter até 300 caracteres.',
    body: 'Escreva o conteúdo da campanha.',
    scheduleInvalid: 'Informe data e hora válidas.',
    schedulePast: 'Escolha uma data e hora no futuro.',
    notFound: 'Campanha não encontrada.',
    notEditable: 'Esta campanha já foi enviada ou está em envio e não pode mais ser alterada.',
    notStartable: 'Esta campanha não pode ser enviada no estado atual.',
    notPausable: 'Só é possível pausar uma campanha em envio.',
    notResumable: 'Só é possível retomar uma campanha pausada.',
    notCancellable: 'Esta campanha não pode mais ser cancelada.',
    postNotFound: 'Post não encontrado.',
    created: 'Campanha criada com sucesso',
    saved: 'Campanha salva com sucesso',
    testQueued: 'E-mail de teste enviado para o seu endereço.',
    started: 'Envio iniciado.',
    scheduled: 'Campanha agendada.',
    paused: 'Envio pausado.',
    resumed: 'Envio retomado.',
    cancelled: 'Campanha cancelada.',
    suppressionLifted: 'Supressão removida: o endereço volta a receber campanhas.',
    notSuppressed: 'Este assinante não está suprimido.',
    testRecipientNotStaff: 'O teste só pode ser enviado para o e-mail de um usuário da equipe.',
    testRateLimited: 'Muitos testes enviados. Aguarde alguns minutos e tente novamente.',
    testQueuedTo: (address: string) => `E-mail de teste enviado para ${address}.`,
    suppressionsLifted: (count: number) =>
      count === 1
        ? 'Supressão removida de 1 assinante: volta a receber campanhas.'
        : `Supressão removida de ${count} assinantes: voltam a receber campanhas.`,
    mailServerWaiting: 'O servidor de e-mail recusou o envio. A campanha foi pausada e será retomada automaticamente.',
  },
  blog: {
    empty: 'Nenhum post encontrado.',
    /** A search without results offers these instead of an empty page. */
    recentPosts: 'Posts recentes',
    /** The heading of an article address that leads nowhere (a heading has no final period). */
    missingTitle: 'Post não encontrado',
    // Not in the spec: a failed load is not an empty blog.
    loadError: 'Não foi possível carregar os posts. Verifique a sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    invalidDate: 'Data inválida',
    /** The line above a search's results; a count past SEARCH_COUNT_CAP is not exact (`capped`). */
    resultCount: (total: number, search: string, capped = false) =>
      capped
        ? `mais de ${thousands(SEARCH_COUNT_CAP)} resultados para “${search}”`
        : total > 0
          ? `${total} ${total === 1 ? 'resultado' : 'resultados'} para “${search}”`
          : `Sem resultados para “${search}”`,
  },
  onboarding: {
    outsidePlatform: 'Disponível apenas na Plataforma SeniorX',
    loading: 'Carregando...',
    restrictedTitle: 'Acesso restrito',
    restrictedText:
      'Esta página não está disponível para o tenant atual. Caso acredite que seja um engano, entre em contato com o administrador.',
    // Not in the spec: shown after SESSION_WAIT_MS without the platform's session.
    noSessionTitle: 'Não recebemos os dados do seu acesso',
    noSessionText:
      'A Plataforma SeniorX ainda não enviou as informações da sua sessão. Tente novamente; se continuar assim, recarregue a página da plataforma ou fale com o administrador.',
    noSessionRetry: 'Tentar novamente',
  },
  login: {
    title: 'Ir para a administração',
    usernameLabel: 'Usuário',
    passwordLabel: 'Senha',
    submit: 'Acessar',
    usernameInvalid: 'Usuário inválido',
    passwordInvalid: 'Senha inválida',
    failure: 'Erro ao realizar login',
    wrongCredentials: 'Usuário ou senha incorretos.',
    throttled: 'Muitas tentativas de login. Aguarde alguns instantes e tente novamente.',
    accountLocked:
      'Esta conta foi bloqueada após muitas tentativas de acesso. Peça a um Admin para desbloqueá-la ou use a verificação em duas etapas.',
    totpTitle: 'Verificação em duas etapas',
    totpLead: 'Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.',
    totpLabel: 'Código de verificação',
    totpSubmit: 'Verificar',
    totpBack: 'Voltar',
    totpInvalid: 'Código de verificação inválido.',
    totpRequired: 'Informe o código de verificação.',
    totpChallengeExpired: 'A verificação expirou. Entre com usuário e senha novamente.',
  },
  totp: {
    enrolTitle: 'Verificação em duas etapas',
    enabled: 'Verificação em duas etapas ativada',
    disabled: 'Verificação em duas etapas desativada',
    enableError: 'Erro ao ativar a verificação em duas etapas',
    disableError: 'Erro ao desativar a verificação em duas etapas',
    alreadyEnabled: 'A verificação em duas etapas já está ativa.',
    notEnabled: 'A verificação em duas etapas não está ativa.',
    notEnrolling: 'Inicie o cadastro da verificação em duas etapas novamente.',
    codeInvalid: 'Código de verificação inválido.',
    codeFormat: 'Informe o código de 6 dígitos do aplicativo autenticador.',
    requiredForAdmins: 'Admins precisam ativar a verificação em duas etapas antes de continuar.',
  },
  post: {
    title: 'Por favor, indique o nome do post.',
    linkHref: 'Informe um link que comece com https://, mailto: ou / (uma página do site).',
    readingTime: 'Por favor, insira um tempo válido (MM:SS).',
    description: 'Por favor, escreva uma descrição.',
    tags: 'Por favor, selecione pelo menos uma tag.',
    image: 'Por favor, envie uma imagem.',
    requiredWarning: 'Preencha os campos obrigatórios',
    notFound: 'Post não encontrado.',
    idRequired: 'Informe o post a atualizar.',
    imageNotFound: 'Imagem não encontrada.',
    imageType: 'O arquivo enviado não é uma imagem válida (use JPEG, PNG, GIF, WebP ou AVIF).',
    imageTooLarge: 'A imagem excede o tamanho máximo de 5 MB.',
    imageTooManyPixels: 'A imagem tem mais de 40 megapixels. Reduza as dimensões e envie novamente.',
    imagesTooMany: 'Envie no máximo 20 imagens por post.',
    imageIdInvalid: 'Identificador de imagem inválido.',
    invalidField: 'Formato inválido.',
    status: 'Escolha rascunho, agendado ou publicado.',
    publishAtRequired: 'Informe a data e a hora de publicação.',
    publishAtInvalid: 'Informe a data e a hora com o fuso (ISO 8601, ex.: 2026-03-16T08:00:00-03:00).',
    publishAtPast: 'Escolha uma data e hora futuras para agendar.',
    slug: 'Use só letras minúsculas sem acento, números e hífens no endereço.',
    revisionNotFound: 'Revisão não encontrada.',
    previewNotFound: 'Este link de prévia não existe, expirou ou foi revogado.',
  },
  admin: {
    /** Leaving a screen with unsaved changes (the navigation guard's question). */
    discardChangesTitle: 'Descartar alterações?',
    discardChangesConfirm: 'Sair sem salvar',
    discardChangesBody: 'Há alterações não salvas neste post. Se sair agora, elas serão perdidas.',
    passwordChanged: 'Senha alterada com sucesso',
    passwordChangeError: 'Erro ao alterar senha',
    userCreated: 'Usuário criado com sucesso',
    userCreateError: 'Erro ao criar usuário',
    userUpdated: 'Usuário alterado com sucesso',
    userUpdateError: 'Erro ao alterar usuário',
    userDeleted: 'Usuário excluído com sucesso',
    passwordReset: 'Senha temporária gerada com sucesso',
    passwordResetError: 'Erro ao redefinir a senha',
    userDeleteError: 'Erro ao excluir usuário',
    postCreated: 'Post criado com sucesso',
    /** The editor's progress while saving: the body (images, mostly) going out, then the server's work. */
    postSaving: 'Salvando o post…',
    postUploading: (percent: number) => `Enviando o post e as imagens: ${percent}%`,
    postProcessing: 'Enviado. Preparando as imagens…',
    postCreateError: 'Erro ao criar post',
    postUpdated: 'Post atualizado com sucesso',
    /** Not fixed by the spec (it lists only the create error); same pattern. */
    postUpdateError: 'Erro ao atualizar post',
    postDeleted: 'Post movido para a lixeira',
    postRestored: 'Post restaurado',
    postRestoreError: 'Erro ao restaurar o post',
    undo: 'Desfazer',
    trash: 'Lixeira',
    restore: 'Restaurar',
    trashHint: 'Posts excluídos ficam 30 dias na lixeira antes de serem apagados.',
    emptyTrash: 'A lixeira está vazia',
    postDeleteAfterwards: 'Posts excluídos ficam 30 dias na lixeira, de onde podem ser restaurados.',
    subscriberDeleteAfterwards: 'Logo depois, ainda é possível desfazer.',
    postsDeleted: (count: number) => `${count} posts movidos para a lixeira`,
    postDeleteError: 'Erro ao excluir post',
    /** The editor's publishing buttons and what they answer. */
    draftSaved: (time: string) => `Rascunho salvo às ${time}`,
    postPublished: 'Post publicado',
    postScheduled: (when: string) => `Post agendado para ${when}`,
    postUnpublished: 'Post despublicado: voltou a ser rascunho',
    revisionRestored: 'Revisão restaurada',
    previewCopied: 'Link de prévia copiado',
    previewsRevoked: 'Links de prévia revogados',
    postsFetchError: 'Erro ao buscar posts',
    contactsUpdateError: 'Erro ao atualizar os contatos',
    noContactToMark: 'Nenhum contato para marcar como lido',
    contactMarkedRead: 'Contato marcado como lido',
    contactsMarkedRead: (count: number) => `${count} contatos marcados como lidos`,
    subscriberDeleted: 'Assinante excluído com sucesso',
    subscriberRestored: 'Exclusão desfeita',
    subscriberRestoreError: 'Erro ao desfazer a exclusão',
    subscribersDeleted: (count: number) => `${count} assinantes excluídos com sucesso`,
    /** The role select cannot take the last Admin away. */
    lastAdmin: 'O sistema precisa de pelo menos um Admin',
    subscriberDeleteError: 'Erro ao excluir assinante',
    emptyUsers: 'Nenhum usuário encontrado',
    emptyPosts: 'Nenhum post encontrado',
    emptyContacts: 'Nenhum contato encontrado',
    emptySubscribers: 'Nenhum assinante encontrado',
    sessionsEnded: 'Sessões encerradas com sucesso',
    /** The answer to POST /api/logout. */
    loggedOut: 'Sessão encerrada.',
    sessionsEndError: 'Erro ao encerrar as sessões',
    userUnlocked: 'Conta desbloqueada com sucesso',
    userUnlockError: 'Erro ao desbloquear a conta',
    auditFetchError: 'Erro ao buscar a auditoria',
    auditExportError: 'Erro ao exportar a auditoria',
    emptyAudit: 'Nenhum registro encontrado',
    mailQueueFetchError: 'Erro ao buscar a fila de e-mails',
    mailRetried: 'E-mail colocado na fila para reenvio',
    mailRetryError: 'Erro ao reenviar o e-mail',
    mailDiscarded: 'E-mail descartado',
    mailDiscardError: 'Erro ao descartar o e-mail',
    emptyMailQueue: 'Nenhum e-mail na fila',
    /** Reenviar/Descartar on a mail that is not (or no longer) failed: sent meanwhile, or discarded by someone else. */
    mailNotFailed: 'Este e-mail não está mais com falha; atualize a lista.',
    /** Every snackbar of the back-office reads its text from here. */
    rowsExported: (count: number) => `${count} ${count === 1 ? 'registro exportado' : 'registros exportados'}`,
    exportError: 'Erro ao exportar',
    recoveryCodesCopied: 'Códigos copiados',
    recoveryCodesCopyError: 'Não foi possível copiar os códigos',
    totpKeyCopied: 'Chave copiada',
    totpKeyCopyError: 'Não foi possível copiar a chave',
    usersFetchError: 'Erro ao buscar usuários',
    auditDateOrder: 'A data inicial deve ser anterior à final.',
    contactsFetchError: 'Erro ao buscar contatos',
    contactNotFound: 'Contato não encontrado',
    suppressionLiftError: 'Não foi possível remover a supressão',
    subscribersFetchError: 'Erro ao buscar assinantes',
    dsrListError: 'Erro ao buscar solicitações',
    dsrLookupError: 'Erro ao consultar o titular',
    dsrOpened: (id: number) => `Solicitação nº ${id} aberta`,
    dsrOpenError: 'Erro ao abrir a solicitação',
    dsrExported: (format: string) => `Exportação ${format.toUpperCase()} gerada`,
    dsrExportError: 'Erro ao exportar os dados do titular',
    dsrEraseError: 'Erro ao eliminar os dados',
    dsrCloseError: 'Erro ao concluir a solicitação',
    campaignsFetchError: 'Erro ao buscar campanhas',
    campaignPostLoadError: 'Não foi possível carregar o post',
    campaignLoadError: 'Erro ao carregar a campanha',
    campaignActionError: 'Não foi possível concluir a ação',
    campaignSaveError: 'Não foi possível salvar a campanha',
    /** Before saving content with images from other sites, which the server drops. */
    externalImagesWarning: 'Imagens externas serão removidas ao salvar; use o botão de imagem para enviá-las.',
    totpReset: 'Verificação em duas etapas redefinida: o usuário entra só com a senha e pode cadastrá-la de novo.',
    synonymsFetchError: 'Erro ao buscar os sinônimos da busca',
    synonymsSaved: 'Sinônimos da busca salvos',
    synonymsSaveError: 'Erro ao salvar os sinônimos da busca',
    mailSentNow: 'O e-mail será enviado em instantes',
    mailSendNowError: 'Erro ao enviar o e-mail agora',
    /** "Enviar agora" on a mail that is no longer pending: sent, failed or discarded meanwhile. */
    mailNotPending: 'Este e-mail não está mais pendente; atualize a lista.',
    /** "Enviar teste"/"Enviar agora" while the screen holds edits the server has not got. */
    campaignSaveBeforeSending: 'Salve as alterações antes de enviar.',
  },
  users: {
    usernameRequired: 'Informe o nome de usuário (de 3 a 120 caracteres, sem espaços).',
    roleInvalid: 'Selecione um perfil válido.',
    usernameTaken: 'Já existe um usuário com este nome.',
    notFound: 'Usuário não encontrado.',
    cannotDeleteSelf: 'Você não pode excluir o seu próprio usuário.',
    cannotRemoveLastAdmin: 'O sistema precisa de pelo menos um Admin.',
    wrongCurrentPassword: 'A senha atual está incorreta.',
    passwordTooShort: 'A nova senha deve ter pelo menos 8 caracteres.',
    passwordEqualsUsername: 'A nova senha não pode ser igual ao nome de usuário.',
    passwordUnchanged: 'A nova senha deve ser diferente da senha atual.',
    passwordRequired: 'Informe a senha atual.',
    mustChangePassword: 'Defina uma nova senha antes de continuar.',
    cannotEndOwnSessionsHere: 'Use “Sair de todas as sessões” para encerrar as suas próprias sessões.',
    notLocked: 'Esta conta não está bloqueada.',
    cannotResetOwnPassword: 'Para trocar a sua própria senha, use “Alterar minha senha”.',
    cannotResetOwnTotp: 'Para desativar a sua própria verificação em duas etapas, use “Alterar minha senha”.',
  },
  http: {
    unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
    /** The token is genuine but its session was ended (password or role change, logout elsewhere, deletion). */
    sessionEnded: 'Sua sessão foi encerrada. Faça login novamente.',
    forbidden: 'Você não tem permissão para realizar esta ação.',
    notFound: 'Recurso não encontrado.',
    malformedJson: 'O corpo da requisição não é um JSON válido.',
    validation: 'Verifique os dados informados.',
    /** A NUL byte: PostgreSQL cannot store it, and no person types it. */
    invalidCharacter: 'O texto contém um caractere inválido.',
    payloadTooLarge: 'A requisição excede o tamanho máximo permitido.',
    unsupportedMediaType: 'Tipo de conteúdo não suportado.',
    originNotAllowed: 'Requisição de origem não autorizada.',
    busy: 'O sistema está ocupado no momento. Tente novamente em alguns segundos.',
    storageFull:
      'Não foi possível salvar agora: o servidor está sem espaço de armazenamento. Tente novamente mais tarde.',
    tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
    internal: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    /** The database does not answer (stopped, unreachable): the site's pages still do. */
    databaseUnavailable: 'O sistema está temporariamente indisponível. Tente novamente em alguns instantes.',
    /** A newer release migrated the database this (older) process serves. */
    migrationsPending: 'O sistema está sendo atualizado. Tente novamente em alguns instantes.',
    /** The database was replaced under this process (a restore): it takes no more writes. */
    databaseReplaced:
      'O sistema está em manutenção (o banco de dados foi restaurado). Tente novamente em alguns instantes.',
  },
  wordpress: {
    notWxr: 'O arquivo não é uma exportação do WordPress (WXR). Exporte em Ferramentas › Exportar › Todo o conteúdo.',
    truncated:
      'O arquivo de exportação está incompleto ou corrompido (o XML termina antes do fim). Nada foi importado.',
    invalidXml: 'O arquivo de exportação não é um XML válido. Nada foi importado.',
    uploadsInvalid: 'O arquivo de uploads deve ser uma pasta ou um .zip da pasta wp-content/uploads.',
    fileRequired: 'Envie o arquivo .xml exportado do WordPress.',
    jobNotFound: 'Importação não encontrada. Envie o arquivo novamente.',
    jobBusy: 'Esta importação já foi iniciada.',
    started: 'Importação iniciada.',
    sendError: 'Não foi possível ler a exportação. Tente novamente.',
    runError: 'Não foi possível iniciar a importação. Tente novamente.',
    progressError: 'Não foi possível acompanhar a importação. A página tentará de novo.',
    done: 'Importação concluída.',
  },
  redirects: {
    fromInvalid: 'Informe o endereço antigo como um caminho, por exemplo /2023/05/meu-post/.',
    toInvalid: 'Informe o novo endereço como um caminho deste site, por exemplo /blog/meu-post.',
    external: 'Redirecionamentos para outros sites não são permitidos.',
    loop: 'Este redirecionamento criaria um ciclo: o destino leva de volta ao endereço antigo.',
    duplicate: 'Já existe um redirecionamento para este endereço antigo.',
    notFound: 'Redirecionamento não encontrado.',
    saved: 'Redirecionamento salvo.',
    deleted: 'Redirecionamento excluído.',
    notOwn: 'Você só pode alterar os redirecionamentos que criou.',
    fetchError: 'Não foi possível carregar os redirecionamentos.',
    saveError: 'Não foi possível salvar o redirecionamento.',
    deleteError: 'Não foi possível excluir o redirecionamento.',
    empty: 'Nenhum redirecionamento ainda. Os endereços antigos de uma importação do WordPress aparecem aqui.',
  },
  /** The Integrações screen and its API (webhooks). */
  webhooks: {
    url: 'Informe um endereço https:// válido.',
    urlNotPublic: 'O endereço precisa apontar para um servidor público na internet.',
    events: 'Escolha ao menos um evento.',
    created: 'Integração criada. Copie o segredo agora: ele não será mostrado de novo.',
    updated: 'Integração atualizada.',
    deleted: 'Integração excluída.',
    rotated: 'Novo segredo gerado. O anterior continua assinando por 24 horas.',
    testQueued: 'Evento de teste enfileirado.',
    resent: 'Entrega enfileirada de novo.',
    fetchError: 'Não foi possível carregar as integrações.',
    saveError: 'Não foi possível salvar a integração.',
    actionError: 'Não foi possível concluir a ação.',
    copied: 'Segredo copiado.',
  },
  /** What the admin says about the mail server: a recipient's refusal (suppression) or the server's own failure. */
  mailServer: {
    refusal: {
      noMailbox: 'Caixa postal inexistente',
      noDomain: 'Domínio do destinatário não recebe e-mail',
      mailboxDisabled: 'Caixa postal desativada',
      mailboxFull: 'Caixa postal cheia',
      other: 'Endereço recusado pelo servidor do destinatário',
      serverSide: 'Falha do servidor de envio, não do endereço',
    },
    failure: {
      auth: 'o servidor recusou o usuário ou a senha do SMTP (SMTP_URL)',
      sender: 'o servidor recusou o remetente (MAIL_FROM)',
      connection: 'não foi possível conectar ao servidor de e-mail',
      data: 'o servidor recusou a mensagem',
      other: 'o servidor de e-mail falhou',
    },
    dashboardWaiting: (campaigns: number, reason: string) =>
      `${campaigns === 1 ? '1 campanha está pausada' : `${campaigns} campanhas estão pausadas`} aguardando o servidor de e-mail: ${reason}. Essa falha não suprime nenhum assinante; o envio será retomado automaticamente quando o servidor voltar a aceitar.`,
    campaignWaiting: (reason: string, retryAt: string) =>
      `Aguardando o servidor de e-mail: ${reason}. Essa falha não suprime nenhum assinante; o envio será retomado automaticamente (próxima tentativa: ${retryAt}).`,
    liftConfirm: (count: number) =>
      count === 1
        ? 'Remover a supressão de 1 assinante? Ele volta a receber as próximas campanhas.'
        : `Remover a supressão de ${count} assinantes? Eles voltam a receber as próximas campanhas.`,
    testRecipientsError: 'Não foi possível carregar os destinatários do teste',
    /** A campaign's state while it waits (the list's badge, the screen's heading). */
    waitingStatus: 'Aguardando servidor',
  },
  /** An Admin's reset of another user's two-factor sign-in (a lost authenticator). */
  totpReset: {
    confirm: (username: string) =>
      `Redefinir a verificação em duas etapas de ${username}? O aplicativo autenticador e os códigos de recuperação atuais deixam de valer; a pessoa entra só com a senha e pode cadastrar a verificação de novo.`,
    error: 'Não foi possível redefinir a verificação em duas etapas',
  },
} as const;
