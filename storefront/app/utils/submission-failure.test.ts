import { FAILURE_MESSAGES } from '@ponte/shared/i18n';
import { data, redirect, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardSubmission, isSubmissionFailure, submissionFailure } from './submission-failure.ts';

const post = (fields: Record<string, string>) =>
  new Request('http://site.test/profile', { method: 'POST', body: new URLSearchParams(fields) });

describe('a submission whose trip failed (decision 060)', () => {
  it("names React Router's failures with the product's sentences", () => {
    expect(submissionFailure(new TypeError('Failed to fetch'))).toMatchObject({
      transport: true,
      ok: false,
      status: 503,
      error: FAILURE_MESSAGES.network,
    });
    expect(submissionFailure(new ErrorResponseImpl(500, 'Internal Server Error', '<html>'))?.error).toBe(
      FAILURE_MESSAGES.internal,
    );
    expect(submissionFailure(new ErrorResponseImpl(503, 'Service Unavailable', ''))?.error).toBe(
      FAILURE_MESSAGES.unavailable,
    );
  });

  it('leaves what is not a failed trip to the error boundary', () => {
    expect(submissionFailure(new ErrorResponseImpl(404, 'Not Found', null))).toBeNull();
    expect(submissionFailure(new Error('a bug'))).toBeNull();
  });

  it("passes the server's answer through, and answers a failed trip with the form's intent and id", async () => {
    const answer = { intent: 'profile', ok: true };
    await expect(
      guardSubmission({ request: post({ intent: 'profile' }), serverAction: async () => answer }),
    ).resolves.toBe(answer);
    const moved = redirect('/');
    await expect(guardSubmission({ request: post({}), serverAction: async () => moved })).resolves.toBe(
      moved,
    );

    const failed = await guardSubmission({
      request: post({ intent: 'price', id: '42', sale_price: '10,00' }),
      serverAction: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    // A ≥400 status, so React Router does not reload every loader after it (they would fail the same way).
    expect(failed).toEqual(
      data(
        { transport: true, ok: false, status: 503, error: FAILURE_MESSAGES.network, intent: 'price', id: 42 },
        { status: 503 },
      ),
    );
    const body = (failed as unknown as { data: unknown }).data;
    expect(isSubmissionFailure(body)).toBe(true);
    expect(isSubmissionFailure(answer)).toBe(false);
  });

  it('rethrows what is not a failed trip', async () => {
    const notFound = new ErrorResponseImpl(404, 'Not Found', null);
    await expect(
      guardSubmission({ request: post({}), serverAction: () => Promise.reject(notFound) }),
    ).rejects.toBe(notFound);
  });
});
