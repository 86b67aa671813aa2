export * from './catalog.ts';
export * from './translate.ts';
