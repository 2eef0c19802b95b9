export { accountService } from './plugin';
export type { AccountServiceOptions } from './plugin';
export { createMailer } from './mail/mailer';
export type { Mail, Mailer } from './mail/mailer';
export { hashPassword, verifyPassword } from './passwords';
export { ACCOUNT_MESSAGES } from './users';
