/** checkImage: an uploaded PNG or JPEG checked by its header, then re-encoded in a pooled worker. */
import path from 'node:path';
import { WorkbookError, formatBytes } from '../limits';
import { runGateJob } from '../pool';
import type { WorkerScript } from '../worker-script';
import type { ImageType } from './image-header';
import { imageType, readImageHeader } from './image-header';
import type { ReencodedImage } from './image-worker';

export interface ImageLimits {
  /** default 1 MB */
  maxBytes: number;
  /** default 2000 × 2000 */
  maxWidth: number;
  maxHeight: number;
}

export interface CheckedImage {
  contentType: ImageType;
  /** the re-encoded image: store and draw these, not the upload */
  bytes: Buffer;
  width: number;
  height: number;
}

export const DEFAULT_IMAGE_LIMITS: Readonly<ImageLimits> = Object.freeze({
  maxBytes: 1024 * 1024,
  maxWidth: 2000,
  maxHeight: 2000,
});

export const IMAGE_WORKER: WorkerScript = {
  name: 'image-worker',
  source: path.join(__dirname, 'image-worker.ts'),
};

/**
 * Throws WorkbookError 413 `file_too_large`, 400 `invalid_image` (not a PNG or JPEG, or
 * broken), 400 `image_too_large` (header dimensions over the limit: nothing is decoded).
 */
export async function checkImage(
  bytes: Uint8Array,
  limits: Partial<ImageLimits> = {},
): Promise<CheckedImage> {
  const { maxBytes, maxWidth, maxHeight } = { ...DEFAULT_IMAGE_LIMITS, ...limits };
  if (bytes.length > maxBytes) {
    throw new WorkbookError(
      413,
      'file_too_large',
      `The image is too large: ${formatBytes(bytes.length)} (limit ${formatBytes(maxBytes)}).`,
    );
  }
  if (!imageType(bytes)) {
    throw new WorkbookError(400, 'invalid_image', 'The file is neither a PNG nor a JPEG image.');
  }
  const header = readImageHeader(bytes);
  if (!header || header.width < 1 || header.height < 1) {
    throw new WorkbookError(400, 'invalid_image', 'The image could not be read.');
  }
  if (header.width > maxWidth || header.height > maxHeight) {
    throw new WorkbookError(
      400,
      'image_too_large',
      `The image is ${header.width} × ${header.height} pixels (limit ${maxWidth} × ${maxHeight}).`,
    );
  }
  const out = await runGateJob<ReencodedImage>({
    script: IMAGE_WORKER,
    data: { bytes, contentType: header.contentType, maxWidth, maxHeight },
    timeoutMs: 10_000,
    maxHeapMb: 128,
  });
  return {
    contentType: header.contentType,
    bytes: Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength),
    width: out.width,
    height: out.height,
  };
}
