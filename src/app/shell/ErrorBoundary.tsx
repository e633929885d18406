import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@/pages/error';
import { isProblem } from '@/shared/api';
import { reportError } from '@/shared/errors';

interface State {
  error: Error | null;
}

/**
 * Anything a page throws ends on the error page, not on a blank screen; a page that finds its
 * subject missing throws a 404 problem and shows the not-found page. What broke a page is reported
 * (error reporting), unless it is an answer of the API.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(error);
    // A page that broke while drawing is reported; an answer of the API is the server's to know.
    if (!isProblem(error)) reportError(error);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (isProblem(error) && error.status === 404) return <ErrorPage status={404} />;
    if (error) return <ErrorPage status={500} message={error.message} />;
    return this.props.children;
  }
}
