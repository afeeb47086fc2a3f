import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** The page shown: moving to another one clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string | null;
}

/** Catches a render error anywhere under the router and shows the error page until the user leaves the page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return state.pathname === props.pathname ? null : { pathname: props.pathname };
    // The error belongs to the page it happened on.
    return state.pathname === props.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error !== null ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
