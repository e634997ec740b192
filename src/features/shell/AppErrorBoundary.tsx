import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/ui/ErrorScreen';

/** docs/product.md §8: a render crash outside the routes (providers) shows the generic error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
