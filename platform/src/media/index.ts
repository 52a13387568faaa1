export * from './media-store';
export * from './svg-art';
