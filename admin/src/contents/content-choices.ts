/** Who a content is for; phrase keys. */
export const audienceChoices = [
  { id: 'all', name: 'Todos' },
  { id: 'supplier', name: 'Fornecedores' },
  { id: 'client', name: 'Clientes' },
];

/** Filter values as text: the list filters in the browser, comparing as strings. */
export const publishedChoices = [
  { id: 'true', name: 'Publicado' },
  { id: 'false', name: 'Rascunho' },
];
