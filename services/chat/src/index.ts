export { chatService } from './plugin';
