import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const next = (props: { pathname: string }, state: { error: unknown; pathname: string | null }) => ({
  ...state,
  ...RouteErrorBoundary.getDerivedStateFromProps({ ...props, children: null }, state),
});

describe('RouteErrorBoundary', () => {
  it('keeps an error on the page it happened on and clears it once the user moves to another page', () => {
    let state = next({ pathname: '/cart' }, { error: null, pathname: null });
    expect(state).toEqual({ error: null, pathname: '/cart' });
    state = { ...state, ...RouteErrorBoundary.getDerivedStateFromError(new Error('boom')) };
    state = next({ pathname: '/cart' }, state);
    expect(state.error).toBeInstanceOf(Error);
    state = next({ pathname: '/products' }, state);
    expect(state).toEqual({ error: null, pathname: '/products' });
  });

  it('shows the error page for a thrown value that is not an Error too', () => {
    expect(RouteErrorBoundary.getDerivedStateFromError(undefined).error).toBeInstanceOf(Error);
    expect(RouteErrorBoundary.getDerivedStateFromError('text').error).toBe('text');
  });
});
