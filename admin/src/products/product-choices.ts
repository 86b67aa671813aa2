/** Choice names are catalog phrases: react-admin translates them. */
export const productStatusChoices = [
  { id: 'active', name: 'Ativo' },
  { id: 'inactive', name: 'Inativo' },
];

export const productSourceChoices = [
  { id: 'bling', name: 'Bling' },
  { id: 'manual', name: 'Cadastro manual' },
];
