export * from './endpoint.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './hospitals.ts';
export * from './news.ts';
export * from './index-init.ts';
export * from './user.ts';
export * from './wx-api.ts';
