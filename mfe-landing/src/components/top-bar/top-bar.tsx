import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@fina/contract/core';
import { PATHS } from '../../paths';
import { buttonClass } from '../button/button-class';
import { CloseIcon, LogoMark, MenuIcon } from '../icons/icons';
import styles from './top-bar.module.css';

const MENU_ID = 'fina-landing-menu';

const SECTION_LINKS = [
  { label: 'Home', to: PATHS.home },
  { label: 'FAQs', to: PATHS.faqs },
  { label: 'Contact Us', to: PATHS.contact },
] as const;

/**
 * The public top bar. Under 768px the links collapse behind a toggle; the open menu
 * also lists Pricing. Escape closes it and returns focus to the toggle.
 */
export function TopBar() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <header className={styles.header} onKeyDown={onKeyDown}>
      <div className={styles.inner}>
        <Link to={PATHS.home} className={styles.brand} onClick={close}>
          <LogoMark />
          <span>{PRODUCT_NAME}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>

        <nav
          id={MENU_ID}
          aria-label="Main"
          className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.links}>
            {SECTION_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={styles.link} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            {open ? (
              <li className={styles.smallScreenOnly}>
                <Link to={PATHS.pricing} className={styles.link} onClick={close}>
                  Pricing
                </Link>
              </li>
            ) : null}
          </ul>
          <div className={styles.actions}>
            <Link to={PATHS.register} className={buttonClass('primary')} onClick={close}>
              Get Started
            </Link>
            <Link to={PATHS.login} className={buttonClass('outline')} onClick={close}>
              Log In
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
