import { describe, expect, it } from 'vitest';
import { assertLoopback } from './assertLoopback.ts';

describe('assertLoopback', () => {
  it.each([
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080'],
    ['http://127.3.2.1/', 'http://127.3.2.1'],
    ['https://localhost/', 'https://localhost'],
    ['http://[::1]:9999/', 'http://[::1]:9999'],
    ['http://[0:0:0:0:0:0:0:1]/', 'http://[::1]'],
    // The URL parser rewrites numeric IPv4 to dotted decimal: this is the address fetch uses.
    ['http://2130706433/', 'http://127.0.0.1'],
  ])('accepts %s', (url, origin) => {
    expect(assertLoopback(url).origin).toBe(origin);
  });

  it.each([
    'http://127.0.0.1.evil.example/',
    'http://evil.example/',
    'http://127.0.0.1@evil.example/',
    'http://user:pw@127.0.0.1/',
    'http://localhost.:80/',
    'http://[::ffff:127.0.0.1]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'http://2130706431/', // 126.255.255.255
  ])('refuses %s with NET_REMOTE_NOT_ALLOWED', (url) => {
    expect(() => assertLoopback(url)).toThrow(
      expect.objectContaining({ code: 'NET_REMOTE_NOT_ALLOWED' }),
    );
  });

  it('says how to reach other hosts', () => {
    expect(() => assertLoopback('http://evil.example/')).toThrowErrorMatchingInlineSnapshot(
      `[CrosscheckError: Failed to connect to http://evil.example: only 127.0.0.1/localhost/[::1] are allowed. Pass --allow-remote to reach other hosts.]`,
    );
  });

  it.each(['not a url', 'file:///etc/passwd', 'ftp://127.0.0.1/'])('refuses %s as USAGE', (url) => {
    expect(() => assertLoopback(url)).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });

  it('lets any HTTP host through with allowRemote', () => {
    expect(assertLoopback('https://agent.example/', true).hostname).toBe('agent.example');
  });
});
