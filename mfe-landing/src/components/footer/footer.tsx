import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fina/contract/core';
import { CONTACT_EMAIL, FIRST_COPYRIGHT_YEAR, SOCIAL_LINKS } from '../../content/site';
import type { SocialNetwork } from '../../content/site';
import { PATHS } from '../../paths';
import { FacebookIcon, LinkedInIcon, LogoMark, TwitterIcon } from '../icons/icons';
import { NewsletterForm } from '../newsletter-form/newsletter-form';
import sectionStyles from '../section/section.module.css';
import styles from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  twitter: TwitterIcon,
  linkedin: LinkedInIcon,
};

const ABOUT_LINKS = [
  { label: PRODUCT_NAME, to: PATHS.home },
  { label: 'Contact Us', to: PATHS.contact },
];

const POLICY_LINKS = [
  { label: 'Data Privacy', to: PATHS.privacy },
  { label: 'Terms & Conditions', to: PATHS.terms },
  { label: 'FAQ', to: PATHS.faqs },
];

/** '© 2023 Fina' in 2023, '© 2023–2025 Fina' later. */
export function copyrightLine(now: Date = new Date()): string {
  const year = now.getFullYear();
  const span = year > FIRST_COPYRIGHT_YEAR ? `${FIRST_COPYRIGHT_YEAR}–${year}` : `${year}`;
  return `© ${span} ${PRODUCT_NAME}`;
}

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title} className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer is the #contact section: contact, social links, About, Policies, newsletter. */
export function Footer() {
  return (
    <footer id="contact" tabIndex={-1} className={styles.footer}>
      <div className={`${sectionStyles.container} ${styles.grid}`}>
        <div className={styles.brandColumn}>
          <Link to={PATHS.home} className={styles.brand}>
            <LogoMark />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <p className={styles.blurb}>
            The AI financial assistant for small businesses: budgets, cash forecasts and insights
            you can act on.
          </p>
          <h2 className={styles.heading}>Contact Us</h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className={styles.link}>
            {CONTACT_EMAIL}
          </a>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map((social) => {
              const SocialIcon = SOCIAL_ICONS[social.network];
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${PRODUCT_NAME} on ${social.label} (opens in a new tab)`}
                  >
                    <SocialIcon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <LinkColumn title="About" links={ABOUT_LINKS} />
        <LinkColumn title="Policies" links={POLICY_LINKS} />

        <div className={styles.newsletter}>
          <h2 className={styles.heading}>Newsletter</h2>
          <p className={styles.newsletterText}>
            Finance tips for small businesses and product news, once a month.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className={sectionStyles.container}>
        <p className={styles.copyright}>{copyrightLine()}</p>
      </div>
    </footer>
  );
}
