export * from './catalog.ts';
export * from './translate.ts';
export * from './numbers.ts';
export * from './phrases-messages.ts';
export * from './verbs.ts';
