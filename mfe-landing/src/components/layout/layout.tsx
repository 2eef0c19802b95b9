import type { MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../footer/footer';
import { TopBar } from '../top-bar/top-bar';
import styles from './layout.module.css';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const MAIN_ID = 'fina-landing-main';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Every public page: top bar, the page, footer (which holds #contact). */
export function Layout() {
  useScrollOnNavigate();
  return (
    <div className={styles.root}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to content
      </a>
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
