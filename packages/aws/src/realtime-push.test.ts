import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  ForbiddenException,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { createRealtimePush } from './realtime-push.ts';

const api = mockClient(ApiGatewayManagementApiClient);
const push = createRealtimePush(
  new ApiGatewayManagementApiClient({ region: 'ap-southeast-2', endpoint: 'https://abc.execute-api.ap-southeast-2.amazonaws.com/dev' }),
);
const gone = () => new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });

beforeEach(() => api.reset());

describe('realtime push', () => {
  it('posts the JSON of the message to the connection', async () => {
    api.on(PostToConnectionCommand).resolves({});
    await expect(push.post('c-1', { type: 'booking.confirmed', id: 'b1' })).resolves.toBe('sent');
    const input = api.commandCalls(PostToConnectionCommand)[0].args[0].input;
    expect(input.ConnectionId).toBe('c-1');
    expect(new TextDecoder().decode(input.Data as Uint8Array)).toBe('{"type":"booking.confirmed","id":"b1"}');
  });

  it('sends a string message as is', async () => {
    api.on(PostToConnectionCommand).resolves({});
    await push.post('c-1', 'pong');
    expect(new TextDecoder().decode(api.commandCalls(PostToConnectionCommand)[0].args[0].input.Data as Uint8Array)).toBe('pong');
  });

  it("answers 'gone' for a closed connection", async () => {
    api.on(PostToConnectionCommand).rejects(gone());
    await expect(push.post('c-2', 'x')).resolves.toBe('gone');
  });

  it('rethrows other failures', async () => {
    api.on(PostToConnectionCommand).rejects(new ForbiddenException({ message: 'Forbidden', $metadata: { httpStatusCode: 403 } }));
    await expect(push.post('c-3', 'x')).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('disconnects, ignoring a connection already gone', async () => {
    api.on(DeleteConnectionCommand, { ConnectionId: 'live' }).resolves({});
    api.on(DeleteConnectionCommand, { ConnectionId: 'left' }).rejects(gone());
    await push.disconnect('live');
    await push.disconnect('left');
    expect(api.commandCalls(DeleteConnectionCommand).map((c) => c.args[0].input.ConnectionId)).toEqual(['live', 'left']);
  });
});
