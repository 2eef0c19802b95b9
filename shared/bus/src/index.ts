export { EventBus, bus } from './event-bus';
export {
  useObservable,
  useSession,
  useCompanies,
  useSelectedCompanyId,
  useSelectedCompany,
} from './react';
export { createBusApiClient } from './api';
