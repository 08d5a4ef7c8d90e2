import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error handling', () => {
  it('never leaks internals in a 5xx body', async () => {
    const local = await createTestApp({
      beforeReady: (app) =>
        app.get('/api/test-only/boom', async () => {
          throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
        }),
    });
    try {
      const response = await local.app.inject('/api/test-only/boom');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'server/busy',
      });
    } finally {
      await local.close();
    }
  });
});

describe('/api/docs', () => {
  it('documents every call with its schemas', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    const expected: Record<string, string[]> = {
      '/api/auth/login': ['post'],
      '/api/auth/register': ['post'],
      '/api/auth/new-guest': ['post'],
      '/api/auth/forgot-password': ['post'],
      '/api/auth/reset-password': ['post'],
      '/api/auth/providers': ['get'],
      '/api/auth/google': ['get'],
      '/api/auth/google/callback': ['get'],
      '/api/user/me': ['get'],
      '/api/user/alive': ['get'],
      '/api/user/quota/check': ['get'],
      '/api/user/complete-signup/email': ['post'],
      '/api/level/list': ['get'],
      '/api/language/list': ['get'],
      '/api/pricing_plan/list': ['get'],
      '/api/user_pricing_plan/me': ['get'],
      '/api/contact': ['post'],
      '/api/course/filter': ['post'],
      '/api/course/featured': ['get'],
      '/api/course/detail/{id}': ['get'],
      '/api/course/buy': ['post'],
      '/api/course/view': ['post'],
      '/api/course_recent/add': ['post'],
      '/api/lesson/course/{courseId}': ['get'],
      '/api/course/comments/{id}': ['get'],
      '/api/course/comment': ['post'],
      '/api/course/comment/{id}': ['delete'],
      '/api/course/rate': ['post'],
      '/api/health': ['get'],
      '/api/health/ready': ['get'],
    };
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const operation = document.paths[path][method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
        expect(
          Object.keys(operation.responses).length,
          `${method} ${path} responses`,
        ).toBeGreaterThan(0);
        if (method === 'post') {
          const body = operation.requestBody.content['application/json'].schema;
          expect(body.properties, `${method} ${path} body`).toBeDefined();
        }
      }
    }
    expect(document.paths['/api/user/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
        .properties.password.minLength,
    ).toBe(6);
  });

  it('serves the interactive page', async () => {
    const response = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(response.statusCode);
  });
});
