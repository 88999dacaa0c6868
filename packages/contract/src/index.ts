export * from './endpoint.ts';
export * from './common.ts';
export * from './auth.ts';
