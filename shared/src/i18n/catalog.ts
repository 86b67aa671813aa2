/**
 * The phrase-keyed catalog (DESIGN §9): the key is the pt-BR text, the value its English form.
 * Add a phrase here the first time the interface shows it.
 */
export const en: Record<string, string> = {
  'Acesso negado': 'Access denied',
  'Erro ao enviar o email de redefinição.': 'Error sending the reset e-mail.',
  'Algo deu errado, entre em contato com os desenvolvedores':
    'Something went wrong, please contact the developers',
  'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura':
    'Your account is not active; subscribe or renew to access the whole system',
  'Ok, Obrigado!': 'OK, thank you!',
  'Erro!': 'Error!',
  Entrar: 'Sign in',
  Sair: 'Log out',
  'E-mail': 'E-mail',
  Senha: 'Password',
  'Esqueci minha senha': 'I forgot my password',
  'Criar conta': 'Create account',
  'Página não encontrada': 'Page not found',
  Dashboard: 'Dashboard',
  Produtos: 'Products',
  Remessa: 'Shipments',
  Conteúdo: 'Content',
  ERP: 'ERP',
  Planos: 'Plans',
  Perfil: 'Profile',
  Clientes: 'Clients',
  Configuração: 'Settings',
  'Painel administrativo': 'Admin console',
  'Olá, {name}': 'Hello, {name}',
};

export const catalogs = { 'pt-BR': {} as Record<string, string>, en } as const;
export type Locale = keyof typeof catalogs;
export const LOCALES = Object.keys(catalogs) as Locale[];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
