/** Phrases of account protection (decision 029), merged into the catalog (pt-BR key → en). */
export const accountPhrases: Record<string, string> = {
  // API answers (api/src/modules/users/current-password.ts).
  'Informe a sua senha atual.': 'Enter your current password.',
  'Senha atual incorreta.': 'Current password is incorrect.',
  'Muitas tentativas. Aguarde um pouco e tente novamente.':
    'Too many attempts. Please wait a little and try again.',
  // The profile form's field when the e-mail changes.
  'Senha atual (para alterar o e-mail)': 'Current password (to change the e-mail)',
  // The console's own-account field (admin/src/clients/client-inputs.tsx).
  'Necessária para alterar o seu e-mail ou a sua senha.': 'Needed to change your e-mail or your password.',
  // A cross-site post refused by the storefront (storefront/app/utils/origin.server.ts).
  'Pedido de outro site recusado.': 'Request from another site refused.',
};
