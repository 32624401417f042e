import type { ErrorCode } from '@scheduler/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { AnswerStatusError, ApiError } from '../shared/lib/api/index.ts';
import { globalErrorAction } from './global-error-rules.ts';

const err = (status: number, message = '', answerStatus?: string) => new ApiError(status, message, '/api/x', answerStatus);

describe('global HTTP error rules (doc 1 §8)', () => {
  it('409: Access Modified, then logout and home', () => {
    expect(globalErrorAction(err(409), '/project')).toEqual({
      kind: 'dialog-then-logout',
      title: 'Access Modified',
      message: "your current access has been modified and you'll be logged out now, please login again",
      to: '/home',
    });
  });
  it('406: Not Allowed Content', () => {
    expect(globalErrorAction(err(406), '/project')).toEqual({
      kind: 'dialog',
      title: 'Not Allowed Content',
      message: 'HTML or script tags are not allowed',
    });
  });
  it('503: logout to access-denied-location', () => {
    expect(globalErrorAction(err(503), '/project')).toEqual({ kind: 'logout', to: '/access-denied-location' });
  });
  it('403: access-denied; 401 after the refresh failed: logout', () => {
    expect(globalErrorAction(err(403), '/project')).toEqual({ kind: 'navigate', to: '/access-denied' });
    expect(globalErrorAction(err(401), '/project')).toEqual({ kind: 'logout', to: '/login' });
  });
  it('403 from the session refresh (auth/refresh): logout', () => {
    expect(globalErrorAction(new ApiError(403, '', '/api/auth/refresh'), '/project')).toEqual({ kind: 'logout', to: '/login' });
    expect(globalErrorAction(new ApiError(403, '', 'https://api.example.com/api/auth/refresh'), '/project')).toEqual({
      kind: 'logout',
      to: '/login',
    });
  });
  it('the error code decides where the answer has one: a refused session renewal logs out, whatever the route', () => {
    const coded = (status: number, code: ErrorCode) => new ApiError(status, '', '/api/x', 'FORBIDDEN', undefined, code);
    expect(globalErrorAction(coded(403, 'auth.session_renew_refused'), '/project')).toEqual({ kind: 'logout', to: '/login' });
    expect(globalErrorAction(coded(403, 'auth.forbidden'), '/project')).toEqual({ kind: 'navigate', to: '/access-denied' });
    expect(globalErrorAction(coded(503, 'auth.country_not_allowed'), '/project')).toEqual({ kind: 'logout', to: '/access-denied-location' });
  });
  it('500: Something went wrong', () => {
    expect(globalErrorAction(err(500), '/project')).toEqual({
      kind: 'dialog',
      title: 'Something went wrong',
      message: 'You have encountered an unexpected error. Please try again. If the problem persists, contact support.',
    });
  });
  it('400 stays with the form', () => {
    expect(globalErrorAction(err(400, 'bad'), '/project')).toEqual({ kind: 'none' });
  });
  it('other errors store the URL and log out, except on home, dashboard, candidate, login and access-denied', () => {
    expect(globalErrorAction(err(404), '/project/P1')).toEqual({ kind: 'logout', to: '/login', storeLastUrl: true });
    for (const p of ['/home', '/dashboard', '/candidate', '/login', '/access-denied']) {
      expect(globalErrorAction(err(404), p).kind).toBe('dialog');
    }
  });
  it('a status other than SUCCESS shows a dialog titled with the status', () => {
    expect(globalErrorAction(new AnswerStatusError('FAILED', 'No way', '/api/x'), '/x')).toEqual({
      kind: 'dialog',
      title: 'FAILED',
      message: 'No way',
    });
    expect(globalErrorAction(err(422, 'Slot taken', 'BOOKING_NA'), '/x')).toEqual({ kind: 'dialog', title: 'BOOKING_NA', message: 'Slot taken' });
  });
});
