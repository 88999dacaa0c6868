export * from './endpoint.ts';
export * from './common.ts';
