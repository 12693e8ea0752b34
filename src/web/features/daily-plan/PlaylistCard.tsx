import { useState } from "react";
import { Check, ExternalLink, Music } from "lucide-react";
import { DAILY_PLAN_MESSAGES, songKey } from "@core/daily-plan";
import { Button, buttonClasses } from "../../components/ui/Button";
import { useToast } from "../../components/ui/Toast";
import { AlbumArt } from "./AlbumArt";
import { PlanCard } from "./PlanCard";
import type { PlanDayContent, SongDetailsData } from "./api";

export function PlaylistCard({
  day,
  details,
  savedSongs,
  onSave,
}: {
  day: PlanDayContent;
  /** Null when the song details could not be loaded. */
  details: SongDetailsData[] | null;
  savedSongs: ReadonlySet<string>;
  onSave: (song: SongDetailsData, playlistSong: { title: string; artist: string }) => Promise<void>;
}) {
  const songs = day.worship_playlist;
  return (
    <PlanCard id="plan-playlist" title="Today's Worship Playlist" icon={Music} className="lg:col-span-2">
      {songs.length === 0 ? (
        <p className="text-muted">{DAILY_PLAN_MESSAGES.noSongs}</p>
      ) : !details ? (
        <div role="alert" className="text-danger">
          <p className="font-semibold">{DAILY_PLAN_MESSAGES.songDetailsFailed}</p>
          <p className="mt-1 text-sm">{DAILY_PLAN_MESSAGES.songDetailsHint}</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {songs.map((song, i) => (
            <SongItem key={songKey(song)} song={song} details={details[i]} saved={savedSongs.has(songKey(song))} onSave={onSave} />
          ))}
        </ul>
      )}
    </PlanCard>
  );
}

function SongItem({
  song,
  details,
  saved,
  onSave,
}: {
  song: { title: string; artist: string };
  details: SongDetailsData;
  saved: boolean;
  onSave: (details: SongDetailsData, playlistSong: { title: string; artist: string }) => Promise<void>;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saved || saving) return;
    setSaving(true);
    try {
      await onSave(details, song);
      toast.show(DAILY_PLAN_MESSAGES.savedToast);
    } catch (error) {
      // Spec section 8: song save errors are only logged.
      console.error("Saving the song failed", error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="flex min-w-0 gap-3 rounded-md border border-border bg-bg p-3">
      <AlbumArt imageUrl={details.imageUrl} title={details.title} artist={details.artist} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="break-words font-semibold text-fg">{details.title}</h3>
        <p className="break-words text-sm text-fg">{details.artist}</p>
        <p className="break-words text-sm text-muted">
          {details.album || DAILY_PLAN_MESSAGES.albumUnavailable}
          {details.year ? <span> · {details.year}</span> : null}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <a
            href={details.spotifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Listen to ${details.title} by ${details.artist} on Spotify (opens in a new tab)`}
            className={buttonClasses("secondary", "sm")}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Listen
          </a>
          <Button
            size="sm"
            variant="secondary"
            onClick={save}
            disabled={saved || saving}
            aria-label={`${saved ? "Saved" : "Save"} ${details.title}`}
          >
            {saved ? <Check aria-hidden="true" className="size-4" /> : null}
            {saved ? "Saved" : saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
    </li>
  );
}
