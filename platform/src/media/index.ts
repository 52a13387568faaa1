export * from './media-store';
export * from './svg-art';
export * from './dessert-drawings';
