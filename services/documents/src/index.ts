export { documentsService } from './plugin';
