// Dictation into the message box with the browser's own speech recognition (Chrome, Edge and
// Safari expose it, some prefixed). Where it is missing, the caller explains instead of failing.
import { useCallback, useEffect, useRef, useState } from "react";

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const VOICE_MESSAGES = {
  unsupported: "Voice input isn't supported in this browser. You can type your message instead.",
  denied: "Voice input needs permission to use your microphone. Allow it in your browser's settings, or type your message instead.",
  failed: "Voice input stopped before it heard anything. Please try again, or type your message instead.",
} as const;

/** Appends each finished phrase to the text through `onText`; `note` says why it cannot listen. */
export function useSpeechInput(onText: (phrase: string) => void) {
  const [listening, setListening] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      setNote(VOICE_MESSAGES.unsupported);
      return;
    }
    setNote(null);
    const r = new Constructor();
    r.lang = document.documentElement.lang || "en-US";
    r.interimResults = false;
    r.continuous = true;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        if (result.isFinal) onTextRef.current(result[0].transcript.trim());
      }
    };
    r.onerror = (event) => {
      setNote(event.error === "not-allowed" || event.error === "service-not-allowed" ? VOICE_MESSAGES.denied : VOICE_MESSAGES.failed);
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    try {
      r.start();
      recognition.current = r;
      setListening(true);
    } catch {
      setNote(VOICE_MESSAGES.failed);
    }
  }, []);

  return { listening, note, toggle };
}
