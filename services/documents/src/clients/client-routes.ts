/** Saved-client calls (issue 15): every one checks the company is the caller's (404 if not). */
import type { FastifyInstance } from 'fastify';
import { CLIENT_MESSAGES, clientCalls } from '@fina/contract';
import { assertCompanyOwner, registerCall } from '@fina/service-kit';
import { createClient, deleteClient, listClients, updateClient } from './client-store';

export function registerClientCalls(app: FastifyInstance): void {
  registerCall(app, clientCalls.listClients, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    return listClients(app.db, company.id, request.query);
  });

  registerCall(app, clientCalls.createClient, async (request, reply) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    const client = await createClient(app.db, company.id, request.body);
    reply.code(201);
    return client;
  });

  registerCall(app, clientCalls.updateClient, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    return updateClient(app.db, company.id, request.params.clientId, request.body);
  });

  registerCall(app, clientCalls.deleteClient, async (request) => {
    const company = await assertCompanyOwner(request, request.params.companyId, 'companyId');
    await deleteClient(app.db, company.id, request.params.clientId);
    return { message: CLIENT_MESSAGES.deleted };
  });
}
