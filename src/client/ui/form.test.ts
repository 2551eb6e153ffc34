import type { FormErrors } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { applyServerErrors, serverIssues } from './form';

/**
 * A refused input as the client receives it from the server's error formatter. The constructor's options are
 * typed for a router's error shape; this test hands it the formatter's output directly, hence the cast.
 */
function refused(zodIssues: unknown): TRPCClientError<never> {
  const data = { code: 'BAD_REQUEST', httpStatus: 400, zodIssues };
  return new TRPCClientError('[json dump]', {
    result: { error: { code: -32600, message: '', data } },
  } as never);
}

/** The two things the helper uses of a `useForm` form, over plain state. */
function fakeForm(values: object, errors: FormErrors = {}) {
  const state = { errors };
  return {
    state,
    getValues: () => values,
    setErrors: (next: FormErrors | ((current: FormErrors) => FormErrors)) => {
      state.errors = typeof next === 'function' ? next(state.errors) : next;
    },
  };
}

describe('applyServerErrors', () => {
  it('puts each issue under its field, the first message per field, keeping other errors', () => {
    const form = fakeForm({ username: 'a', bio: '' }, { bio: 'Too long' });
    const error = refused([
      { path: ['username'], message: 'Usernames need at least 3 characters' },
      { path: ['username'], message: 'Second message' },
    ]);
    expect(applyServerErrors(form, error)).toBe(true);
    expect(form.state.errors).toEqual({ bio: 'Too long', username: 'Usernames need at least 3 characters' });
  });

  it('says nothing landed when the issues are about values the form does not hold, or there are none', () => {
    const form = fakeForm({ comment: '' });
    expect(applyServerErrors(form, refused([{ path: ['bookingId'], message: 'Booking not found' }]))).toBe(
      false,
    );
    expect(applyServerErrors(form, new Error('Invalid email or password.'))).toBe(false);
    expect(applyServerErrors(form, refused(undefined))).toBe(false);
    expect(form.state.errors).toEqual({});
  });
});

describe('serverIssues', () => {
  it('reads path and message, skipping malformed entries', () => {
    expect(
      serverIssues(refused([{ path: ['a', 0], message: 'm' }, { message: 'no path' }, 'junk', null])),
    ).toEqual([{ path: ['a', '0'], message: 'm' }]);
  });
});
