// Type tests: the web's types come from the routes. `npx tsc --noEmit` (npm run typecheck) fails
// here — and in the screens — when a route's response or request shape changes or loosens to
// any/unknown. (Vitest runs the file too, but the assertions are checked by the compiler.)
import { expectTypeOf, it } from "vitest";
import type { BibleVersion, Denomination, GuidanceStyle, MusicStyle, Theme } from "@core/options";
import type { Profile, ProfileChanges } from "../features/profile/api";
import type { chapterQuery } from "../features/bible/api";
import type { client, SuccessBody } from "./client";

type ChapterBody = Awaited<ReturnType<NonNullable<ReturnType<typeof chapterQuery>["queryFn"]>>>;
type SessionsBody = SuccessBody<Awaited<ReturnType<typeof client.account.sessions.$get>>>;

it("takes the profile's shape from GET /api/profile", () => {
  expectTypeOf<Profile>().toEqualTypeOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    favorite_artists: string[];
    denomination: Denomination | null;
    bible_version: BibleVersion | null;
    music_preference: MusicStyle | null;
    communication_style: GuidanceStyle | null;
    theme_preference: Theme;
    onboarding_completed: boolean;
    updated_at: string;
  }>();
  // @ts-expect-error a field the route does not return is an error, not `any`
  expectTypeOf<Profile["nickname"]>().toBeString();
});

it("takes the profile update's body from PATCH /api/profile's validator", () => {
  expectTypeOf<ProfileChanges["denomination"]>().toEqualTypeOf<Denomination | null | undefined>();
  // @ts-expect-error the route refuses a denomination outside the spec's list
  const wrong: ProfileChanges = { denomination: "Jedi" };
  void wrong;
});

it("takes a chapter's and the session list's shapes from their routes", () => {
  expectTypeOf<ChapterBody["verses"]>().toEqualTypeOf<{ verse: number; text: string }[]>();
  expectTypeOf<ChapterBody["translation"]>().toEqualTypeOf<"WEB" | "KJV">();
  expectTypeOf<SessionsBody["sessions"][number]["current"]>().toEqualTypeOf<boolean>();
  // @ts-expect-error error bodies are not part of the success type
  expectTypeOf<ChapterBody["error"]>().toBeObject();
});
