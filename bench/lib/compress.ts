/** Compressed sizes as a CDN would serve them (gzip -9, brotli -q 11). */
import zlib from 'node:zlib';

export function compressedSizes(body: Buffer): { raw: number; gzip: number; brotli: number } {
  return {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
