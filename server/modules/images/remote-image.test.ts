import { describe, expect, it } from 'vitest';
import { fetchRemoteImage, imageUrlProblem, isPublicAddress, RemoteImageError } from './remote-image';

describe('image addresses for the catalog import', () => {
  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a)).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(a)).toBe(false);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
  });

  it('takes only https addresses on the internet', () => {
    expect(imageUrlProblem('https://cdn.example.com/a.png')).toBeNull();
    expect(imageUrlProblem('http://cdn.example.com/a.png')).toBe('must be an https:// address');
    expect(imageUrlProblem('ftp://cdn.example.com/a.png')).toBe('must be an https:// address');
    expect(imageUrlProblem('https://user:pw@cdn.example.com/a.png')).toBe(
      'must not carry a user name or password',
    );
    expect(imageUrlProblem('https://localhost/a.png')).toBe('must be an address on the internet');
    expect(imageUrlProblem('https://169.254.169.254/latest')).toBe('must be an address on the internet');
    expect(imageUrlProblem('https://[::1]/a.png')).toBe('must be an address on the internet');
    expect(imageUrlProblem('not a url')).toBe('is not a valid address');
  });

  it('refuses to fetch from a name that resolves to a private address, and plain http', async () => {
    await expect(fetchRemoteImage('http://example.com/a.png')).rejects.toThrow(RemoteImageError);
    const lookup = ((_h: string, _o: unknown, cb: (e: Error | null, a: string, f: number) => void) =>
      cb(null, '127.0.0.1', 4)) as never;
    // A lookup answering a local address is refused by the default guard; with this test lookup the request
    // goes to 127.0.0.1:443, where nothing listens: it cannot be reached.
    await expect(
      fetchRemoteImage('https://images.example.com/a.png', { lookup, timeoutMs: 2000 }),
    ).rejects.toThrow(/could not be reached|did not answer in time/);
    await expect(fetchRemoteImage('https://localhost.localhost/a.png')).rejects.toThrow(
      'the address must be an address on the internet',
    );
  });
});
