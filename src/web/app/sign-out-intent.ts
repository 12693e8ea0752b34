// Set while a member signs out. The session can end while a member-only page is still on screen;
// its guard must then send them home, not to /login remembering that page for the next sign-in
// (which would land the next person to sign in on this tab on it). Cleared once signed in again.
let signingOut = false;

export const signOutIntent = {
  begin(): void {
    signingOut = true;
  },
  end(): void {
    signingOut = false;
  },
  get active(): boolean {
    return signingOut;
  },
};
