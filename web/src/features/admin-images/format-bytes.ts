const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size as the gallery shows it (SPEC §2): Bytes, KB, MB or GB in steps of 1,024, at most two
 * decimals without trailing zeros ('0 Bytes', '4095 Bytes', '4 KB', '1.5 MB'); sizes past 1,024 GB stay in GB.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  return `${i === 0 ? Math.round(value) : Number.parseFloat(value.toFixed(2))} ${UNITS[i]}`;
}
