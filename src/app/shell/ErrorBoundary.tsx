import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/pages/error';

interface State {
  error: Error | null;
}

/** Anything a page throws ends on the error page, not on a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorPage status={500} message={this.state.error.message} />;
    return this.props.children;
  }
}
