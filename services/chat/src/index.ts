export { chatService } from './plugin';
export { openWorkbookSession } from './chat-sessions/open-session';
