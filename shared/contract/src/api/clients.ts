/**
 * A company's saved clients (issue 15): name, email and address, picked on the invoice form.
 * Records the user keeps, so account-service calls; every call names the company (404 for a
 * company that is not the caller's).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { messageResponse, pageQuery, uuidField } from './fields';
import { companyIdParams } from './companies';

const clientText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

/** An email that may be left blank (a client without one cannot be sent invoices by email). */
export const optionalEmailField = clientText('Email', 254)
  .toLowerCase()
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Email must be a valid email address.',
  );

export const clientInput = z.object({
  name: clientText('Name', 200).min(1, 'Client name is required.'),
  email: optionalEmailField.default(''),
  address: clientText('Address', 500).default(''),
});
export type ClientInput = z.input<typeof clientInput>;

export const clientRecord = z.object({
  client_id: z.string(),
  company_id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientRecord = z.infer<typeof clientRecord>;

export const clientParams = companyIdParams.extend({ clientId: uuidField('clientId') });

export const CLIENT_MESSAGES = {
  notFound: 'Client not found.',
  nameTaken: 'A client with this name already exists.',
  deleted: 'Client deleted.',
} as const;

export const clientCalls = {
  listClients: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/clients',
    access: 'user',
    summary: "A company's saved clients, by name, paged.",
    params: companyIdParams,
    query: pageQuery,
    response: z.array(clientRecord),
  }),
  createClient: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/clients',
    access: 'user',
    summary: 'Saves a client (201). 409 naming `name` when the company has one by that name.',
    params: companyIdParams,
    body: clientInput,
    response: clientRecord,
  }),
  updateClient: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/clients/:clientId',
    access: 'user',
    summary:
      "Changes a client's name, email or address (invoices already made keep what they were made with).",
    params: clientParams,
    body: clientInput,
    response: clientRecord,
  }),
  deleteClient: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/clients/:clientId',
    access: 'user',
    summary: 'Deletes a saved client; its invoices keep their client name, email and address.',
    params: clientParams,
    response: messageResponse,
  }),
};
