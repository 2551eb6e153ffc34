import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeError } from './logging';

describe('safeError', () => {
  it('keeps the name, message, code and stack, and cuts out query parameters and quoted values', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "typed by a user"'), {
      code: '22P02',
      parameters: ['typed by a user'],
      client: { password: 'hunter2' },
    });
    const wrapped = new DrizzleQueryError('select * from t where id = $1', ['typed by a user', 7], driver);
    const logged = safeError(new Error(`${wrapped.message}: ${driver.message}`, { cause: wrapped }));
    const text = JSON.stringify(logged);
    expect(text).not.toContain('typed by a user');
    expect(text).not.toContain('hunter2');
    expect(logged.cause).toMatchObject({
      type: 'Error',
      message: 'Failed query: select * from t where id = $1\nparams: [redacted]',
      cause: { type: 'Error', code: '22P02', message: 'invalid input syntax for type uuid: "[redacted]"' },
    });
  });

  it('describes what is not an Error without its contents', () => {
    expect(safeError({ secret: 'x' })).toEqual({ type: 'object', message: '[not an Error]', stack: '' });
  });
});
