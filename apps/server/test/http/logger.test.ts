import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from '../../src/http/logger.ts';

describe('redactUrl', () => {
  it('keeps the path and query keys but drops every value', () => {
    expect(redactUrl('/?code=0123abcd&state=xyz')).toBe('/?code=*&state=*');
    expect(redactUrl('/api/user/mobile?phone=13812345678')).toBe('/api/user/mobile?phone=*');
    expect(redactUrl('/api/me')).toBe('/api/me');
  });
});

describe('serializeError', () => {
  it('drops query parameters, PostgreSQL details and the message line of the stack', () => {
    const cause = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      constraint: 'users_phone_key',
      detail: 'Key (phone)=(13812345678) already exists.',
    });
    const error = new Error(
      'Failed query: insert into users (phone) values ($1)\nparams: 13812345678',
      { cause },
    );
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('13812345678');
    expect(serialized).toContain('23505');
    expect(serialized).toContain('users_phone_key');
    expect(serialized).toContain('Failed query: insert into users');
  });
});
