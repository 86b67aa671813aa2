import type { TranslationMessages } from 'react-admin';

/** Resource and field names, per locale; react-admin finds them by resource and source. */
export const resourceMessages: Record<'pt-BR' | 'en', Partial<TranslationMessages>> = {
  'pt-BR': {
    resources: {
      clients: {
        name: 'Cliente |||| Clientes',
        fields: {
          id: 'ID',
          name: 'Nome',
          last_name: 'Sobrenome',
          email: 'E-mail',
          role: 'Tipo',
          active: 'Ativo',
          subscription: { status: 'Assinatura' },
          created_at: 'Cadastro',
          q: 'Buscar',
        },
      },
    },
  },
  en: {
    resources: {
      clients: {
        name: 'Client |||| Clients',
        fields: {
          id: 'ID',
          name: 'Name',
          last_name: 'Last name',
          email: 'E-mail',
          role: 'Type',
          active: 'Active',
          subscription: { status: 'Subscription' },
          created_at: 'Signed up',
          q: 'Search',
        },
      },
    },
  },
};
