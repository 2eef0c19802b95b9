import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PrerenderHandOff } from './prerendered-page';
import styles from './remote-fallback.module.css';

interface Props {
  /** What the area is called, for the message ("Chat with Fina"). */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * A remote that is down or throws costs its own area, never the whole app.
 * Plain markup (no antd): it also guards the public pages, which must stay light.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        {/* A public page whose remote failed: its static copy gives way to this message. */}
        <PrerenderHandOff />
        <h2 className={styles.title}>{this.props.label} is unavailable right now</h2>
        <p className={styles.text}>
          This part of Fina could not be loaded. The rest of the app keeps working; try again in a
          moment.
        </p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          Retry
        </button>
      </div>
    );
  }
}
