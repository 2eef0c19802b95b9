import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants';
import { defineCall } from './define-call';
import { messageResponse, uuidField } from './fields';
import { userRole } from './account';

/** A row of the admin's Manage Users table. */
export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: userRole,
  /** Deactivated accounts keep their data; their sign-in answers 410. */
  deactivated: z.boolean(),
  early_adopter: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const chatCalls = {
  health: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'health',
    access: 'public',
    summary: 'Liveness of the chat service (does not touch the database).',
    response: z.object({ status: z.literal('ok'), service: z.literal('chat') }),
  }),
  getAllUsers: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'get_all_users',
    access: 'admin',
    summary: 'Manage Users: the users, oldest first (admin only; 403 for others).',
    body: z.object({
      limit: z
        .number({ error: 'limit must be a number.' })
        .int('limit must be a whole number.')
        .min(1, 'limit must be at least 1.')
        .max(ADMIN_PAGE_SIZE, `limit must be at most ${ADMIN_PAGE_SIZE}.`)
        .default(ADMIN_PAGE_SIZE),
      skip: z
        .number({ error: 'skip must be a number.' })
        .int('skip must be a whole number.')
        .min(0, 'skip must be 0 or more.')
        .default(0),
    }),
    response: z.object({ users: z.array(adminUserRow), total: z.number().int() }),
  }),
  deactivateUser: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'deactivate_user',
    access: 'admin',
    summary:
      "Manage Users' Delete: deactivates the account (its data is kept; its sign-in then answers 410).",
    body: z.object({ user_id: uuidField('user_id') }),
    response: messageResponse,
  }),
};
