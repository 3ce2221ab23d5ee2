import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser.ts';

function parse(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  parser.end();
  return messages;
}

describe('createSseParser', () => {
  it('reads named events with their data', () => {
    expect(parse(['event: delta\ndata: {"text":"你好"}\n\nevent: done\ndata: {}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"你好"}', id: null },
      { event: 'done', data: '{}', id: null },
    ]);
  });

  it('gives the same events whichever way the body is cut into chunks', () => {
    const body = 'event: question\r\ndata: {"id":"q1"}\r\n\r\nevent: delta\r\ndata: {"text":"分数"}\r\n\r\n';
    const whole = parse([body]);
    expect(whole).toHaveLength(2);
    for (let cut = 1; cut < body.length; cut += 1) expect(parse([body.slice(0, cut), body.slice(cut)])).toEqual(whole);
    expect(parse([...body])).toEqual(whole);
  });

  it('ends lines at LF, CRLF or a lone CR, also when the CRLF is split across chunks', () => {
    expect(parse(['data: a\r', '\ndata: b\rdata: c\n\r', '\n'])).toEqual([{ event: 'message', data: 'a\nb\nc', id: null }]);
  });

  it('joins several data lines with a newline and keeps spaces after the first one', () => {
    expect(parse(['data:  two spaces\ndata:none\ndata\n\n'])).toEqual([{ event: 'message', data: ' two spaces\nnone\n', id: null }]);
  });

  it('skips comments, unknown fields and events without data', () => {
    expect(parse([': keep-alive\n\nevent: ping\n\nretry: 1000\nfoo: bar\nevent: done\ndata: ok\n\n'])).toEqual([
      { event: 'done', data: 'ok', id: null },
    ]);
  });

  it('remembers the last event id', () => {
    expect(parse(['id: 7\ndata: a\n\ndata: b\n\n']).map((message) => message.id)).toEqual(['7', '7']);
  });

  it('drops a leading byte order mark and an unfinished last event', () => {
    expect(parse(['\uFEFFdata: first\n\ndata: cut off'])).toEqual([{ event: 'message', data: 'first', id: null }]);
  });
});
