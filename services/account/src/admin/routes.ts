/** Manage Users: the admin's user list and Delete (deactivate). The spec serves both under the chat prefix. */
import type { FastifyInstance } from 'fastify';
import { chatCalls } from '@fina/contract';
import { currentUser, registerCall } from '@fina/service-kit';
import { deactivateUser, listUsers } from './admin-users';

export function registerAdminCalls(app: FastifyInstance): void {
  registerCall(app, chatCalls.getAllUsers, async (request) => listUsers(app.db, request.body));
  registerCall(app, chatCalls.deactivateUser, async (request) => ({
    message: await deactivateUser(app.db, currentUser(request).id, request.body.user_id),
  }));
}
