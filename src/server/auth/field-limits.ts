// Bounds on the text better-auth stores for a member (finding 7: an unbounded name made every
// get-session about 1 MB; an image of "javascript:..." was accepted). Checked in the before hook
// of sign-up and update-user.

export const NAME_MAX_LENGTH = 100;
export const IMAGE_URL_MAX_LENGTH = 2048;

/** The problem with a user's name/image fields (when present), or null when they are acceptable. */
export function userFieldProblem(body: Record<string, unknown>): string | null {
  if ("name" in body && body.name !== undefined) {
    if (typeof body.name !== "string") return "name: must be a string";
    if (body.name.length > NAME_MAX_LENGTH) return `name: must be at most ${NAME_MAX_LENGTH} characters`;
  }
  if ("image" in body && body.image !== undefined && body.image !== null) {
    if (typeof body.image !== "string") return "image: must be a web address or null";
    if (body.image.length > IMAGE_URL_MAX_LENGTH) return `image: must be at most ${IMAGE_URL_MAX_LENGTH} characters`;
    const protocol = URL.canParse(body.image) ? new URL(body.image).protocol : null;
    if (protocol !== "https:" && protocol !== "http:") return "image: must be an http(s) web address";
  }
  return null;
}
