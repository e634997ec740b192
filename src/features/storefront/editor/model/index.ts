export * from './audience';
export * from './reducer';
export * from './sections';
export * from './selectors';
export * from './types';
