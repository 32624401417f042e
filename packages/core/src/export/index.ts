export * from './export-columns.ts';
export * from './cell-text.ts';
export * from './csv-export.ts';
export * from './table-export.ts';
