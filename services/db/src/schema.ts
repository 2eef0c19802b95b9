/**
 * The one schema of every service (PGlite and PostgreSQL alike): it only re-exports the
 * tables of each domain, kept in schema/<domain>.ts.
 * After a change there run `npm run generate -w @fina/db` and commit the new migration.
 */

// Accounts: users, companies, password resets, mail outbox, newsletter, settings, throttle.
export * from './schema/accounts';

// Account journey (onboarding answers, product info per company).
export * from './schema/onboarding';
export * from './schema/product-info';

// Record operations: payroll and purchase requisitions.
export * from './schema/payroll';
export * from './schema/purchase-requisitions';

// Invoices and reports: saved clients, invoices, payments, numbering, company logos.
export * from './schema/clients';
export * from './schema/invoices';

// Files attached to outbox mails (an invoice's PDF).
export * from './schema/mail-attachments';

// Balance sheets: versions (history) and their rows.
export * from './schema/balance-sheets';

// Chat with Fina: sessions (one per uploaded workbook and user) and their messages.
export * from './schema/chat-sessions';

// Planning: budget questionnaires (history), loan and solution applications, KPI choice, scenarios.
export * from './schema/planning';

// Account security: sessions ended by logout, two-step sign-in (TOTP, recovery codes).
export * from './schema/account-security';

// Actuals: sales, expenses, bank accounts, statement imports and lines, category rules, matches.
export * from './schema/ledger';
