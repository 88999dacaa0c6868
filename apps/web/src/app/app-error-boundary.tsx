import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../components/error-state.tsx';
import { i18n } from '../i18n/index.ts';
import { browserLocation } from '../platform/browser-location.ts';

interface State {
  failed: boolean;
}

/** Top-level error boundary: anything the routes did not catch. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('app error', error.name, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorState message={i18n.t('common.crashed')} onRetry={() => browserLocation.reload()} />
      );
    }
    return this.props.children;
  }
}
