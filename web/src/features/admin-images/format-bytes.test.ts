import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('gallery file sizes (SPEC §2: Bytes/KB/MB/GB)', () => {
  it.each([
    [0, '0 Bytes'],
    [-1, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [4095, '4 KB'],
    [4096, '4 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [1234567, '1.18 MB'],
    [1024 ** 3, '1 GB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
    [1024 ** 4, '1024 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
