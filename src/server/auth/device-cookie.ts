// The device cookie: proof that this browser has signed in to an account before. It is set after
// a correct password and lets that browser past the account lock that strangers' failures cause
// (finding 4: otherwise anyone could lock anyone out with ten wrong guesses). The value is a random
// device id and an HMAC of "id:email" under the auth secret, so it cannot be forged or moved to
// another account, and it is HttpOnly, so page scripts never see it.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "wellspring.device";
/** A year: the browser stays known to the account while it keeps signing in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function signature(secret: string, deviceId: string, email: string): string {
  return createHmac("sha256", secret).update(`device:${deviceId}:${email.trim().toLowerCase()}`).digest("base64url");
}

export function newDeviceCookieValue(secret: string, email: string): string {
  const deviceId = randomBytes(16).toString("base64url");
  return `${deviceId}.${signature(secret, deviceId, email)}`;
}

/** The cookie's value from a Cookie header, or null. */
export function deviceCookieFrom(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The device id when the cookie is genuine and was issued for this email; otherwise null. */
export function verifiedDeviceId(secret: string, cookieHeader: string | null | undefined, email: string): string | null {
  const value = deviceCookieFrom(cookieHeader);
  if (!value) return null;
  const [deviceId, given, extra] = value.split(".");
  if (!deviceId || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, deviceId, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? deviceId : null;
}
