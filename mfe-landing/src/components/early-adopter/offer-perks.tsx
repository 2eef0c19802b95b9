import { EARLY_ADOPTER_PERKS } from '../../content/offer';
import { CheckIcon } from '../icons/icons';
import styles from './early-adopter.module.css';

/** The four perks of the early-adopter offer, as a checklist. */
export function OfferPerks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ul className={tone === 'dark' ? `${styles.perks} ${styles.perksDark}` : styles.perks}>
      {EARLY_ADOPTER_PERKS.map((perk) => (
        <li key={perk.title} className={styles.perk}>
          <span className={styles.check}>
            <CheckIcon size={16} />
          </span>
          <span>
            <strong className={styles.perkTitle}>{perk.title}</strong>
            <span className={styles.perkText}>{perk.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
