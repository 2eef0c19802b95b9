import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, PRODUCT_NAME } from '@fina/contract/core';
import { buttonClass } from '../../components/button/button-class';
import { ToolIcon } from '../../components/icons/icons';
import sectionStyles from '../../components/section/section.module.css';
import styles from './not-found-page.module.css';

/**
 * The catch-all. 'Go back' is history back; when this page is the first entry of the
 * session (nothing to go back to inside the app) it goes home instead.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <>
      <title>{`Under construction · ${PRODUCT_NAME}`}</title>
      <div className={`${sectionStyles.container} ${styles.page}`}>
        <span className={styles.icon}>
          <ToolIcon size={36} />
        </span>
        <h1 className={styles.message}>{MESSAGES.notFoundPage}</h1>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('outline', { large: true })}
            onClick={goBack}
          >
            Go back
          </button>
          <button
            type="button"
            className={buttonClass('primary', { large: true })}
            onClick={() => navigate('/')}
          >
            Take me home
          </button>
        </div>
      </div>
    </>
  );
}
