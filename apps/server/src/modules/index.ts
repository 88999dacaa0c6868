import type { FastifyInstance } from 'fastify';
import { authModule } from './auth/index.ts';
import { captchaModule } from './captcha/index.ts';
import { hospitalsModule } from './hospitals/index.ts';
import { indexInitModule } from './index-init/index.ts';
import { mediaModule } from './media/index.ts';
import { newsModule } from './news/index.ts';
import { noticesModule } from './notices/index.ts';
import { patientsModule } from './patients/index.ts';
import { sandboxModule } from './sandbox/index.ts';
import { userModule } from './user/index.ts';
import { wxApiModule } from './wx-api/index.ts';

/** Every API area, registered once by app.ts. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authModule,
  userModule,
  captchaModule,
  noticesModule,
  sandboxModule,
  wxApiModule,
  hospitalsModule,
  newsModule,
  indexInitModule,
  mediaModule,
  patientsModule,
];
