import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the contract's Zod schemas, browsable at /api/docs. */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    const { hospitalName } = app.config;
    await app.register(swagger, {
      openapi: {
        info: { title: `${hospitalName} patient-service API`, version: '1.0.0' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            client: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
