import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { CompanySummary, Session } from '@fina/contract/core';
import { bus } from './event-bus';

/** The latest value of a stream, re-rendering on change. */
export function useObservable<T>(stream: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = stream.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [stream]);
  return value;
}

export function useSession(): Session | null {
  return useObservable(bus.session$, bus.session);
}

export function useCompanies(): CompanySummary[] {
  return useObservable(bus.companies$, bus.companies);
}

/** The selected company's id, following the side nav's dropdown without a reload. */
export function useSelectedCompanyId(): string | null {
  return useObservable(bus.selectedCompany$, bus.selectedCompany);
}

export function useSelectedCompany(): CompanySummary | undefined {
  const id = useSelectedCompanyId();
  const companies = useCompanies();
  return companies.find((company) => company.company_id === id);
}
