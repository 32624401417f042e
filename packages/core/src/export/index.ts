export * from './export-columns.ts';
export * from './cell-text.ts';
export * from './table-export.ts';
