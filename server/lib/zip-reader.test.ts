import { describe, expect, it } from 'vitest';
import { deflatedPart, storedPart, zipFile } from '../../tests/helpers/zip-files';
import { readZipDirectory, readZipEntry, ZipFormatError, type ZipEntry } from './zip-reader';

async function text(zip: Buffer, entry: ZipEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of readZipEntry(zip, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

describe('reading a zip by its central directory', () => {
  it('lists the entries and reads stored and deflated ones, in any order', async () => {
    const zip = zipFile([
      storedPart('a.txt', 'stored text'),
      deflatedPart('b.xml', ['<a>', { repeat: 'b', times: 200_000 }, '</a>']),
    ]);
    const [a, b] = readZipDirectory(zip);
    expect(a).toMatchObject({ name: 'a.txt', method: 0, size: 11 });
    expect(b).toMatchObject({ name: 'b.xml', method: 8, size: 200_007 });
    expect(b.compressedSize).toBeLessThan(2000);
    expect(await text(zip, b)).toBe(`<a>${'b'.repeat(200_000)}</a>`);
    expect(await text(zip, a)).toBe('stored text');
  });

  it('gives no more than the declared size, and refuses a part shorter than declared or of another method', async () => {
    const part = deflatedPart('big.xml', [{ repeat: 'x', times: 10 * 1024 * 1024 }]);
    const liar = zipFile([part], { declare: { 'big.xml': 1000 } });
    let given = 0;
    await expect(
      (async () => {
        for await (const chunk of readZipEntry(liar, readZipDirectory(liar)[0])) given += chunk.length;
      })(),
    ).rejects.toThrow(ZipFormatError);
    expect(given).toBeLessThanOrEqual(1000);
    const short = zipFile([deflatedPart('s.xml', ['short'])], { declare: { 's.xml': 6 } });
    await expect(text(short, readZipDirectory(short)[0])).rejects.toThrow('shorter than declared');
    const other = zipFile([{ ...storedPart('c.txt', 'x'), method: 12 }]);
    await expect(text(other, readZipDirectory(other)[0])).rejects.toThrow('compression method 12');
  });

  it('refuses what is not a zip', () => {
    expect(() => readZipDirectory(Buffer.from('not a zip at all, not even close'))).toThrow(ZipFormatError);
    expect(() => readZipDirectory(Buffer.alloc(10))).toThrow(ZipFormatError);
  });
});
