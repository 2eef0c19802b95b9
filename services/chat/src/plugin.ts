/**
 * The chat service's own room (spec section 7): chat sessions on an uploaded workbook, answered
 * by @fina/analyst. Its calls are served under /api/chat (the contract decides the prefix).
 */
import type { FastifyPluginAsync } from 'fastify';
import { chatCalls } from '@fina/contract';
import { registerCall } from '@fina/service-kit';
import { registerChatSessionCalls } from './chat-sessions';

export const chatService: FastifyPluginAsync = async (app) => {
  registerCall(app, chatCalls.health, async () => ({
    status: 'ok' as const,
    service: 'chat' as const,
  }));
  registerChatSessionCalls(app);
};
