export * from './model';
export * from './doc';
export * from './fractional-index';
export * from './base64';
export * from './thumbnail';
export * from './picture-doc';
