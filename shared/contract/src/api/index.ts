export * from './define-call';
export * from './fields';
export * from './account';
export * from './chat';
