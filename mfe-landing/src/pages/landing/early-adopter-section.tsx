import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EARLY_ADOPTER_PLACES, PRODUCT_NAME } from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { OfferPerks } from '../../components/early-adopter/offer-perks';
import { OfferEnds, PlacesLeft } from '../../components/early-adopter/places-left';
import { useEarlyAdopterStatus } from '../../components/early-adopter/use-early-adopter-status';
import sectionStyles from '../../components/section/section.module.css';
import { OFFER_TITLE } from '../../content/offer';
import { PATHS } from '../../paths';
import styles from './landing.module.css';

/** The early-adopter block: the offer, the places left, and 'Sign up here'. */
export function EarlyAdopterSection() {
  const headingId = useId();
  const { state } = useEarlyAdopterStatus();
  return (
    <section aria-labelledby={headingId} className={sectionStyles.section}>
      <div className={sectionStyles.container}>
        <div className={styles.offer}>
          <div className={styles.offerCopy}>
            <div>
              <p className={sectionStyles.eyebrow}>Early-adopter offer</p>
              <h2 id={headingId} className={sectionStyles.title}>
                {OFFER_TITLE}
              </h2>
            </div>
            <p className={styles.offerText}>
              {PRODUCT_NAME} is opening to its first {EARLY_ADOPTER_PLACES} users. Join them and
              help shape the product, with benefits you keep for life.
            </p>
            <PlacesLeft state={state} />
            <OfferEnds state={state} className={styles.offerEnds} />
            <Link to={PATHS.signUp} className={buttonClass('primary', { large: true })}>
              Sign up here
            </Link>
          </div>
          <OfferPerks />
        </div>
      </div>
    </section>
  );
}
