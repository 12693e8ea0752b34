import { isSubstituted } from "@core/bible-version";

/**
 * The one short note under the Bible version field: which text Wellspring actually shows.
 * Copyrighted versions are read in the public-domain World English Bible, labelled "WEB".
 */
export function bibleVersionHint(version: string | null): string {
  if (!version)
    return "Choose KJV for the King James Version; the other versions are copyrighted, so for them Wellspring shows the public-domain World English Bible, labelled “WEB”.";
  if (isSubstituted(version))
    return `${version} is copyrighted, so Wellspring shows you the public-domain World English Bible, labelled “WEB”.`;
  return "Scripture is shown in the King James Version, labelled “KJV”.";
}
