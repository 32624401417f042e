import { describe, expect, it } from 'vitest';
import { httpApiJwtSample, SAMPLE_ACCESS_TOKEN_CLAIMS, sampleHttpApiEvent } from './http-api-event.ts';
import { SCHEDULER_JOB_INPUT_TEMPLATE, schedulerJobEvent, schedulerReminderSample } from './scheduler-event.ts';
import { wsConnectEvent, wsConnectSample, wsDisconnectSample, wsMessageEvent, wsPingSample } from './websocket-events.ts';

describe('HTTP API v2 sample', () => {
  it('carries the JWT claims as strings under requestContext.authorizer.jwt', () => {
    expect(httpApiJwtSample.version).toBe('2.0');
    expect(httpApiJwtSample.routeKey).toBe('POST /api/department/save');
    expect(httpApiJwtSample.requestContext.authorizer.jwt.claims).toEqual(SAMPLE_ACCESS_TOKEN_CLAIMS);
    for (const value of Object.values(httpApiJwtSample.requestContext.authorizer.jwt.claims)) expect(typeof value).toBe('string');
    expect(JSON.parse(httpApiJwtSample.body!)).toMatchObject({ name: 'Recruitment' });
    expect(httpApiJwtSample.headers['content-length']).toBe(String(Buffer.byteLength(httpApiJwtSample.body!)));
  });

  it('fills path parameters into rawPath and keeps the route template in routeKey', () => {
    const e = sampleHttpApiEvent({
      method: 'GET',
      route: '/api/department/get/{id}',
      pathParameters: { id: 'D 1' },
      queryStringParameters: { a: '1' },
    });
    expect(e.rawPath).toBe('/api/department/get/D%201');
    expect(e.requestContext.http.path).toBe('/api/department/get/D%201');
    expect(e.routeKey).toBe('GET /api/department/get/{id}');
    expect(e.rawQueryString).toBe('a=1');
    expect(e.body).toBeUndefined();
    expect(e.headers['content-type']).toBeUndefined();
  });
});

describe('EventBridge Scheduler sample', () => {
  it('is the input template with the context attributes filled', () => {
    expect(Object.keys(schedulerReminderSample).sort()).toEqual(Object.keys(SCHEDULER_JOB_INPUT_TEMPLATE).sort());
    expect(schedulerReminderSample.source).toBe('aws.scheduler');
    expect(schedulerReminderSample['detail-type']).toBe('Scheduled Event');
    expect(schedulerReminderSample.resources).toEqual(['arn:aws:scheduler:ap-southeast-2:123456789012:schedule/default/scheduler-dev-reminders']);
    expect(JSON.stringify(schedulerJobEvent({ job: 'purge', scheduledTime: '2027-03-05T16:00:00Z' }))).not.toContain('<aws.');
  });
});

describe('WebSocket samples', () => {
  it('$connect carries the token query parameter and no body', () => {
    expect(wsConnectSample.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT' });
    expect(wsConnectSample.queryStringParameters?.token).toMatch(/^eyJ/);
    expect(wsConnectSample.multiValueQueryStringParameters?.token).toEqual([wsConnectSample.queryStringParameters?.token]);
    expect(wsConnectSample.body).toBeUndefined();
    expect(wsConnectSample.requestContext.messageId).toBeUndefined();
  });

  it('$connect without a token has no query string at all', () => {
    expect(wsConnectEvent().queryStringParameters).toBeUndefined();
  });

  it('$disconnect carries the close code', () => {
    expect(wsDisconnectSample.requestContext).toMatchObject({ routeKey: '$disconnect', eventType: 'DISCONNECT', disconnectStatusCode: 1001 });
  });

  it('$default carries the body and a message id, and no headers', () => {
    expect(wsPingSample.requestContext).toMatchObject({ routeKey: '$default', eventType: 'MESSAGE' });
    expect(wsPingSample.requestContext.messageId).toBeTruthy();
    expect(wsPingSample.body).toBe('{"action":"ping"}');
    expect(wsMessageEvent({ body: 'x' }).headers).toBeUndefined();
  });
});
