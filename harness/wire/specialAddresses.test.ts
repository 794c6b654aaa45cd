import { describe, expect, it } from 'vitest';
import { assertLoopback } from './assertLoopback.ts';
import { specialAddressRefusal } from './specialAddresses.ts';

const refusal = (url: string) => specialAddressRefusal(new URL(url));

describe('specialAddressRefusal', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://0xa9fea9fe/', /link-local/], // the URL parser reads it as 169.254.169.254
    ['http://100.100.100.200/', /shared address space/],
    ['http://0.0.0.0:8080/', /this network/],
    ['http://224.0.0.1/', /multicast/],
    ['http://[fe80::1]/', /fe80::\/10/],
    ['http://[::ffff:169.254.169.254]/', /link-local/],
    ['http://[64:ff9b::a9fe:a9fe]/', /link-local/],
    ['http://[fd00:ec2::254]/', /AWS serves instance metadata/],
    ['http://metadata.google.internal./computeMetadata/v1/', /metadata host name/],
  ])('refuses %s', (url, why) => {
    expect(refusal(url)).toMatch(why);
  });

  it.each([
    'https://agent.example/',
    'http://10.0.0.5/',
    'http://192.168.1.20:9000/',
    'http://203.0.113.9/',
    'http://[2001:db8::1]/',
    'http://169.253.255.255/',
    'http://169.255.0.0/',
  ])('lets %s through', (url) => {
    expect(refusal(url)).toBeUndefined();
  });

  it('is asked by assertLoopback once --allow-remote is given, and waived by the second opt-in', () => {
    expect(() =>
      assertLoopback('http://169.254.169.254/', true),
    ).toThrowErrorMatchingInlineSnapshot(
      `[CrosscheckError: Failed to connect to http://169.254.169.254: it is in the link-local range 169.254.0.0/16 (RFC 3927), where clouds serve instance metadata; --allow-remote alone does not reach it. Pass --allow-special-addresses too if the agent really lives there.]`,
    );
    expect(assertLoopback('http://169.254.169.254/', true, true).hostname).toBe('169.254.169.254');
  });
});
