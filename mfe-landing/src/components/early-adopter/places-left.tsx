import { EARLY_ADOPTER_PLACES } from '@fina/contract/core';
import styles from './early-adopter.module.css';
import { isOfferOpen } from './use-early-adopter-status';
import type { EarlyAdopterState } from './use-early-adopter-status';

export const OFFER_CLOSED_TEXT = 'The early-adopter offer is closed';

/** 'N of 50 places left', or that the offer is closed; announced politely when it loads. */
export function PlacesLeft({
  state,
  tone = 'light',
}: {
  state: EarlyAdopterState;
  tone?: 'light' | 'dark';
}) {
  let text: string;
  let closed = false;
  if (state.kind === 'loading') {
    text = 'Checking places left…';
  } else if (state.kind === 'error') {
    text = `Limited to the first ${EARLY_ADOPTER_PLACES} users`;
  } else if (isOfferOpen(state.status)) {
    text = `${state.status.places_left} of ${state.status.places_total} places left`;
  } else {
    text = OFFER_CLOSED_TEXT;
    closed = true;
  }
  const classes = [
    styles.badge,
    tone === 'dark' ? styles.badgeDark : '',
    closed ? styles.closed : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <p className={classes} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}

/** 'October 25, 2025' from the configured end date ('2025-10-25' or a full ISO time). */
export function formatOfferEnd(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** 'Offer valid until …' when the status is known and the offer open. */
export function OfferEnds({ state, className }: { state: EarlyAdopterState; className?: string }) {
  if (state.kind !== 'ready' || !isOfferOpen(state.status)) return null;
  const date = formatOfferEnd(state.status.offer_ends);
  return date ? <p className={className}>Offer valid until {date}.</p> : null;
}
