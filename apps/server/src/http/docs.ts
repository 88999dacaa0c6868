import fp from 'fastify-plugin';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONSOLE_API_PREFIX, HIS_API_PREFIX, HIS_SCOPES, TOKEN_PATH } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/** The hospital's doors have documents of their own; the patients' one leaves them out. */
const patientRoutesOnly: Transform = (input) =>
  input.url.startsWith(`${HIS_API_PREFIX}/`) || input.url.startsWith(`${CONSOLE_API_PREFIX}/`)
    ? { schema: { ...input.schema, hide: true }, url: input.url }
    : jsonSchemaTransform(input);

/**
 * OpenAPI built from the contract's Zod schemas, browsable at /api/docs. The UI sits in a
 * scope of its own so the HIS document can have its UI too (the UI's decorator is global).
 */
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
      transform: patientRoutesOnly,
    });
    await app.register(async (scope) => {
      await scope.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  },
  { name: 'api-docs' },
);

/**
 * The HIS API's own OpenAPI document at /his/v1/docs, for the routes registered in the
 * scope it is called in (a second swagger instance sees only its own scope's routes).
 */
export async function hisApiDocs(scope: FastifyInstance): Promise<void> {
  const { hospitalName } = scope.config;
  await scope.register(swagger, {
    decorator: 'hisSwagger',
    openapi: {
      info: { title: `${hospitalName} HIS integration API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'oauth2',
            flows: {
              clientCredentials: {
                tokenUrl: TOKEN_PATH,
                scopes: Object.fromEntries(HIS_SCOPES.map((name) => [name, name])),
              },
            },
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await scope.register(async (ui) => {
    await ui.register(swaggerUi, {
      routePrefix: `${HIS_API_PREFIX}/docs`,
      // The UI serves `app.swagger()`, the patients' document: it is swapped for the HIS one.
      transformSpecification: () => scope.hisSwagger(),
      transformSpecificationClone: false,
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The HIS API's OpenAPI document (`hisApiDocs`). */
    hisSwagger: FastifyInstance['swagger'];
  }
}
