export * from './core';
export * from './api';
