import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EARLY_ADOPTER_DISCOUNT_PERCENT,
  EARLY_ADOPTER_PLACES,
  PRODUCT_NAME,
} from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { OfferPerks } from '../../components/early-adopter/offer-perks';
import { OfferEnds, PlacesLeft } from '../../components/early-adopter/places-left';
import {
  isOfferOpen,
  useEarlyAdopterStatus,
} from '../../components/early-adopter/use-early-adopter-status';
import { CheckIcon } from '../../components/icons/icons';
import sectionStyles from '../../components/section/section.module.css';
import { OFFER_TITLE } from '../../content/offer';
import { PATHS } from '../../paths';
import pageStyles from '../page.module.css';
import { SignUpForm } from './sign-up-form';
import styles from './sign-up-page.module.css';

/** After registering: whether a place was claimed, and the way to /login. */
function SuccessPanel({ claimedPlace }: { claimedPlace: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.success}>
      <span className={styles.successIcon}>
        <CheckIcon size={28} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        {claimedPlace ? 'Welcome aboard, early adopter!' : 'Your account is ready'}
      </h2>
      <p className={styles.cardText}>
        {claimedPlace
          ? `You have claimed one of the first ${EARLY_ADOPTER_PLACES} places: early access, a lifetime ${EARLY_ADOPTER_DISCOUNT_PERCENT}% discount on Pro, personalised onboarding with a finance professional and beta tester recognition.`
          : `The early-adopter places are all taken, so your account starts on the Free plan. You can upgrade to Pro at any time.`}
      </p>
      <Link to={PATHS.login} className={buttonClass('primary', { large: true, block: true })}>
        Log in
      </Link>
    </div>
  );
}

/**
 * /sign-up: early-adopter registration. While the offer is open the form claims a place;
 * once it is closed it says so and still creates a normal free account.
 */
export function SignUpPage() {
  const { state, reload } = useEarlyAdopterStatus();
  const [registered, setRegistered] = useState<{ claimedPlace: boolean } | null>(null);
  const closed = state.kind === 'ready' && !isOfferOpen(state.status);

  function onRegistered(claimedPlace: boolean) {
    setRegistered({ claimedPlace });
    reload();
  }

  return (
    <>
      <title>{`Early-adopter sign-up · ${PRODUCT_NAME}`}</title>
      <div className={pageStyles.band}>
        <div className={`${sectionStyles.container} ${pageStyles.bandInner}`}>
          <p className={sectionStyles.eyebrow}>Early-adopter offer</p>
          <h1 className={pageStyles.title}>{OFFER_TITLE}</h1>
          <PlacesLeft state={state} />
          <OfferEnds state={state} className={styles.offerEnds} />
        </div>
      </div>

      <div className={`${sectionStyles.container} ${pageStyles.body}`}>
        <div className={styles.layout}>
          <section className={styles.perks} aria-label="What early adopters get">
            <h2 className={styles.perksTitle}>What early adopters get</h2>
            <OfferPerks />
          </section>

          <div className={styles.card}>
            {registered ? (
              <SuccessPanel claimedPlace={registered.claimedPlace} />
            ) : (
              <>
                <h2 className={styles.cardTitle}>
                  {closed ? 'Create your free account' : 'Claim your place'}
                </h2>
                {closed ? (
                  <p className={styles.notice}>
                    All early-adopter places have been claimed or the offer has ended. You can still
                    create a free account below.
                  </p>
                ) : (
                  <p className={styles.cardText}>
                    Create your account to claim one of the first {EARLY_ADOPTER_PLACES} places.
                  </p>
                )}
                <SignUpForm claimPlace={!closed} onRegistered={onRegistered} />
                <p className={styles.footnote}>
                  Already have an account?{' '}
                  <Link to={PATHS.login} className={styles.inlineLink}>
                    Log in
                  </Link>
                </p>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
