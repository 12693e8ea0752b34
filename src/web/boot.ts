// The page's entry script. A prerendered or server-rendered page is readable from its HTML, so the
// browser paints it before any of the app's code is fetched or run: the page lists its code files
// (scripts/prerender.ts) and this script preloads them, then starts the app, after the first frame
// has been drawn. With the code as the entry, or preloaded by the HTML, it arrived and ran before
// the page's first full paint whenever the network was fast, and Lighthouse's model then counted
// its download as part of the largest paint (issue 13: largest contentful paint 0.7 s or 2.1 s from
// one run to the next).
import { APP_CODE_ID } from "./lib/app-code";
import "./styles/app.css";

let started = false;

function start(): void {
  if (started) return;
  started = true;
  try {
    const files = JSON.parse(document.getElementById(APP_CODE_ID)?.textContent ?? "[]") as string[];
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  } catch {
    // No list (the plain app shell) or an unreadable one: the app's import fetches what it needs.
  }
  void import("./main");
}

// After the next frame has been drawn; a hidden tab draws no frames, so the timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
