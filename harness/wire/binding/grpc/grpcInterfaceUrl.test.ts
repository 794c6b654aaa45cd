import { describe, expect, it } from 'vitest';
import { grpcInterfaceUrl } from './grpcInterfaceUrl.ts';

describe('grpcInterfaceUrl', () => {
  it.each([
    ['http://127.0.0.1:50051', 'http://127.0.0.1:50051'],
    ['https://agent.example:443', 'https://agent.example:443'],
    ['grpc://127.0.0.1:50051', 'http://127.0.0.1:50051'],
    ['grpcs://agent.example:443', 'https://agent.example:443'],
    [' 127.0.0.1:50051 ', 'http://127.0.0.1:50051'],
  ])('reads %s as %s', (declared, url) => {
    expect(grpcInterfaceUrl(declared)).toBe(url);
  });
});
