import { BehaviorSubject, Subject, filter, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type {
  BusEvent,
  BusEventMap,
  BusEventType,
  CompanySummary,
  Session,
} from '@fina/contract/core';

/**
 * The RxJS bus that carries the shell's cross-app state to the remotes.
 * State (session, companies, selected company) is held in BehaviorSubjects so a remote
 * that mounts late still gets the current value; one-off events flow through `events$`.
 * This module must be a module-federation singleton: one bus for the whole page.
 */
export class EventBus {
  private readonly events = new Subject<BusEvent>();
  private readonly sessionState = new BehaviorSubject<Session | null>(null);
  private readonly companiesState = new BehaviorSubject<CompanySummary[]>([]);
  private readonly selectedCompanyState = new BehaviorSubject<string | null>(null);

  readonly events$: Observable<BusEvent> = this.events.asObservable();
  readonly session$: Observable<Session | null> = this.sessionState.asObservable();
  readonly companies$: Observable<CompanySummary[]> = this.companiesState.asObservable();
  readonly selectedCompany$: Observable<string | null> = this.selectedCompanyState.asObservable();

  publish<K extends BusEventType>(type: K, payload: BusEventMap[K]): void {
    switch (type) {
      case 'shell:session':
        this.sessionState.next(payload as Session | null);
        break;
      case 'shell:companies':
        this.companiesState.next(payload as CompanySummary[]);
        break;
      case 'shell:company:selected':
        this.selectedCompanyState.next(payload as string | null);
        break;
      case 'shell:logout':
        this.sessionState.next(null);
        this.companiesState.next([]);
        this.selectedCompanyState.next(null);
        break;
      default:
        break;
    }
    this.events.next({ type, payload } as BusEvent);
  }

  on<K extends BusEventType>(type: K): Observable<BusEventMap[K]> {
    return this.events$.pipe(
      filter((event): event is Extract<BusEvent, { type: K }> => event.type === type),
      map((event) => event.payload as BusEventMap[K]),
    );
  }

  /** Current values, for code outside React (the API client's token getter). */
  get session(): Session | null {
    return this.sessionState.getValue();
  }
  get companies(): CompanySummary[] {
    return this.companiesState.getValue();
  }
  get selectedCompany(): string | null {
    return this.selectedCompanyState.getValue();
  }
  get selectedCompanySummary(): CompanySummary | undefined {
    const id = this.selectedCompany;
    return this.companies.find((company) => company.company_id === id);
  }
}

/** The page's bus. */
export const bus = new EventBus();
