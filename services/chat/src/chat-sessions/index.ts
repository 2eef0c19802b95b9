export { registerChatSessionCalls, SESSION_NOT_FOUND } from './routes';
