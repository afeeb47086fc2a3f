import { describe, expect, it } from 'vitest';
import { startingSession } from './starting-session';

const signedOut = { token: null, customerKey: null, shipMethod: null };
const guest = { menu: [{ menuKey: 1 }] as never, settings: null };

describe('startingSession', () => {
  it('starts a signed-out browser signed out, with the guest menu the page came with', () => {
    const state = startingSession({ saved: signedOut, guest });
    expect(state.status).toBe('unauthorized');
    expect(state.guestLoaded).toBe(true);
    expect(state.menu).toEqual(guest.menu);
    expect(startingSession({ saved: signedOut }).guestLoaded).toBe(false);
  });

  it('starts a stored session validating, without the guest menu', () => {
    const state = startingSession({ saved: { token: 't', customerKey: 7, shipMethod: null }, guest });
    expect(state).toMatchObject({ status: 'validating', token: 't', customerKey: 7, guestLoaded: false, menu: [] });
  });

  it("starts a punchout code's tab exchanging it, whatever storage holds", () => {
    const state = startingSession({
      saved: { token: 't', customerKey: 7, shipMethod: null },
      punchoutCode: 'abc',
      guest,
    });
    expect(state).toMatchObject({ status: 'exchanging', punchoutCode: 'abc', isPunchout: true });
  });
});
