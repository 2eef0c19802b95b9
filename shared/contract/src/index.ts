export * from './product';
export * from './constants';
export * from './messages';
export * from './storage';
export * from './events';
export * from './remotes';
export * from './api';
