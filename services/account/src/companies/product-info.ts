/** A company's product information (settings): empty strings and 0 until first saved. */
import type { companyCalls } from '@fina/contract';
import type { CallBody, CallResponse } from '@fina/contract';
import type { Db } from '@fina/db';
import { eq, productInfo, sql } from '@fina/db';
import { withoutBlanks } from '../keep-blank';

export type ProductDetails = CallResponse<typeof companyCalls.getProductDetails>;
type ProductPatch = Omit<CallBody<typeof companyCalls.updateProductInfo>, 'company_id'>;

export const EMPTY_PRODUCT_DETAILS: ProductDetails = {
  products: '',
  services: '',
  total_no_products: 0,
};

export async function getProductDetails(db: Db, companyId: string): Promise<ProductDetails> {
  const [row] = await db.select().from(productInfo).where(eq(productInfo.companyId, companyId));
  if (!row) return EMPTY_PRODUCT_DETAILS;
  return {
    products: row.products,
    services: row.services,
    total_no_products: row.totalNoProducts,
  };
}

/** One row per company (upsert); blank or missing fields keep their stored value. */
export async function saveProductDetails(
  db: Db,
  companyId: string,
  patch: ProductPatch,
): Promise<void> {
  const changes = withoutBlanks(patch);
  await db
    .insert(productInfo)
    .values({
      companyId,
      products: changes.products ?? '',
      services: changes.services ?? '',
      totalNoProducts: changes.total_no_products ?? 0,
    })
    .onConflictDoUpdate({
      target: productInfo.companyId,
      set: {
        products: changes.products,
        services: changes.services,
        totalNoProducts: changes.total_no_products,
        updatedAt: sql`now()`,
      },
    });
}
