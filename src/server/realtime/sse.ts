// The Server-Sent Events wire format. An event is formatted and encoded once, then the same bytes
// go to every stream that receives it.

export interface SseFields {
  event?: string;
  id?: string;
  retry?: number;
  data: string;
}

export function formatEvent(event: SseFields): string {
  let text = "";
  if (event.event) text += `event: ${event.event}\n`;
  if (event.id) text += `id: ${event.id}\n`;
  if (event.retry) text += `retry: ${event.retry}\n`;
  for (const line of event.data.split("\n")) text += `data: ${line}\n`;
  return `${text}\n`;
}

export function encodeEvent(event: SseFields): Buffer {
  return Buffer.from(formatEvent(event));
}
