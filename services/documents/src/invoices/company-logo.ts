/**
 * The company logo shown on the invoice form and embedded in its PDF: one PNG or JPEG per
 * company, at most 1 MB and 2000 × 2000 pixels, recognised by its bytes (not by the name or
 * type the browser sent). The workbook gate checks its header (dimensions before any pixel
 * is allocated), then decodes every pixel with a bounded decoder in a pooled worker. Only an
 * image that decoded completely is stored, byte for byte as uploaded (so the PDF's png-js
 * never meets deflate data a decoder has not already inflated).
 */
import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES } from '@fina/contract';
import type { Db } from '@fina/db';
import { companyLogos, eq } from '@fina/db';
import { HttpError, badRequest } from '@fina/service-kit';
import { WorkbookError, checkImage, retryAfterHeaders } from '@fina/workbook-gate';

export type LogoType = 'image/png' | 'image/jpeg';

export interface CompanyLogo {
  contentType: LogoType;
  bytes: Buffer;
  updatedAt: Date;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by its magic bytes, or null for anything else. */
export function detectLogoType(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export function logoDataUrl(logo: Pick<CompanyLogo, 'contentType' | 'bytes'>): string {
  return `data:${logo.contentType};base64,${logo.bytes.toString('base64')}`;
}

const CHOOSE_IMAGE = 'Choose a PNG or JPEG image for the logo.';
export const LOGO_MAX_PIXELS = { width: 2000, height: 2000 };
const LIMIT_TEXT = `${Math.round(LOGO_MAX_BYTES / (1024 * 1024))} MB`;

/** The `logo` file of a multipart request, checked: PNG or JPEG, within 1 MB, embeddable. */
export async function readLogoUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; contentType: LogoType }> {
  if (!request.isMultipart()) throw badRequest(CHOOSE_IMAGE, 'logo');
  let bytes: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES } });
    if (!part) throw badRequest(CHOOSE_IMAGE, 'logo');
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The logo is too large (limit ${LIMIT_TEXT}).`, { field: 'logo' });
    }
    throw error;
  }
  if (!detectLogoType(bytes)) throw badRequest(`${CHOOSE_IMAGE} This file is neither.`, 'logo');
  try {
    const image = await checkImage(bytes, {
      maxBytes: LOGO_MAX_BYTES,
      maxWidth: LOGO_MAX_PIXELS.width,
      maxHeight: LOGO_MAX_PIXELS.height,
    });
    return { bytes, contentType: image.contentType };
  } catch (error) {
    if (!(error instanceof WorkbookError)) throw error;
    throw logoRefusal(error);
  }
}

function logoRefusal(error: WorkbookError): HttpError {
  switch (error.code) {
    case 'image_too_large':
      return badRequest(
        `${error.message.replace(/^The image/, 'The logo')} ${CHOOSE_IMAGE}`,
        'logo',
      );
    case 'file_too_large':
      return new HttpError(413, `The logo is too large (limit ${LIMIT_TEXT}).`, { field: 'logo' });
    case 'invalid_image':
    case 'unreadable':
      return badRequest(`The image could not be read. ${CHOOSE_IMAGE}`, 'logo');
    default:
      return new HttpError(error.statusCode, error.message, {
        field: 'logo',
        headers: retryAfterHeaders(error),
      });
  }
}

export async function saveCompanyLogo(
  db: Db,
  companyId: string,
  logo: { bytes: Buffer; contentType: LogoType },
): Promise<CompanyLogo> {
  const values = {
    contentType: logo.contentType,
    dataBase64: logo.bytes.toString('base64'),
    byteSize: logo.bytes.length,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(companyLogos)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: values })
    .returning({ updatedAt: companyLogos.updatedAt });
  return { ...logo, updatedAt: row?.updatedAt ?? values.updatedAt };
}

export async function loadCompanyLogo(db: Db, companyId: string): Promise<CompanyLogo | null> {
  const [row] = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId));
  if (!row) return null;
  return {
    contentType: row.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
    bytes: Buffer.from(row.dataBase64, 'base64'),
    updatedAt: row.updatedAt,
  };
}
