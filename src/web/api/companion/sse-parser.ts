/** One Server-Sent Event as the stream delivered it: its type (`message` when unnamed) and its data lines joined. */
export type SseMessage = { event: string; data: string; id: string | null };

/**
 * A Server-Sent Events parser for a body read in chunks (fetch + stream reader: `EventSource` cannot POST).
 * Follows the HTML standard's rules: lines end in CRLF, LF or CR (also split across chunks), `:` starts a comment,
 * one space after the colon is dropped, several `data` lines join with a newline, a blank line dispatches, and an
 * event without data is not dispatched. A last event without its blank line is dropped, as a browser does.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let started = false;
  let eventType = '';
  let dataLines: string[] | null = null;
  let lastId: string | null = null;

  const dispatch = () => {
    if (dataLines !== null) onMessage({ event: eventType || 'message', data: dataLines.join('\n'), id: lastId });
    eventType = '';
    dataLines = null;
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') (dataLines ??= []).push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    /** Feeds the next decoded piece of the body. */
    feed(chunk: string) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (char === '\r' && i === buffer.length - 1) break;
        readLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i += 1;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The body ended: a line ended by a lone CR at the very end still counts. */
    end() {
      if (buffer.endsWith('\r')) {
        readLine(buffer.slice(0, -1));
        buffer = '';
      }
    },
  };
}
