/**
 * Worker entry of checkImage: decodes the image with a pure-JS decoder (pngjs, jpeg-js)
 * bounded by the header's dimensions, and re-encodes it, so what is stored and later drawn
 * is an image our own encoder wrote. Any decoder error is a broken image (400).
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { WorkbookError } from '../limits';
import { serveGateJobs } from '../worker-reply';
import type { ImageType } from './image-header';

interface ImageJob {
  bytes: Uint8Array;
  contentType: ImageType;
  maxWidth: number;
  maxHeight: number;
}

export interface ReencodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

function reencode(job: ImageJob): ReencodedImage {
  const input = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const maxPixels = job.maxWidth * job.maxHeight;
  let image: { width: number; height: number; data: Uint8Array };
  try {
    image =
      job.contentType === 'image/png'
        ? PNG.sync.read(input)
        : jpeg.decode(input, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: maxPixels / 1_000_000 + 0.01,
            maxMemoryUsageInMB: Math.ceil((maxPixels * 4 * 2) / (1024 * 1024)) + 16,
          });
  } catch {
    throw new WorkbookError(400, 'invalid_image', 'The image could not be read.');
  }
  if (image.width > job.maxWidth || image.height > job.maxHeight) {
    throw new WorkbookError(400, 'image_too_large', 'The image is larger than allowed.');
  }
  if (job.contentType === 'image/png') {
    const png = new PNG({ width: image.width, height: image.height });
    png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { bytes: PNG.sync.write(png), width: image.width, height: image.height };
  }
  const out = jpeg.encode({ data: image.data, width: image.width, height: image.height }, 90);
  return { bytes: out.data, width: image.width, height: image.height };
}

serveGateJobs(reencode);
