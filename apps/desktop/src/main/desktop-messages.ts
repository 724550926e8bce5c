/**
 * What the desktop shell itself says to a person (the admin screens bring their own texts
 * from @vitrine/shared). Kept here because only the desktop app needs them.
 */
export const desktopMessages = {
  keychainUnavailable:
    'Não foi possível usar o cofre de senhas do sistema para guardar a sessão. ' +
    'No Linux, instale e inicie um serviço de chaves (GNOME Keyring ou KWallet); ' +
    'no Windows e no macOS, verifique se o Gerenciador de Credenciais ou as Chaves estão acessíveis. ' +
    'Por segurança, o aplicativo não guarda o acesso em arquivo comum.',
  serverNotConfigured: 'Informe o endereço do servidor em Arquivo › Configurações do servidor…',
  serverUnreachable: (url: string) =>
    `Não foi possível conectar ao servidor ${url}. Verifique o endereço e a sua conexão.`,
  serverUrlRequired: 'Informe o endereço do servidor.',
  serverUrlInvalid:
    'Informe um endereço válido começando com http:// ou https:// (ex.: https://vitrine.empresa.com.br).',
  serverUrlCredentials: 'O endereço do servidor não pode conter usuário ou senha.',
  requestRefused: 'Pedido recusado pelo aplicativo.',
  unexpectedReply: 'Resposta inesperada do servidor.',
  aboutTitle: 'Sobre o Vitrine Admin',
  aboutDetail: (version: string) =>
    `Vitrine Admin ${version}\nAdministração do site da Alvorada Sistemas.\nLicença GPL-3.0-or-later.`,
} as const;
