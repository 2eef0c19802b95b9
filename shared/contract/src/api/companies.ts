import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_INDUSTRY, INDUSTRIES } from '../constants';
import { defineCall } from './define-call';
import { messageResponse, pageQuery, uuidField } from './fields';

const text = (name: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required.` : `${name} must be text.`,
    })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

export const industryField = z.enum(INDUSTRIES, {
  error: 'industry must be one of the listed industries.',
});
export const currencyField = z.enum(CURRENCIES, {
  error: 'currency must be USD, PHP, GBP or MXN.',
});

/** A company as its owner sees it (settings, details). */
export const companyDetails = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  industry: z.string(),
  tech_startup: z.boolean(),
  website: z.string(),
  company_currency: currencyField,
});
export type CompanyDetails = z.infer<typeof companyDetails>;

export const companySummary = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_currency: currencyField,
});

/**
 * The updatable fields. An empty or missing field keeps the old value (spec section 4),
 * so every field is optional here and blank strings are ignored by the server.
 */
export const companyUpdate = z.object({
  company_name: text('company_name', 120).optional(),
  company_address: text('company_address', 300).optional(),
  // Trimmed first, so that a blank industry ('' or spaces) keeps the stored one too.
  industry: z
    .string({ error: 'industry must be one of the listed industries.' })
    .trim()
    .pipe(
      z.union([industryField, z.literal('')], {
        error: 'industry must be one of the listed industries.',
      }),
    )
    .optional(),
  website: text('website', 300).optional(),
  tech_startup: z.boolean({ error: 'tech_startup must be true or false.' }).optional(),
  // Documents already issued keep the currency they were written in (Settings warns).
  company_currency: z
    .enum(CURRENCIES, { error: 'company_currency must be USD, PHP, GBP or MXN.' })
    .optional(),
});

export const companyIdParams = z.object({ companyId: uuidField('companyId') });
export const companyIdQuery = z.object({ company_id: uuidField('company_id') });

export const companyCalls = {
  createCompany: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company',
    access: 'user',
    summary: 'Add a company owned by the caller (onboarding and the Add a new company modal).',
    body: z.object({
      company_name: text('company_name', 120).min(1, 'company_name is required.'),
      company_address: text('company_address', 300).default(''),
      industry: industryField.default(DEFAULT_INDUSTRY),
      website: text('website', 300).default(''),
      tech_startup: z.boolean({ error: 'tech_startup must be true or false.' }).default(true),
      currency: currencyField.default(DEFAULT_CURRENCY),
    }),
    response: z.object({ message: z.string(), company: companySummary }),
  }),
  listCompanies: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company',
    access: 'user',
    summary: "The caller's companies, oldest first (paged: `limit` up to 500, `offset`).",
    query: pageQuery,
    response: z.array(companySummary),
  }),
  updateCompany: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId',
    access: 'user',
    summary: 'Update a company of the caller; empty fields keep their value. 404 if not theirs.',
    params: companyIdParams,
    body: companyUpdate,
    response: companyDetails,
  }),
  getCompanyDetails: defineCall({
    service: 'account',
    method: 'GET',
    path: 'get_company_details',
    access: 'user',
    summary: "One of the caller's companies. 404 if not theirs.",
    query: companyIdQuery,
    response: companyDetails,
  }),
  updateCompanyInfo: defineCall({
    service: 'account',
    method: 'POST',
    path: 'update_company_info',
    access: 'user',
    summary: 'Settings: update a company of the caller; empty fields keep their value.',
    body: companyUpdate.extend({ company_id: uuidField('company_id') }),
    response: companyDetails,
  }),
  getProductDetails: defineCall({
    service: 'account',
    method: 'GET',
    path: 'get_product_details',
    access: 'user',
    summary: "A company's product information (empty until saved). 404 if not the caller's.",
    query: companyIdQuery,
    response: z.object({
      products: z.string(),
      services: z.string(),
      total_no_products: z.number().int(),
    }),
  }),
  updateProductInfo: defineCall({
    service: 'account',
    method: 'POST',
    path: 'update_product_info',
    access: 'user',
    summary: "Settings: a company's product information; empty fields keep their value.",
    body: z.object({
      company_id: uuidField('company_id'),
      products: text('products', 1000).optional(),
      services: text('services', 1000).optional(),
      total_no_products: z
        .number({ error: 'total_no_products must be a number.' })
        .int('total_no_products must be a whole number.')
        .min(0, 'total_no_products must be 0 or more.')
        .max(1_000_000, 'total_no_products is too large.')
        .optional(),
    }),
    response: messageResponse,
  }),
};
